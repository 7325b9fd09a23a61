import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingComputedField } from '../functions/_shared/clients.ts';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import { forgetTestHolds } from './support/database.js';

// The checkout function end to end: real tokens from password sign-in, bookings inserted through the REST
// API as the booking UI does, the official SDK against the local stand-in, the seed's vendors and prices.
// DJ Nova (seed): 'Party Starter' per_hour $150, minimum 3 h; 'Extra speaker' per_hour $40; 'Fog machine' $75.

// without the computed fields of the generated Row that select('*') does not return
type BookingRow = Omit<Database['public']['Tables']['bookings']['Row'], BookingComputedField>;

describe('create-checkout-session and cancel-checkout', () => {
  let stack: PaymentStack;
  let hostToken: string;
  let otherHostToken: string;
  /** Weekday dates (no weekend or night charge) on which DJ Nova has a free 10:00-14:00 window. */
  let freeDates: string[];

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'pglite', seed: true });
    hostToken = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    otherHostToken = await passwordToken(stack, actors.otherHost.email!, SEED_PASSWORD);
    const r = await stack.db.query<{ date: string }>(
      `select a.date::text as date from public.availability a
        where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.date > current_date + 1
          and extract(isodow from a.date) in (2, 3, 4, 7)
          and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
        order by a.date`,
      [ids.ownVendor],
    );
    freeDates = r.rows.map((row) => row.date);
    expect(freeDates.length).toBeGreaterThanOrEqual(9);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  // Each test starts without the unpaid holds of the tests before it (the hold limits, docs/reliability.md).
  beforeEach(async () => {
    if (stack) await forgetTestHolds(stack.db);
  });

  /** Inserts a clicked_book booking as the UI does, with a client total that is deliberately wrong. */
  async function insertBooking(
    token: string,
    values: Partial<Database['public']['Tables']['bookings']['Insert']> & { booking_date: string },
  ): Promise<BookingRow> {
    const client = createClient<Database>(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data: user } = await client.auth.getUser(token);
    const { data, error } = await client
      .from('bookings')
      .insert({
        vendor_id: ids.ownVendor,
        user_id: user.user!.id,
        customer_email: user.user!.email!,
        customer_name: 'Test Host',
        total_amount: 1,
        payment_status: 'clicked_book',
        booking_time: '10:00',
        duration_hours: 3,
        guest_count: 60,
        selected_packages: 'Party Starter',
        selected_addons: 'Extra speaker',
        event_location: '2400 Victory Park Ln, Dallas, TX',
        ...values,
      })
      .select()
      .single();
    if (error) throw new Error(`insert failed: ${error.message}`);
    return data;
  }

  /** The vendor's package and add-on ids by name (DJ Nova unless said). */
  async function offerIds(vendorId = ids.ownVendor) {
    const r = await stack.db.query<{ kind: string; name: string; id: string }>(
      `select 'package' as kind, name, id from public."Packages" where vendor_id = $1
       union all select 'addon', item, id from public.addons where vendor_id = $1`,
      [vendorId],
    );
    return (kind: 'package' | 'addon', name: string) =>
      r.rows.find((x) => x.kind === kind && x.name === name)!.id;
  }

  /**
   * Creates a booking through the create-booking command as the booking UI does, with client amounts that
   * are deliberately wrong (the command never reads them): Party Starter + Extra speaker × 2, 3 h, 60 guests.
   */
  async function bookThroughCommand(
    token: string,
    values: { booking_date: string; booking_time?: string },
  ): Promise<BookingRow> {
    const idOf = await offerIds();
    const res = await callFunction(stack, 'create-booking', {
      token,
      body: {
        vendorId: ids.ownVendor,
        packageId: idOf('package', 'Party Starter'),
        addons: [{ id: idOf('addon', 'Extra speaker'), quantity: 2, calculatedPrice: 0.01 }],
        date: values.booking_date,
        startTime: values.booking_time ?? '10:00',
        guests: 60,
        hours: 3,
        eventLocation: '2400 Victory Park Ln, Dallas, TX',
        specialInstructions: '',
        total_amount: 1,
        subtotal: 1.02,
      },
    });
    if (res.status !== 201) throw new Error(`create-booking failed: ${JSON.stringify(res.body)}`);
    return bookingRow(String(res.body.bookingId));
  }

  /** The spec's request body, with client prices that are far too low. */
  const checkoutBody = (
    booking: BookingRow,
    addons: unknown[] = [{ item: 'Extra speaker', quantity: 2 }],
  ) => ({
    packages: [{ name: 'Party Starter', price: 1, charging_type: 'per_event', calculatedPrice: 1 }],
    addons: addons.map((a) => ({
      price: 0.01,
      charging_type: 'per_event',
      calculatedPrice: 0.01,
      ...(a as object),
    })),
    vendorInfo: { id: ids.ownVendor, name: 'DJ Nova', servicetype: 'DJ' },
    bookingDetails: { guests: 60, hours: 3, subtotal: 1.02, processingFee: 0.05, total: 1.07 },
    bookingId: booking.id,
    bookingDate: booking.booking_date,
    bookingTime: '10:00',
  });

  const checkout = (token: string | null, body: unknown) =>
    callFunction(stack, 'create-checkout-session', { token, body });

  async function bookingRow(id: string): Promise<BookingRow> {
    const r = await stack.db.query<BookingRow>('select * from public.bookings where id = $1', [id]);
    return r.rows[0]!;
  }

  const slotHolders = async (date: string) =>
    (
      await stack.db.query<{ id: string }>(
        `select id from public.bookings where vendor_id = $1 and booking_date = $2 and payment_status in ('pending', 'paid')`,
        [ids.ownVendor, date],
      )
    ).rows.map((r) => r.id);

  it('charges the prices of the database, whatever the client sent, and holds the slot', async () => {
    const booking = await bookThroughCommand(hostToken, { booking_date: freeDates[0]! });
    const res = await checkout(hostToken, checkoutBody(booking));
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const sessionId = String(res.body.sessionId);
    expect(res.body.url).toBe(`${stack.stripeUrl}/pay/${sessionId}`);
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    // 3 h × $150 = $450, Extra speaker 2 × $40 = $80, subtotal $530, fee 5% $26.50.
    expect(session.amount_total).toBe(55650);
    expect(session.line_items?.data.map((li) => [li.description, li.amount_total])).toEqual([
      ['Party Starter', 45000],
      ['Extra speaker × 2', 8000],
      ['Processing fee (5%)', 2650],
    ]);
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: booking.id,
      metadata: { booking_id: booking.id, vendor_id: ids.ownVendor, user_id: ids.host },
      success_url: `${stack.config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${stack.config.siteUrl}/cancel?booking=${booking.id}`,
      customer_email: actors.host.email,
    });
    expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 60);

    expect(await bookingRow(booking.id)).toMatchObject({
      payment_status: 'pending',
      checkout_session_id: sessionId,
      total_amount: 530,
      processing_fee: 26.5,
      selected_packages: 'Party Starter',
      selected_addons: 'Extra speaker',
    });
    expect(await slotHolders(freeDates[0]!)).toEqual([booking.id]);

    // Pressing Pay again answers the same checkout instead of starting a second one.
    const sessions = stack.standIn.sessions.size;
    const again = await checkout(hostToken, checkoutBody(booking));
    expect(again.body).toEqual(res.body);
    expect(stack.standIn.sessions.size).toBe(sessions);
  });

  it('prices night and weekend extras and fixed durations from the package rows', async () => {
    const saturday = (
      await stack.db.query<{ date: string }>(
        `select a.date::text as date from public.availability a
          where a.vendor_id = $1 and a.is_available and a.start_time = '20:00' and a.date > current_date + 1
            and extract(isodow from a.date) = 6
            and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
          order by a.date limit 1`,
        [ids.ownVendor],
      )
    ).rows[0]!.date;
    // Wedding Deluxe: per_event $1,800 fixed at 6 h, weekend night +$200; Fog machine flat $75 whatever the quantity.
    const booking = await insertBooking(hostToken, {
      booking_date: saturday,
      booking_time: '20:00',
      duration_hours: 6,
      selected_packages: 'Wedding Deluxe',
      selected_addons: 'Fog machine',
    });
    const res = await checkout(hostToken, {
      ...checkoutBody(booking, [{ item: 'Fog machine', quantity: 3 }]),
      packages: [{ name: 'Wedding Deluxe', calculatedPrice: 5 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = await stack.stripe.checkout.sessions.retrieve(String(res.body.sessionId), {
      expand: ['line_items'],
    });
    // $1,800 + $200 + $75 = $2,075; fee $103.75.
    expect(session.line_items?.data.map((li) => li.amount_total)).toEqual([200000, 7500, 10375]);
    expect(session.amount_total).toBe(217875);
    expect(await bookingRow(booking.id)).toMatchObject({ total_amount: 2075, processing_fee: 103.75 });
  });

  it('takes the package and add-on quantities from ids stored on the booking row', async () => {
    const rows = await stack.db.query<{ kind: string; id: string }>(
      `select 'package' as kind, id from public."Packages" where vendor_id = $1 and name = 'Party Starter'
       union all select 'addon', id from public.addons where vendor_id = $1 and item = 'Extra speaker'`,
      [ids.ownVendor],
    );
    const idOf = (kind: string) => rows.rows.find((r) => r.kind === kind)!.id;
    const booking = await insertBooking(hostToken, {
      booking_date: freeDates[7]!,
      duration_hours: 4,
      package_id: idOf('package'),
      addon_selections: [{ id: idOf('addon'), quantity: 3 }],
    });
    const res = await checkout(hostToken, { bookingId: booking.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = await stack.stripe.checkout.sessions.retrieve(String(res.body.sessionId));
    // 4 h × $150 = $600, Extra speaker 3 × $40 = $120, subtotal $720, fee $36.
    expect(session.amount_total).toBe(75600);
    expect(await bookingRow(booking.id)).toMatchObject({
      total_amount: 720,
      processing_fee: 36,
      addon_selections: [{ id: idOf('addon'), item: 'Extra speaker', quantity: 3 }],
    });
  });

  it('refuses callers without a valid session', async () => {
    const booking = await insertBooking(hostToken, { booking_date: freeDates[1]! });
    expect((await checkout(null, checkoutBody(booking))).status).toBe(401);
    expect((await checkout('not-a-token', checkoutBody(booking))).status).toBe(401);
    expect((await checkout(stack.anonKey, checkoutBody(booking))).status).toBe(401);
    expect((await bookingRow(booking.id)).payment_status).toBe('clicked_book');
  });

  it("answers 404 for someone else's booking and changes nothing", async () => {
    const booking = await insertBooking(hostToken, { booking_date: freeDates[1]! });
    const before = await bookingRow(booking.id);
    const sessions = stack.standIn.sessions.size;
    const res = await checkout(otherHostToken, checkoutBody(booking));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('booking_not_found');
    expect(await bookingRow(booking.id)).toEqual(before);
    expect(stack.standIn.sessions.size).toBe(sessions);
    const missing = await checkout(hostToken, { ...checkoutBody(booking), bookingId: crypto.randomUUID() });
    expect(missing.status).toBe(404);
  });

  it('refuses unknown packages and add-ons, and choices that contradict the booking, with 400', async () => {
    const sessions = stack.standIn.sessions.size;
    const unknownAddon = await insertBooking(hostToken, {
      booking_date: freeDates[1]!,
      selected_addons: 'Flamethrower',
    });
    const a = await checkout(hostToken, checkoutBody(unknownAddon, [{ item: 'Flamethrower', quantity: 1 }]));
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({
      error: 'invalid_selection',
      message: expect.stringContaining('Flamethrower'),
    });

    // An add-on of another vendor (Shaken & Stirred's Champagne toast) is unknown here.
    const foreign = await insertBooking(hostToken, {
      booking_date: freeDates[1]!,
      selected_addons: 'Champagne toast',
    });
    expect((await checkout(hostToken, checkoutBody(foreign, [{ item: 'Champagne toast' }]))).status).toBe(
      400,
    );

    const other = await insertBooking(hostToken, {
      booking_date: freeDates[1]!,
      selected_packages: 'Gold Package',
    });
    expect((await checkout(hostToken, checkoutBody(other))).status).toBe(400);

    // A body naming another package is not read: the booking's own package is charged.
    const mismatch = await bookThroughCommand(hostToken, { booking_date: freeDates[8]! });
    const m = await checkout(hostToken, {
      ...checkoutBody(mismatch),
      packages: [{ name: 'Wedding Deluxe' }],
    });
    expect(m.status).toBe(200);
    const charged = await stack.stripe.checkout.sessions.retrieve(String(m.body.sessionId));
    expect(charged.amount_total).toBe(55650);
    await forgetTestHolds(stack.db);

    // A fixed-duration package booked for fewer hours than it lasts would hold a shorter slot than it charges.
    const short = await insertBooking(hostToken, {
      booking_date: freeDates[1]!,
      selected_packages: 'Wedding Deluxe',
      selected_addons: '',
      duration_hours: 2,
    });
    const s = await checkout(hostToken, {
      ...checkoutBody(short, []),
      packages: [{ name: 'Wedding Deluxe' }],
    });
    expect(s.status).toBe(400);

    for (const b of [unknownAddon, foreign, other, short]) {
      expect((await bookingRow(b.id)).payment_status).toBe('clicked_book');
    }
    expect(await slotHolders(freeDates[1]!)).toEqual([]);
    expect(stack.standIn.sessions.size).toBe(sessions + 1);
  });

  it('answers 409 for a booking that is already paid', async () => {
    const paid = await stack.db.query<{ id: string }>(
      `select id from public.bookings where user_id = $1 and payment_status = 'paid' limit 1`,
      [ids.host],
    );
    const id = paid.rows[0]!.id;
    const before = await bookingRow(id);
    const res = await checkout(hostToken, { ...checkoutBody(before), bookingId: id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('already_paid');
    expect(await bookingRow(id)).toEqual(before);
  });

  it('answers 409 slot_taken when the time was taken in the meantime', async () => {
    const date = freeDates[2]!;
    const first = await insertBooking(hostToken, { booking_date: date });
    const second = await insertBooking(otherHostToken, { booking_date: date, booking_time: '11:00' });
    expect((await checkout(hostToken, checkoutBody(first))).status).toBe(200);
    const res = await checkout(otherHostToken, checkoutBody(second));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'slot_taken',
      message: 'This time slot is no longer available. Please choose another time.',
    });
    expect((await bookingRow(second.id)).payment_status).toBe('clicked_book');
    expect(await slotHolders(date)).toEqual([first.id]);
  });

  it('releases the hold when the payment provider fails', async () => {
    const date = freeDates[3]!;
    const booking = await insertBooking(hostToken, { booking_date: date });
    process.env.STRIPE_SECRET_KEY = 'sk_test_revoked_key';
    let res: Awaited<ReturnType<typeof checkout>>;
    try {
      res = await checkout(hostToken, checkoutBody(booking));
    } finally {
      process.env.STRIPE_SECRET_KEY = stack.secretKey;
    }
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: 'payment_provider',
      message: 'Failed to process payment. Please try again.',
    });
    expect(await bookingRow(booking.id)).toMatchObject({
      payment_status: 'clicked_book',
      checkout_session_id: null,
    });
    expect(await slotHolders(date)).toEqual([]);
    // The slot is free, and a retry pays the same booking (the released hold does not count against it).
    expect((await checkout(hostToken, checkoutBody(booking))).status).toBe(200);
    expect(await slotHolders(date)).toEqual([booking.id]);
  });

  it('answers CORS preflights for the app origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.url}/functions/v1/create-checkout-session`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type,apikey,x-client-info',
        },
      });
    const ok = await preflight('http://localhost:3001');
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('pays on the hosted page: the webhook marks the booking paid before the browser lands on /success', async () => {
    const date = freeDates[4]!;
    const booking = await bookThroughCommand(hostToken, { booking_date: date });
    const res = await checkout(hostToken, checkoutBody(booking));
    const url = String(res.body.url);
    const page = await fetch(url);
    expect(await page.text()).toContain('$556.50');
    const paid = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        name: 'Hannah Host',
      }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${stack.config.siteUrl}/success?session_id=${res.body.sessionId}`,
    );
    const row = await bookingRow(booking.id);
    expect(row.payment_status).toBe('paid');
    expect(row.paid_at).not.toBeNull();
    const events = await stack.db.query<{ type: string; booking_id: string }>(
      'select type, booking_id from public.payment_events where booking_id = $1',
      [booking.id],
    );
    expect(events.rows).toEqual([{ type: 'checkout.session.completed', booking_id: booking.id }]);
    expect(await slotHolders(date)).toEqual([booking.id]);

    // Cancelling after paying is refused and changes nothing.
    const cancel = await callFunction(stack, 'cancel-checkout', {
      token: hostToken,
      body: { bookingId: booking.id },
    });
    expect(cancel.status).toBe(409);
    expect((await bookingRow(booking.id)).payment_status).toBe('paid');
  });

  it('a declined card leaves the booking pending and the session open', async () => {
    const booking = await insertBooking(hostToken, { booking_date: freeDates[5]! });
    const res = await checkout(hostToken, checkoutBody(booking));
    const declined = await fetch(String(res.body.url), {
      method: 'POST',
      body: new URLSearchParams({
        number: '4000000000000002',
        expiry: '12/34',
        cvc: '123',
        name: 'Hannah Host',
      }),
      redirect: 'manual',
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await bookingRow(booking.id)).payment_status).toBe('pending');
    const session = await stack.stripe.checkout.sessions.retrieve(String(res.body.sessionId));
    expect(session.status).toBe('open');
  });

  it('the cancel path expires the checkout and frees the slot at once', async () => {
    const date = freeDates[6]!;
    const booking = await insertBooking(hostToken, { booking_date: date });
    const res = await checkout(hostToken, checkoutBody(booking));
    const sessionId = String(res.body.sessionId);

    const back = await fetch(`${stack.stripeUrl}/pay/${sessionId}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(`${stack.config.siteUrl}/cancel?booking=${booking.id}`);

    const notMine = await callFunction(stack, 'cancel-checkout', {
      token: otherHostToken,
      body: { bookingId: booking.id },
    });
    expect(notMine.status).toBe(404);
    expect((await bookingRow(booking.id)).payment_status).toBe('pending');

    const cancel = await callFunction(stack, 'cancel-checkout', {
      token: hostToken,
      body: { bookingId: booking.id },
    });
    expect(cancel).toEqual({ status: 200, body: { status: 'cancelled' } });
    expect((await bookingRow(booking.id)).payment_status).toBe('cancelled');
    expect((await stack.stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    await stack.standIn.idle();
    // The provider's checkout.session.expired arrived and changed nothing more.
    expect((await bookingRow(booking.id)).payment_status).toBe('cancelled');
    expect(await slotHolders(date)).toEqual([]);

    const again = await callFunction(stack, 'cancel-checkout', {
      token: hostToken,
      body: { bookingId: booking.id },
    });
    expect(again).toEqual({ status: 200, body: { status: 'cancelled' } });
    const retry = await checkout(hostToken, checkoutBody(booking));
    expect(retry.status).toBe(409);
    expect(retry.body.error).toBe('booking_cancelled');

    // Another host gets the freed slot.
    const next = await insertBooking(otherHostToken, { booking_date: date });
    expect((await checkout(otherHostToken, checkoutBody(next))).status).toBe(200);
  });

  it('embedded: recomputes the prices, answers a client secret, and the framed form pays the booking', async () => {
    const date = freeDates[7]!;
    const booking = await bookThroughCommand(hostToken, { booking_date: date });
    const res = await checkout(hostToken, { ...checkoutBody(booking), uiMode: 'embedded' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sessionId = String(res.body.sessionId);
    expect(res.body).toEqual({ uiMode: 'embedded', sessionId, clientSecret: expect.any(String) });
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    expect(session).toMatchObject({
      ui_mode: 'embedded_page',
      client_secret: res.body.clientSecret,
      return_url: `${stack.config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      redirect_on_completion: 'if_required',
      url: null,
      amount_total: 55650,
      client_reference_id: booking.id,
      metadata: { booking_id: booking.id },
    });
    expect(session.line_items?.data.map((li) => li.amount_total)).toEqual([45000, 8000, 2650]);
    expect(await slotHolders(date)).toEqual([booking.id]);
    // Pay pressed again answers the same embedded session.
    const again = await checkout(hostToken, { ...checkoutBody(booking), uiMode: 'embedded' });
    expect(again.body).toEqual(res.body);

    // The stand-in's framed card form (what Stripe.js mounts): declined, then paid; the webhook path is
    // the hosted one's.
    const frame = (number: string) =>
      fetch(`${stack.stripeUrl}/embedded/${sessionId}`, {
        method: 'POST',
        body: new URLSearchParams({
          client_secret: String(res.body.clientSecret),
          origin: stack.config.siteUrl,
          number,
          expiry: '12/34',
          cvc: '123',
          name: 'Hannah Host',
        }),
      });
    const declined = await frame('4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await bookingRow(booking.id)).payment_status).toBe('pending');
    expect((await frame('4242424242424242')).status).toBe(200);
    await stack.standIn.idle();
    expect(await bookingRow(booking.id)).toMatchObject({
      payment_status: 'paid',
      checkout_session_id: sessionId,
    });
  });

  it('never creates a session for a total under the smallest card charge', async () => {
    // Pitmaster Experience (The Smokehouse) is $0 per hour.
    const smokehouse = '00000000-0000-4000-8000-00000000d007';
    const window = await stack.db.query<{ date: string; start: string }>(
      `select a.date::text as date, to_char(a.start_time, 'HH24:MI') as start from public.availability a
        where a.vendor_id = $1 and a.is_available and a.start_time is not null and a.date > current_date + 1
        order by a.date limit 1`,
      [smokehouse],
    );
    const { date, start } = window.rows[0]!;
    const booking = await insertBooking(hostToken, {
      vendor_id: smokehouse,
      booking_date: date,
      booking_time: start,
      duration_hours: 1,
      selected_packages: 'Pitmaster Experience',
      selected_addons: '',
    });
    const res = await checkout(hostToken, {
      ...checkoutBody(booking, []),
      packages: [{ name: 'Pitmaster Experience' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('amount_too_small');
    expect((await bookingRow(booking.id)).payment_status).toBe('clicked_book');
  });
});
