import { randomUUID } from 'node:crypto';
import { startBookingSchedule } from '@partyeasy/devstack/schedule';
import { signatureHeader } from '@partyeasy/devstack/stripe';
import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import {
  VENDOR_DASHBOARD_LOADED_STATUSES,
  VENDOR_DASHBOARD_PAID_IF_CANCELLED,
} from '@partyeasy/shared-domain';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import {
  bookingRow,
  localDateTime,
  paidBookingFromNow,
  payOnHostedPage,
  refundsOf,
} from './support/payments.js';

// After the payment, on a PostgreSQL server (real concurrent transactions) with the Stripe stand-in:
// cancellations at each policy band, vendor and admin refunds, races (50 cancels → one refund), provider
// failures, refund webhooks once, automatic refunds of late payments, completion with an injected clock,
// and every booking mail sent once.

type BookingRow = Database['public']['Tables']['bookings']['Row'];
const VENDOR = ids.otherVendor; // Shaken & Stirred (America/Chicago), owned by bartender@partyeasy.test
const ZONE = 'America/Chicago';
const HOUR = 3_600_000;

describe('booking lifecycle', () => {
  let stack: PaymentStack;
  let hostToken: string;
  let vendorToken: string;
  let otherVendorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    hostToken = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    vendorToken = await passwordToken(stack, actors.otherVendor.email!, SEED_PASSWORD);
    otherVendorToken = await passwordToken(stack, actors.ownerVendor.email!, SEED_PASSWORD);
    adminToken = await passwordToken(stack, actors.admin.email!, SEED_PASSWORD);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  beforeEach(() => {
    stack.standIn.refundMode = 'succeed';
  });

  const row = (id: string) => bookingRow(stack, id);
  const history = async (id: string) =>
    (
      await stack.db.query<{ kind: string; actor: string; amount_cents: number | null; note: string | null }>(
        'select kind, actor, amount_cents, note from public.booking_history where booking_id = $1 order by id',
        [id],
      )
    ).rows;
  const mailsAbout = (needle: string) =>
    stack.mailbox.list().filter((m) => m.text.includes(needle) || m.subject.includes(needle));

  /**
   * A booking paid through the stand-in (session created with the SDK, paid on the hosted page, marked
   * paid by the webhook), starting `hours` from now (1 h long: each test uses other hours, so the
   * vendor's bookings never overlap); subtotal $450.00 + fee $22.50. Booked a day ago: outside the 4-hour
   * grace window, so the policy bands apply (tests/cancellation-rules.test.ts covers the window).
   */
  async function paidBooking(hours: number, location = `Hall ${randomUUID().slice(0, 8)}`) {
    const paid = await paidBookingFromNow(stack, {
      vendorId: VENDOR,
      zone: ZONE,
      hours,
      paidHoursAgo: 24,
      eventLocation: location,
    });
    expect(paid.payment_intent_id).toMatch(/^pi_test_/);
    return { ...paid, location };
  }
  const local = (instant: Date) => localDateTime(instant, ZONE);
  const pay = (url: string) => payOnHostedPage(stack, url);

  const cancel = (token: string, body: Record<string, unknown>) =>
    callFunction(stack, 'cancel-booking', { token, body });

  it('refunds a host cancellation by the policy band, and refuses once the event has started', async () => {
    const cases = [
      { hours: 100, status: 200, refunded: 45000, band: 100 },
      { hours: 48, status: 200, refunded: 22500, band: 50 },
      { hours: 10, status: 200, refunded: 0, band: 0 },
    ];
    for (const c of cases) {
      const booking = await paidBooking(c.hours);
      const res = await cancel(hostToken, { bookingId: booking.id, as: 'host' });
      expect(res, `${c.hours} h before`).toMatchObject({
        status: 200,
        body: { status: 'cancelled', refundedCents: c.refunded },
      });
      await stack.standIn.idle();
      const after = await row(booking.id);
      expect(after).toMatchObject({
        payment_status: 'cancelled',
        refunded_cents: c.refunded,
        cancelled_by: 'host',
      });
      expect(refundsOf(stack, booking.payment_intent_id).map((r) => [r.amount, r.status])).toEqual(
        c.refunded ? [[c.refunded, 'succeeded']] : [],
      );
      expect((await history(booking.id)).map((h) => h.kind)).toEqual(
        c.refunded ? ['created', 'paid', 'cancelled', 'refunded'] : ['created', 'paid', 'cancelled'],
      );
      // confirmed + cancelled, to the host and to the vendor, once each
      const mails = mailsAbout(booking.location);
      expect(mails.map((m) => `${m.to}: ${m.subject.split(' ')[0]}`).sort()).toEqual([
        'bartender@partyeasy.test: Booking',
        'bartender@partyeasy.test: New',
        'host@partyeasy.test: Booking',
        'host@partyeasy.test: Your',
      ]);
      const hostMail = mails.find((m) => m.to === 'host@partyeasy.test' && m.subject.includes('cancelled'))!;
      expect(hostMail.text).toContain(
        c.refunded ? `$${(c.refunded / 100).toFixed(2)} is refunded` : 'No refund applies',
      );
    }

    const started = await paidBooking(-0.5); // began half an hour ago
    const late = await cancel(hostToken, { bookingId: started.id, as: 'host' });
    expect(late).toMatchObject({ status: 409, body: { error: 'event_started' } });
    expect((await row(started.id)).payment_status).toBe('paid');
  });

  it('refuses to refund a paid booking without a card payment on record (demo data) and changes nothing', async () => {
    // The seed's paid evening with DJ Nova lies on the first such evening after the day after tomorrow: at
    // least two days ahead, so a refund of 50 or 100 % is due (this asked for more than three days ahead and
    // found nothing when that evening was a Monday three days away, e.g. on a Friday).
    const seeded = (
      await stack.db.query<BookingRow>(
        `select * from public.bookings where user_id = $1 and payment_status = 'paid'
           and payment_intent_id is null and booking_date > current_date + 2 limit 1`,
        [ids.host],
      )
    ).rows[0]!;
    const res = await cancel(hostToken, { bookingId: seeded.id, as: 'host' });
    expect(res).toMatchObject({ status: 409, body: { error: 'no_card_payment' } });
    expect(await row(seeded.id)).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
  });

  it('gives one refund for 50 simultaneous cancels, twice over', async () => {
    const booking = await paidBooking(200);
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => cancel(hostToken, { bookingId: booking.id, as: 'host' })),
      );
      const ok = answers.filter((a) => a.status === 200);
      expect(ok, `round ${round}`).toHaveLength(round === 0 ? 1 : 0);
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(['refund_in_progress', 'not_cancellable']).toContain(a.body.error);
        expect(a.status).toBe(409);
      }
    }
    await stack.standIn.idle();
    expect(refundsOf(stack, booking.payment_intent_id)).toHaveLength(1);
    expect(await row(booking.id)).toMatchObject({ payment_status: 'cancelled', refunded_cents: 45000 });
    expect((await history(booking.id)).filter((h) => h.kind === 'refunded')).toHaveLength(1);
    expect(mailsAbout(booking.location).filter((m) => m.subject.includes('cancelled'))).toHaveLength(2);
  });

  it('leaves the booking paid when the provider fails, and the retry refunds it', async () => {
    const booking = await paidBooking(120);
    stack.standIn.refundMode = 'error';
    const failed = await cancel(hostToken, { bookingId: booking.id, as: 'host' });
    expect(failed).toMatchObject({ status: 502, body: { error: 'refund_failed' } });
    expect(String(failed.body.message)).toContain('still paid');
    expect(await row(booking.id)).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
    expect(refundsOf(stack, booking.payment_intent_id)).toHaveLength(0);
    expect((await history(booking.id)).at(-1)).toMatchObject({ kind: 'refund_failed', actor: 'host' });

    stack.standIn.refundMode = 'succeed';
    const retried = await cancel(hostToken, { bookingId: booking.id, as: 'host' });
    expect(retried).toMatchObject({ status: 200, body: { refundedCents: 45000 } });
    expect(refundsOf(stack, booking.payment_intent_id)).toHaveLength(1);
  });

  it('retries a refund whose attempt died before the provider answered with the same key, once', async () => {
    const booking = await paidBooking(220);
    // An attempt that wrote its 'requested' refund and died before asking the provider.
    const started = (
      await stack.db.query<{ r: { refund_id: string } }>(
        `select public.start_booking_refund($1, 'host_cancel', 45000, null, $2) as r`,
        [booking.id, ids.host],
      )
    ).rows[0]!.r;
    // While it may still be under way, nobody else refunds.
    expect(await cancel(hostToken, { bookingId: booking.id, as: 'host' })).toMatchObject({
      status: 409,
      body: { error: 'refund_in_progress' },
    });
    expect(refundsOf(stack, booking.payment_intent_id)).toHaveLength(0);
    // Two minutes later it counts as dead: ten retries at once give one refund, under the attempt's key.
    await stack.db.query(
      `update public.booking_refunds set updated_at = now() - interval '3 minutes' where id = $1`,
      [started.refund_id],
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cancel(hostToken, { bookingId: booking.id, as: 'host' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 409, body: { error: 'refund_in_progress' } });
    }
    await stack.standIn.idle();
    const refunds = refundsOf(stack, booking.payment_intent_id);
    expect(refunds.map((r) => [r.amount, r.metadata?.booking_refund_id])).toEqual([
      [45000, started.refund_id],
    ]);
    expect(await row(booking.id)).toMatchObject({ payment_status: 'cancelled', refunded_cents: 45000 });
    expect((await history(booking.id)).filter((h) => h.kind === 'refunded')).toHaveLength(1);
    expect(mailsAbout(booking.location).filter((m) => m.subject.includes('cancelled'))).toHaveLength(2);
  });

  it('lets the vendor cancel with a reason (full refund, reason mailed) and the admin refund part', async () => {
    const booking = await paidBooking(190); // vendors need 7 days' notice
    expect(await cancel(vendorToken, { bookingId: booking.id, as: 'vendor' })).toMatchObject({
      status: 400,
      body: { error: 'reason_required' },
    });
    expect(
      await cancel(otherVendorToken, { bookingId: booking.id, as: 'vendor', reason: 'Not mine' }),
    ).toMatchObject({ status: 404 });
    expect(await cancel(hostToken, { bookingId: booking.id, as: 'admin', reason: 'x' })).toMatchObject({
      status: 403,
    });
    const res = await cancel(vendorToken, {
      bookingId: booking.id,
      as: 'vendor',
      reason: 'Our van broke down.',
    });
    expect(res).toMatchObject({ status: 200, body: { refundedCents: 47250 } });
    await stack.standIn.idle(); // the refund's webhooks may be sending the mails
    expect(await row(booking.id)).toMatchObject({
      payment_status: 'cancelled',
      cancelled_by: 'vendor',
      cancellation_reason: 'Our van broke down.',
      refunded_cents: 47250,
    });
    const hostMail = mailsAbout(booking.location).find(
      (m) => m.to === 'host@partyeasy.test' && m.subject.includes('cancelled'),
    )!;
    expect(hostMail.text).toContain('cancelled by the vendor');
    expect(hostMail.text).toContain('Reason: Our van broke down.');

    const partial = await paidBooking(300);
    expect(
      await cancel(adminToken, {
        bookingId: partial.id,
        as: 'admin',
        reason: 'Goodwill',
        amountCents: 99999,
      }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_amount' } });
    const admin = await cancel(adminToken, {
      bookingId: partial.id,
      as: 'admin',
      reason: 'Vendor arrived late',
      amountCents: 10000,
    });
    expect(admin).toMatchObject({ status: 200, body: { refundedCents: 10000 } });
    expect(await row(partial.id)).toMatchObject({ cancelled_by: 'admin', refunded_cents: 10000 });
    expect(refundsOf(stack, partial.payment_intent_id).map((r) => r.amount)).toEqual([10000]);
  });

  it('handles refund webhooks once: replays change nothing, a pending refund settles by refund.updated', async () => {
    stack.standIn.refundMode = 'pending';
    const booking = await paidBooking(150);
    const res = await cancel(hostToken, { bookingId: booking.id, as: 'host' });
    expect(res.status).toBe(200);
    await stack.standIn.idle();
    const refund = refundsOf(stack, booking.payment_intent_id)[0]!;
    expect(refund.status).toBe('pending');
    expect(await row(booking.id)).toMatchObject({ payment_status: 'cancelled', refunded_cents: 45000 });

    await stack.standIn.settleRefund(refund.id, 'succeeded');
    await stack.standIn.idle();
    const ours = await stack.db.query<{ status: string; provider_refund_id: string }>(
      'select status, provider_refund_id from public.booking_refunds where booking_id = $1',
      [booking.id],
    );
    expect(ours.rows).toEqual([{ status: 'succeeded', provider_refund_id: refund.id }]);

    // Every refund event the stand-in delivered, sent again twice at once: duplicates, nothing changes.
    const delivered = stack.standIn.deliveries.filter(
      (d) => d.status === 200 && d.payload.includes(booking.payment_intent_id!),
    );
    expect(new Set(delivered.map((d) => d.type))).toEqual(
      new Set(['checkout.session.completed', 'refund.created', 'refund.updated', 'charge.refunded']),
    );
    const mailsBefore = stack.mailbox.list().length;
    const replays = await Promise.all(
      delivered.flatMap((d) =>
        [0, 1].map(() =>
          fetch(`${stack.url}/functions/v1/stripe-webhook`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signatureHeader(d.payload, stack.webhookSecret),
            },
            body: d.payload,
          }).then((r) => r.json() as Promise<{ duplicate?: boolean }>),
        ),
      ),
    );
    expect(replays.every((r) => r.duplicate === true)).toBe(true);
    expect(stack.mailbox.list().length).toBe(mailsBefore);
    expect(await row(booking.id)).toMatchObject({ refunded_cents: 45000 });
    expect((await history(booking.id)).filter((h) => h.kind === 'refunded')).toHaveLength(1);
  });

  it('refunds in full, once, a payment that arrives after its hold ended, and tells the host why', async () => {
    const start = new Date(Date.now() + 400 * HOUR);
    const { date, time } = local(start);
    const session = await stack.stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: `${stack.config.siteUrl}/success`,
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 47250, product_data: { name: 'Party' } } },
      ],
    });
    const location = `Late ${randomUUID().slice(0, 8)}`;
    const insert = (status: string, sessionId: string | null) =>
      stack.db.query<BookingRow>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, processing_fee,
           payment_status, booking_date, booking_time, duration_hours, event_location, checkout_session_id)
         values ($1, $2, $3, 450, 22.5, $4, $5, $6, 2, $7, $8) returning *`,
        [
          VENDOR,
          status === 'cancelled' ? ids.host : ids.otherHost,
          status === 'cancelled' ? 'host@partyeasy.test' : 'host2@partyeasy.test',
          status,
          date,
          time,
          location,
          sessionId,
        ],
      );
    // The host's hold was released (cancelled) and another host paid for the same time meanwhile.
    const late = (await insert('cancelled', session.id)).rows[0]!;
    await insert('paid', null);
    await pay(session.url!);

    const after = await row(late.id);
    expect(after).toMatchObject({ payment_status: 'cancelled', refunded_cents: 47250 });
    const refunds = refundsOf(stack, after.payment_intent_id);
    expect(refunds.map((r) => r.amount)).toEqual([47250]);

    // The provider sends the payment event again (twice at once, then once more): still one refund.
    const completed = stack.standIn.deliveries.find(
      (d) => d.type === 'checkout.session.completed' && d.payload.includes(session.id),
    )!;
    await stack.db.query(`delete from public.payment_events where id = $1`, [
      JSON.parse(completed.payload).id,
    ]);
    const again = () =>
      fetch(`${stack.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'stripe-signature': signatureHeader(completed.payload, stack.webhookSecret) },
        body: completed.payload,
      }).then((r) => r.status);
    expect(await Promise.all([again(), again()])).toEqual([200, 200]);
    expect(await again()).toBe(200);
    await stack.standIn.idle();
    expect(refundsOf(stack, after.payment_intent_id)).toHaveLength(1);
    const told = stack.mailbox
      .list()
      .filter(
        (m) =>
          m.to === 'host@partyeasy.test' && m.subject.includes('was refunded') && m.text.includes(location),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('could no longer be paid, so the booking was not made');
    expect(told[0]!.text).toContain('Reason: The payment arrived after this checkout had ended.');
  });

  it('completes paid bookings after their end in the vendor zone, once, with one mail (injected clock)', async () => {
    const booking = await paidBooking(500);
    const end = new Date(Date.now() + 502 * HOUR);
    const ends = (
      await stack.db.query<{ e: string }>(
        'select public.booking_ends_at(b) as e from public.bookings b where id = $1',
        [booking.id],
      )
    ).rows[0]!.e;
    const endsAt = new Date(ends);
    // The end is the local wall-clock end read in America/Chicago.
    const { date, time } = local(new Date(endsAt.getTime() - HOUR));
    expect([date, time]).toEqual([booking.booking_date, booking.booking_time.slice(0, 5)]);

    const run = (at: Date) =>
      stack.db.query<{ n: number }>('select public.complete_finished_bookings($1) as n', [at.toISOString()]);
    await run(new Date(endsAt.getTime() - 1000));
    expect((await row(booking.id)).payment_status).toBe('paid');
    await Promise.all([run(endsAt), run(endsAt), run(end)]);
    await run(end);
    expect(await row(booking.id)).toMatchObject({ payment_status: 'completed' });
    expect((await history(booking.id)).filter((h) => h.kind === 'completed')).toHaveLength(1);

    // The schedule's mail run, twice at once and once more: one "How was …?" mail to the host.
    const send = () =>
      fetch(`${stack.url}/functions/v1/booking-emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
      }).then((r) => r.status);
    expect(await Promise.all([send(), send()])).toEqual([200, 200]);
    expect(await send()).toBe(200);
    const mails = mailsAbout(booking.location).filter((m) => m.subject.startsWith('How was'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links).toContain(`${stack.config.siteUrl}/dashboard?review=${booking.id}`);

    const anon = await fetch(`${stack.url}/functions/v1/booking-emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.anonKey}` },
    });
    expect(anon.status).toBe(401);
  });

  it('the devstack schedule completes a paid booking that ended and mails the host, on start', async () => {
    const location = `Past ${randomUUID().slice(0, 8)}`;
    const past = (
      await stack.db.query<BookingRow>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, processing_fee,
           payment_status, booking_date, booking_time, duration_hours, event_location)
         values ($1, $2, 'host@partyeasy.test', 450, 22.5, 'paid', current_date - 3, '11:00', 2, $3) returning *`,
        [VENDOR, ids.host, location],
      )
    ).rows[0]!;
    const lines: string[] = [];
    const schedule = startBookingSchedule({
      db: stack.db,
      apiUrl: stack.url,
      serviceRoleKey: stack.serviceRoleKey,
      log: (line) => lines.push(line),
    });
    try {
      await schedule.runOnce(); // joins the run started on start
      await schedule.runOnce();
    } finally {
      schedule.stop();
    }
    expect(await row(past.id)).toMatchObject({ payment_status: 'completed' });
    expect(mailsAbout(location).map((m) => [m.to, m.subject])).toEqual([
      ['host@partyeasy.test', 'How was Shaken & Stirred Bar Co.?'],
    ]);
    expect(lines.filter((l) => !l.includes('completed'))).toEqual([]);
  });

  it("lists bookings cancelled after payment on the vendor's dashboard, not abandoned checkouts", async () => {
    const paid = await paidBooking(700);
    expect(
      await cancel(vendorToken, { bookingId: paid.id, as: 'vendor', reason: 'Double booked' }),
    ).toMatchObject({ status: 200 });
    const abandoned = (
      await stack.db.query<BookingRow>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status,
           booking_date, booking_time, duration_hours)
         values ($1, $2, 'host@partyeasy.test', 450, 'cancelled', current_date + 40, '09:00', 1) returning *`,
        [VENDOR, ids.host],
      )
    ).rows[0]!;
    const vendor = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${vendorToken}` } },
    });
    // The dashboard's list: booking_search over its statuses, a cancelled booking only if it had been paid.
    const list = async (statuses: readonly string[]) => {
      const answer = await vendor
        .rpc('booking_search', { p_vendor_id: VENDOR, p_statuses: [...statuses] }, { get: true })
        .select('id, payment_status, refunded_cents')
        .or(VENDOR_DASHBOARD_PAID_IF_CANCELLED);
      return {
        error: answer.error,
        data: answer.data as { id: string; payment_status: string; refunded_cents: number }[] | null,
      };
    };
    // A row written as paid (no paid_at, as imported data may be) that an admin closed recording why.
    const imported = (
      await stack.db.query<BookingRow>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status,
           booking_date, booking_time, duration_hours)
         values ($1, $2, 'host@partyeasy.test', 300, 'paid', current_date + 41, '09:00', 1) returning *`,
        [VENDOR, ids.host],
      )
    ).rows[0]!;
    expect(imported.paid_at).toBeNull();
    expect(
      await cancel(adminToken, {
        bookingId: imported.id,
        as: 'admin',
        amountCents: 0,
        reason: 'Paid in cash',
      }),
    ).toMatchObject({ status: 200 });
    const { data, error } = await list(VENDOR_DASHBOARD_LOADED_STATUSES);
    expect(error).toBeNull();
    expect(data).toContainEqual({ id: paid.id, payment_status: 'cancelled', refunded_cents: 47250 });
    expect(data).toContainEqual({ id: imported.id, payment_status: 'cancelled', refunded_cents: 0 });
    expect(data!.map((b) => b.id)).not.toContain(abandoned.id);
    // the seed's abandoned checkouts and late payments refunded automatically are not listed either
    const listed = (await list(['cancelled'])).data!.map((b) => b.id).sort();
    const paidThenCancelled = (
      await stack.db.query<{ id: string }>(
        `select id from public.bookings where vendor_id = $1 and payment_status = 'cancelled'
            and (paid_at is not null or cancelled_by is not null) order by id`,
        [VENDOR],
      )
    ).rows.map((r) => r.id);
    expect(listed).toEqual(paidThenCancelled.sort());
    expect(
      (
        await stack.db.query(
          `select 1 from public.bookings where vendor_id = $1 and payment_status = 'cancelled'
              and paid_at is null and cancelled_by is null`,
          [VENDOR],
        )
      ).rows.length,
    ).toBeGreaterThan(0);
  });

  it('lets an admin cancel a paid booking without a refund, recording why; then it can be deleted', async () => {
    const booking = await paidBooking(800);
    expect(
      await cancel(adminToken, { bookingId: booking.id, as: 'admin', amountCents: -1, reason: 'x' }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_amount' } });
    expect(await cancel(adminToken, { bookingId: booking.id, as: 'admin', amountCents: 0 })).toMatchObject({
      status: 400,
      body: { error: 'reason_required' },
    });
    const res = await cancel(adminToken, {
      bookingId: booking.id,
      as: 'admin',
      amountCents: 0,
      reason: 'Refunded by bank transfer',
    });
    expect(res).toMatchObject({ status: 200, body: { status: 'cancelled', refundedCents: 0 } });
    expect(await row(booking.id)).toMatchObject({
      payment_status: 'cancelled',
      refunded_cents: 0,
      cancelled_by: 'admin',
      cancellation_reason: 'Refunded by bank transfer',
    });
    expect(refundsOf(stack, booking.payment_intent_id)).toEqual([]);
    expect((await history(booking.id)).at(-1)).toMatchObject({
      kind: 'cancelled',
      actor: 'admin',
      note: 'Refunded by bank transfer',
    });
    const del = await fetch(`${stack.url}/rest/v1/bookings?id=eq.${booking.id}`, {
      method: 'DELETE',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${adminToken}`,
        prefer: 'return=representation',
      },
    });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual([expect.objectContaining({ id: booking.id })]);
  });

  it('refuses to delete a paid booking; the history is readable by whoever reads the booking', async () => {
    const booking = await paidBooking(600);
    const del = await fetch(`${stack.url}/rest/v1/bookings?id=eq.${booking.id}`, {
      method: 'DELETE',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${adminToken}` },
    });
    expect(del.status).toBe(400);
    expect(await del.json()).toMatchObject({
      code: 'PE002',
      message: 'A paid booking cannot be deleted: refund it, or cancel it and record why, first.',
    });
    expect((await row(booking.id)).payment_status).toBe('paid');

    const read = (token: string) =>
      fetch(`${stack.url}/rest/v1/booking_history?booking_id=eq.${booking.id}&select=kind`, {
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
      }).then((r) => r.json());
    expect(await read(hostToken)).toEqual([{ kind: 'created' }, { kind: 'paid' }]);
    expect(await read(vendorToken)).toEqual([{ kind: 'created' }, { kind: 'paid' }]);
    expect(await read(adminToken)).toEqual([{ kind: 'created' }, { kind: 'paid' }]);
    expect(await read(otherVendorToken)).toEqual([]);
  });
});
