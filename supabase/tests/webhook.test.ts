import { randomUUID } from 'node:crypto';
import { signatureHeader } from '@partyeasy/devstack/stripe';
import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import type { Database } from '@partyeasy/shared-domain/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import { forgetTestHolds } from './support/database.js';

// The payment webhook: signature checks, one handling per event id, paid and expired transitions, both
// with hand-made events (signed exactly as the provider signs) and with the stand-in's own deliveries.

type BookingRow = Database['public']['Tables']['bookings']['Row'];

describe('stripe-webhook', () => {
  let stack: PaymentStack;
  let hostToken: string;
  let freeDates: string[];
  let nextDate = 0;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'pglite', seed: true });
    hostToken = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    const r = await stack.db.query<{ date: string }>(
      `select a.date::text as date from public.availability a
        where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.date > current_date + 1
          and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
        order by a.date`,
      [ids.ownVendor],
    );
    freeDates = r.rows.map((row) => row.date);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  // Each test starts without the unpaid holds of the tests before it (the hold limits, docs/reliability.md).
  beforeEach(async () => {
    if (stack) await forgetTestHolds(stack.db);
  });

  async function bookingRow(id: string): Promise<BookingRow> {
    return (await stack.db.query<BookingRow>('select * from public.bookings where id = $1', [id])).rows[0]!;
  }

  async function eventCount(): Promise<number> {
    return (await stack.db.query<{ n: number }>('select count(*)::int as n from public.payment_events'))
      .rows[0]!.n;
  }

  /** A pending booking with a checkout session, as create-checkout-session leaves it (written directly). */
  async function heldBooking(): Promise<{ booking: BookingRow; sessionId: string; date: string }> {
    const date = freeDates[nextDate++]!;
    const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const r = await stack.db.query<BookingRow>(
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
         booking_time, duration_hours, guest_count, selected_packages, checkout_session_id, processing_fee)
       values ($1, $2, 'host@partyeasy.test', 450, 'pending', $3, '10:00', 3, 10, 'Party Starter', $4, 22.5)
       returning *`,
      [ids.ownVendor, ids.host, date, sessionId],
    );
    return { booking: r.rows[0]!, sessionId, date };
  }

  function event(type: string, sessionId: string, bookingId: string, extra: Record<string, unknown> = {}) {
    return {
      id: `evt_test_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: bookingId,
          metadata: { booking_id: bookingId },
          mode: 'payment',
          payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
          status: type === 'checkout.session.completed' ? 'complete' : 'expired',
          amount_total: 47250,
          currency: 'usd',
          ...extra,
        },
      },
    };
  }

  const send = (payload: string, signature?: string) =>
    fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    });

  const signed = (payload: string, secret = stack.webhookSecret, timestamp?: number) =>
    signatureHeader(payload, secret, timestamp);

  it('refuses missing, forged, tampered and stale signatures and changes nothing', async () => {
    const { booking, sessionId } = await heldBooking();
    const before = await bookingRow(booking.id);
    const events = await eventCount();
    const payload = JSON.stringify(event('checkout.session.completed', sessionId, booking.id));

    const missing = await send(payload);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'missing_signature' });

    const forged = await send(payload, signed(payload, 'whsec_attacker'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'invalid_signature' });

    // Signed correctly, then altered: the amount is no longer what was signed.
    const tampered = payload.replace('"amount_total":47250', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    expect((await send(tampered, signed(payload))).status).toBe(400);

    // A genuine signature captured more than five minutes ago.
    const stale = await send(
      payload,
      signed(payload, stack.webhookSecret, Math.floor(Date.now() / 1000) - 600),
    );
    expect(stale.status).toBe(400);

    expect((await send(payload, 'garbage')).status).toBe(400);
    expect(await bookingRow(booking.id)).toEqual(before);
    expect(await eventCount()).toBe(events);
  });

  it('marks the booking paid on checkout.session.completed, once per event id', async () => {
    const { booking, sessionId } = await heldBooking();
    const payload = JSON.stringify(event('checkout.session.completed', sessionId, booking.id));
    const first = await send(payload, signed(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'paid' });
    const paid = await bookingRow(booking.id);
    expect(paid.payment_status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();

    // The same delivery again (a replay, or the provider's retry): acknowledged, nothing re-applied.
    const events = await eventCount();
    const replay = await send(payload, signed(payload));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await bookingRow(booking.id)).toEqual(paid);
    expect(await eventCount()).toBe(events);
  });

  it('handles delayed payment methods: async success pays, async failure releases the hold', async () => {
    const ok = await heldBooking();
    const succeeded = JSON.stringify(
      event('checkout.session.async_payment_succeeded', ok.sessionId, ok.booking.id, {
        payment_status: 'paid',
      }),
    );
    expect(await (await send(succeeded, signed(succeeded))).json()).toEqual({
      received: true,
      outcome: 'paid',
    });
    expect((await bookingRow(ok.booking.id)).payment_status).toBe('paid');

    const failed = await heldBooking();
    const payload = JSON.stringify(
      event('checkout.session.async_payment_failed', failed.sessionId, failed.booking.id),
    );
    expect(await (await send(payload, signed(payload))).json()).toEqual({
      received: true,
      outcome: 'cancelled',
    });
    expect((await bookingRow(failed.booking.id)).payment_status).toBe('cancelled');
  });

  it('a replayed expiry is handled once and a cancelled booking stays cancelled', async () => {
    const { booking, sessionId } = await heldBooking();
    const payload = JSON.stringify(event('checkout.session.expired', sessionId, booking.id));
    expect(await (await send(payload, signed(payload))).json()).toEqual({
      received: true,
      outcome: 'cancelled',
    });
    expect((await bookingRow(booking.id)).payment_status).toBe('cancelled');
    const replay = await send(payload, signed(payload));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });

    // Nor can the booking hold the slot again: a cancelled booking is final (the status machine).
    await expect(
      stack.db.query(`update public.bookings set payment_status = 'pending' where id = $1`, [booking.id]),
    ).rejects.toMatchObject({ code: 'PT409' });
  });

  it('only touches the booking whose checkout session the event is about', async () => {
    const { booking } = await heldBooking();
    const before = await bookingRow(booking.id);
    // A validly signed event of another session that names this booking in its metadata.
    const payload = JSON.stringify(event('checkout.session.completed', 'cs_test_someone_else', booking.id));
    const res = await send(payload, signed(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await bookingRow(booking.id)).toEqual(before);

    // Not paid yet (an asynchronous payment method): no change either.
    const { booking: other, sessionId } = await heldBooking();
    const unpaid = JSON.stringify(
      event('checkout.session.completed', sessionId, other.id, { payment_status: 'unpaid' }),
    );
    expect(await (await send(unpaid, signed(unpaid))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await bookingRow(other.id)).payment_status).toBe('pending');

    // Event types the app does not use are acknowledged and ignored.
    const other2 = JSON.stringify({ ...event('customer.created', sessionId, other.id) });
    expect((await send(other2, signed(other2))).status).toBe(200);
    expect((await bookingRow(other.id)).payment_status).toBe('pending');
  });

  it('the stand-in expiring a checkout cancels the booking and frees the slot for the next host', async () => {
    const date = freeDates[nextDate++]!;
    const insert = (user: string, email: string) =>
      stack.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
           duration_hours, guest_count, selected_packages, selected_addons)
         values ($1, $2, $3, 1, $4, '10:00', 3, 10, 'Party Starter', '') returning id`,
        [ids.ownVendor, user, email, date],
      );
    const first = (await insert(ids.host, 'host@partyeasy.test')).rows[0]!.id;
    const started = await callFunction(stack, 'create-checkout-session', {
      token: hostToken,
      body: { bookingId: first, packages: [{ name: 'Party Starter' }], addons: [] },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    await stack.standIn.expireSession(String(started.body.sessionId));
    await stack.standIn.idle();
    expect((await bookingRow(first)).payment_status).toBe('cancelled');
    const delivered = stack.standIn.deliveries.filter((d) => d.type === 'checkout.session.expired');
    expect(delivered.at(-1)?.status).toBe(200);

    const otherToken = await passwordToken(stack, actors.otherHost.email!, SEED_PASSWORD);
    const second = (await insert(ids.otherHost, 'host2@partyeasy.test')).rows[0]!.id;
    const retaken = await callFunction(stack, 'create-checkout-session', {
      token: otherToken,
      body: { bookingId: second, packages: [{ name: 'Party Starter' }], addons: [] },
    });
    expect(retaken.status, JSON.stringify(retaken.body)).toBe(200);
    expect((await bookingRow(second)).payment_status).toBe('pending');

    // The provider resending the earlier expiry (same event, fresh signature) is recognised as handled.
    const earlier = stack.standIn.deliveries.find(
      (d) => d.type === 'checkout.session.expired' && d.status === 200,
    )!;
    const resend = await send(earlier.payload, signed(earlier.payload));
    expect(await resend.json()).toEqual({ received: true, duplicate: true });
    expect((await bookingRow(second)).payment_status).toBe('pending');
  });

  it('answers 503 and changes nothing when no signing secret is configured', async () => {
    const { booking, sessionId } = await heldBooking();
    const payload = JSON.stringify(event('checkout.session.completed', sessionId, booking.id));
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const res = await send(payload, signed(payload));
      expect(res.status).toBe(503);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = secret;
    }
    expect((await bookingRow(booking.id)).payment_status).toBe('pending');
  });
});
