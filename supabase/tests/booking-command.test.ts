import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import { forgetTestHolds } from './support/database.js';

// The booking command (create-booking) and the hold rules on a PostgreSQL server: the server prices the
// choice from ids and quantities, whatever amounts the client sends; a released checkout stops counting at
// once and a retry pays the same booking; parallel checkouts of one host pass no limit together.
// DJ Nova (seed): 'Party Starter' per_hour $150, minimum 3 h; 'Extra speaker' per_hour $40.

describe('create-booking and the hold limits', () => {
  let stack: PaymentStack;
  let hostToken: string;
  let dates: string[];
  let idOf: (kind: 'package' | 'addon', name: string, vendor?: string) => string;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    hostToken = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    const r = await stack.db.query<{ date: string }>(
      `select a.date::text as date from public.availability a
        where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.date > current_date + 1
          and extract(isodow from a.date) in (2, 3, 4, 7)
          and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
        order by a.date`,
      [ids.ownVendor],
    );
    dates = r.rows.map((row) => row.date);
    expect(dates.length).toBeGreaterThanOrEqual(8);
    const offer = await stack.db.query<{ kind: string; name: string; id: string; vendor_id: string }>(
      `select 'package' as kind, name, id, vendor_id from public."Packages"
       union all select 'addon', item, id, vendor_id from public.addons`,
    );
    idOf = (kind, name, vendor = ids.ownVendor) =>
      offer.rows.find((x) => x.kind === kind && x.name === name && x.vendor_id === vendor)!.id;
  });
  afterAll(async () => {
    await stack?.stop();
  });
  beforeEach(async () => {
    if (stack) await forgetTestHolds(stack.db);
  });

  const request = (date: string, extra: Record<string, unknown> = {}) => ({
    vendorId: ids.ownVendor,
    packageId: idOf('package', 'Party Starter'),
    addons: [{ id: idOf('addon', 'Extra speaker'), quantity: 2 }],
    date,
    startTime: '10:00',
    guests: 60,
    hours: 3,
    eventLocation: '2400 Victory Park Ln, Dallas, TX',
    specialInstructions: 'Side door.',
    ...extra,
  });
  const book = (body: unknown, token: string | null = hostToken) =>
    callFunction(stack, 'create-booking', { token, body });
  const checkout = (bookingId: string, token = hostToken) =>
    callFunction(stack, 'create-checkout-session', { token, body: { bookingId } });
  const cancelCheckout = (body: Record<string, unknown>, token = hostToken) =>
    callFunction(stack, 'cancel-checkout', { token, body });
  const row = async (id: string) =>
    (await stack.db.query('select * from public.bookings where id = $1', [id])).rows[0] as Record<
      string,
      unknown
    >;
  const bookingsOn = async (date: string) =>
    Number(
      (
        await stack.db.query<{ n: number }>(
          'select count(*)::int as n from public.bookings where vendor_id = $1 and booking_date = $2',
          [ids.ownVendor, date],
        )
      ).rows[0]!.n,
    );

  it('prices the choice on the server, ignores client amounts, and derives the names from the ids', async () => {
    const res = await book({
      ...request(dates[0]!),
      addons: [{ id: idOf('addon', 'Extra speaker'), quantity: 2, calculatedPrice: 0.01 }],
      calculatedPrice: 1,
      total_amount: 1,
      processing_fee: 0,
      bookingDetails: { subtotal: 1, total: 1.05 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 3 h × $150 = $450, Extra speaker 2 × $40 = $80, subtotal $530, fee 5% $26.50.
    expect(res.body.quote).toEqual({
      packageCents: 45000,
      extraCents: 0,
      addonLineCents: [8000],
      subtotalCents: 53000,
      feeCents: 2650,
      totalCents: 55650,
      guests: 60,
      hours: 3,
    });
    expect(await row(String(res.body.bookingId))).toMatchObject({
      user_id: ids.host,
      customer_email: actors.host.email,
      payment_status: 'clicked_book',
      selected_packages: 'Party Starter',
      selected_addons: 'Extra speaker',
      addon_selections: [{ id: idOf('addon', 'Extra speaker'), item: 'Extra speaker', quantity: 2 }],
      total_amount: 530,
      processing_fee: 26.5,
      guest_count: 60,
      event_location: '2400 Victory Park Ln, Dallas, TX',
      special_instructions: 'Side door.',
    });
    // Checkout takes only the id and charges the same quote.
    const paid = await checkout(String(res.body.bookingId));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const session = await stack.stripe.checkout.sessions.retrieve(String(paid.body.sessionId));
    expect(session.amount_total).toBe(55650);
  });

  it('refuses bad input with a sentence and writes nothing', async () => {
    const date = dates[1]!;
    const cases: [unknown, number, string, string][] = [
      [request(date, { packageId: crypto.randomUUID() }), 400, 'invalid_selection', 'package'],
      [
        request(date, { addons: [{ id: idOf('addon', 'Champagne toast', ids.otherVendor), quantity: 1 }] }),
        400,
        'invalid_selection',
        'add-on',
      ],
      [request(date, { guests: 2.5 }), 400, 'invalid_body', 'Guests must be a whole number'],
      [request(date, { hours: 2 }), 400, 'invalid_selection', 'Minimum 3 hour(s) required'],
      [request(date, { eventLocation: '  ' }), 400, 'invalid_body', 'Event location is required.'],
      [request(date, { startTime: '25:00' }), 400, 'invalid_body', 'Choose a time slot.'],
      [request(date, { startTime: '06:00' }), 409, 'slot_unavailable', 'availability'],
      [request('2020-01-07'), 400, 'slot_in_past', 'passed'],
      [request(date, { vendorId: ids.pendingVendor }), 409, 'vendor_unavailable', 'not taking bookings'],
    ];
    for (const [body, status, error, words] of cases) {
      const res = await book(body);
      expect([res.status, res.body.error], JSON.stringify(res.body)).toEqual([status, error]);
      expect(String(res.body.message)).toContain(words);
    }
    expect((await book(request(date), null)).status).toBe(401);
    expect(await bookingsOn(date)).toBe(0);
    expect(await bookingsOn('2020-01-07')).toBe(0);
  });

  it('a taken time creates no booking', async () => {
    const date = dates[2]!;
    const first = await book(request(date));
    expect((await checkout(String(first.body.bookingId))).status).toBe(200);
    const other = await passwordToken(stack, actors.otherHost.email!, SEED_PASSWORD);
    const res = await book(request(date, { startTime: '11:00' }), other);
    expect([res.status, res.body.error]).toEqual([409, 'slot_taken']);
    expect(await bookingsOn(date)).toBe(1);
  });

  it('a retry after a released checkout holds the same booking; releasing never locks the host out', async () => {
    const date = dates[3]!;
    const created = await book(request(date));
    const id = String(created.body.bookingId);
    // Five rounds of Pay, then Cancel payment (as after a declined card): the same booking every time.
    for (let round = 0; round < 5; round++) {
      const started = await checkout(id);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(await cancelCheckout({ bookingId: id, retry: true })).toEqual({
        status: 200,
        body: { status: 'clicked_book' },
      });
      expect(await row(id)).toMatchObject({ payment_status: 'clicked_book', checkout_session_id: null });
    }
    expect(await bookingsOn(date)).toBe(1);
    const holds = await stack.db.query<{ outcome: string }>(
      'select outcome from public.booking_holds where booking_id = $1 order by id',
      [id],
    );
    expect(holds.rows.map((h) => h.outcome)).toEqual(Array(5).fill('released'));
    // The provider's expiry of an old session arrives late and leaves the booking alone.
    await stack.standIn.idle();
    expect((await row(id)).payment_status).toBe('clicked_book');
    expect((await checkout(id)).status).toBe(200);
    expect((await row(id)).payment_status).toBe('pending');
  });

  it("the issue's host: after a declined and released card, a cancelled and a refunded booking, a new booking checks out", async () => {
    const date = dates[4]!;
    // A hold given up after a decline, a paid booking cancelled by the host, one refunded by an admin.
    const released = String((await book(request(date))).body.bookingId);
    expect((await checkout(released)).status).toBe(200);
    expect((await cancelCheckout({ bookingId: released })).body).toEqual({ status: 'cancelled' });
    for (let i = 0; i < 2; i++) {
      const b = String((await book(request(date))).body.bookingId);
      expect((await checkout(b)).status).toBe(200);
      await stack.db.query(`update public.bookings set payment_status = 'paid' where id = $1`, [b]);
      await stack.db.query(`update public.bookings set payment_status = 'cancelled' where id = $1`, [b]);
    }
    const next = String((await book(request(date))).body.bookingId);
    const res = await checkout(next);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('holds that lapsed count: the fourth in a day is refused, with a message', async () => {
    const date = dates[5]!;
    for (let i = 0; i < 3; i++) {
      const b = String((await book(request(date))).body.bookingId);
      expect((await checkout(b)).status).toBe(200);
      // The session ran out: taken 40 minutes ago, then the provider's expiry cancelled it.
      await stack.db.query(
        `update public.booking_holds set held_at = now() - interval '40 minutes' where booking_id = $1`,
        [b],
      );
      await stack.db.query(`update public.bookings set payment_status = 'cancelled' where id = $1`, [b]);
    }
    const fourth = String((await book(request(date))).body.bookingId);
    const res = await checkout(fourth);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      error: 'too_many_holds',
      message: 'too many unpaid checkouts with this vendor today; please try again tomorrow',
    });
    expect((await row(fourth)).payment_status).toBe('clicked_book');
  });

  it('holds racing: one host starting two checkouts with one vendor at once gets one hold', async () => {
    const a = String((await book(request(dates[6]!))).body.bookingId);
    const b = String((await book(request(dates[7]!))).body.bookingId);
    const results = await Promise.all([checkout(a), checkout(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(results.find((r) => r.status === 429)!.body.message).toBe(
      'you already have an unpaid checkout with this vendor; finish or cancel it first',
    );
    const held = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.bookings where id = any($1::uuid[]) and payment_status = 'pending'`,
      [[a, b]],
    );
    expect(held.rows[0]!.n).toBe(1);
    // Releasing the winner lets the other one through at once.
    const winner = results[0]!.status === 200 ? a : b;
    const loser = winner === a ? b : a;
    await cancelCheckout({ bookingId: winner, retry: true });
    expect((await checkout(loser)).status).toBe(200);
  });

  it('a release racing a retry of the same booking leaves one consistent state', async () => {
    const id = String((await book(request(dates[2]!))).body.bookingId);
    expect((await checkout(id)).status).toBe(200);
    const [released, retried] = await Promise.all([
      cancelCheckout({ bookingId: id, retry: true }),
      checkout(id),
    ]);
    expect(released.status).toBe(200);
    const now = await row(id);
    // Either the retry came first (same open session, then released) or after (a new hold with a session).
    if (now.payment_status === 'pending') {
      expect(retried.status).toBe(200);
      expect(now.checkout_session_id).toBe(retried.body.sessionId);
    } else {
      expect(now).toMatchObject({ payment_status: 'clicked_book', checkout_session_id: null });
    }
    const open = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.booking_holds where booking_id = $1 and ended_at is null',
      [id],
    );
    expect(open.rows[0]!.n).toBe(now.payment_status === 'pending' ? 1 : 0);
  });
});
