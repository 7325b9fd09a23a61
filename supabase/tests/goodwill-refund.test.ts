import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import { dayAfter, paidBooking as payHostedBooking, refundedAtProvider } from './support/payments.js';

// An admin's goodwill refund (cancel-booking as admin with keepBooking): part of a paid booking back to the
// host while the booking stands, once per booking under concurrent and repeated requests, taken from the
// vendor's share first, and never more than what is left when a cancellation races it.

describe('goodwill refunds', () => {
  let stack: PaymentStack;
  const tokens: Record<'dj' | 'host' | 'admin', string> = { dj: '', host: '', admin: '' };
  let day = 0;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    tokens.dj = await passwordToken(stack, actors.ownerVendor.email!, SEED_PASSWORD);
    tokens.host = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    tokens.admin = await passwordToken(stack, actors.admin.email!, SEED_PASSWORD);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A DJ Nova booking in 2030 paid on the hosted page: $450.00 + $22.50 fee = $472.50. */
  async function paidBooking() {
    day += 1;
    return (await payHostedBooking(stack, { vendorId: ids.ownVendor, date: dayAfter('2030-03-01', day) })).id;
  }

  const goodwill = (bookingId: string, amountCents: unknown, token = tokens.admin, as = 'admin') =>
    callFunction(stack, 'cancel-booking', {
      token,
      body: { bookingId, as, reason: 'The DJ arrived late', amountCents, keepBooking: true },
    });
  const booking = async (id: string) =>
    (
      await stack.db.query<{ payment_status: string; refunded_cents: number; payment_intent_id: string }>(
        'select payment_status, refunded_cents, payment_intent_id from public.bookings where id = $1',
        [id],
      )
    ).rows[0]!;

  it('refunds once under 10 simultaneous requests, run twice, and the booking stands', async () => {
    const id = await paidBooking();
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => goodwill(id, 5000)));
      const ok = answers.filter((a) => a.status === 200);
      expect(ok, `round ${round}`).toHaveLength(round === 0 ? 1 : 0);
      if (round === 0) expect(ok[0]!.body).toEqual({ status: 'refunded', refundedCents: 5000 });
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(a).toMatchObject({ status: 409, body: { error: expect.stringMatching(/goodwill_already/) } });
      }
      await stack.standIn.idle();
    }
    expect(await booking(id)).toMatchObject({ payment_status: 'paid', refunded_cents: 5000 });
    expect(await refundedAtProvider(stack, id)).toEqual([5000]);
    // Taken from the vendor's share first: the platform keeps its fee.
    const { rows } = await stack.db.query(
      `select public.booking_vendor_share_cents(b)::int as share, public.booking_platform_cents(b)::int as platform
         from public.bookings b where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ share: 40000, platform: 2250 });
    const history = await stack.db.query(
      `select kind, actor, amount_cents from public.booking_history where booking_id = $1 and kind = 'refunded'`,
      [id],
    );
    expect(history.rows).toEqual([{ kind: 'refunded', actor: 'admin', amount_cents: 5000 }]);

    // The host's later cancellation counts the goodwill refund toward the policy's (72 h+: the subtotal).
    const cancelled = await callFunction(stack, 'cancel-booking', {
      token: tokens.host,
      body: { bookingId: id, as: 'host' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', refundedCents: 40000 } });
    await stack.standIn.idle();
    expect(await booking(id)).toMatchObject({ payment_status: 'cancelled', refunded_cents: 45000 });
    expect(await refundedAtProvider(stack, id)).toEqual([5000, 40000]);
  });

  it('refuses a goodwill refund of nothing, of more than is left, or by a vendor or host', async () => {
    const id = await paidBooking();
    for (const amount of [0, -1, 1.5, 47251, '100', undefined]) {
      expect(await goodwill(id, amount), String(amount)).toMatchObject({
        status: 400,
        body: { error: expect.stringMatching(/invalid_amount/) },
      });
    }
    expect((await goodwill(id, 100, tokens.dj, 'vendor')).status).toBe(400);
    expect((await goodwill(id, 100, tokens.host, 'admin')).status).toBe(403);
    expect(await booking(id)).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
    expect(await refundedAtProvider(stack, id)).toEqual([]);
    // All that is left is allowed; the booking still stands.
    expect(await goodwill(id, 47250)).toMatchObject({ status: 200, body: { refundedCents: 47250 } });
    await stack.standIn.idle();
    expect(await booking(id)).toMatchObject({ payment_status: 'paid', refunded_cents: 47250 });
  });

  it('never refunds more than was paid when a goodwill refund races a cancellation, run twice', async () => {
    for (let round = 0; round < 2; round++) {
      const id = await paidBooking();
      const answers = await Promise.all([
        goodwill(id, 30000),
        callFunction(stack, 'cancel-booking', {
          token: tokens.dj,
          body: { bookingId: id, as: 'vendor', reason: 'Double booked' },
        }),
        goodwill(id, 30000),
      ]);
      await stack.standIn.idle();
      const b = await booking(id);
      const refunds = await refundedAtProvider(stack, id);
      expect(refunds.reduce((s, r) => s + r, 0)).toBe(b.refunded_cents);
      expect(b.refunded_cents).toBeLessThanOrEqual(47250);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
      for (const a of answers) expect([200, 400, 409]).toContain(a.status);
    }
  });

  it('pays the vendor the subtotal less the goodwill refund after the event', async () => {
    const id = await paidBooking();
    expect((await goodwill(id, 12345)).status).toBe(200);
    await stack.standIn.idle();
    await stack.db.query('select public.complete_finished_bookings($1::timestamptz)', [
      '2031-01-01T00:00:00Z',
    ]);
    await stack.db.query('select public.schedule_payouts()');
    const { rows } = await stack.db.query(
      `select kind, amount_cents from public.payout_ledger where booking_id = $1 order by id`,
      [id],
    );
    expect(rows).toEqual([{ kind: 'hold', amount_cents: 45000 - 12345 }]);
  });
});
