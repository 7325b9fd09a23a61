import { randomUUID } from 'node:crypto';
import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import { VENDOR_NOTICE_MESSAGE } from '@partyeasy/shared-domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import {
  bookingRow,
  connectPayouts,
  paidBookingFromNow,
  refundsOf,
  runPayouts,
  transfersOf,
} from './support/payments.js';
import { apiClient } from './support/sessions.js';

// The Terms' cancellation rules (docs/payments.md "After the payment"), on PostgreSQL with the Stripe
// stand-in and the real functions: the 4-hour grace window for an event within 7 days of booking, vendors'
// 7 days of notice (refused, asked of PartyEasy, cancelled by an admin), and the part of a host's late
// cancellation the host does not get back paid to the vendor after the event, once under concurrent and
// repeated payout runs. The functions read the real clock, so bookings are placed relative to now and
// their payment time (paid_at) is set where a test needs it.

const VENDOR = ids.otherVendor; // Shaken & Stirred (America/Chicago), owned by bartender@partyeasy.test
const ZONE = 'America/Chicago';

describe('cancellation rules', () => {
  let stack: PaymentStack;
  const tokens: Record<'host' | 'vendor' | 'otherVendor' | 'admin', string> = {
    host: '',
    vendor: '',
    otherVendor: '',
    admin: '',
  };

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    tokens.host = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    tokens.vendor = await passwordToken(stack, actors.otherVendor.email!, SEED_PASSWORD);
    tokens.otherVendor = await passwordToken(stack, actors.ownerVendor.email!, SEED_PASSWORD);
    tokens.admin = await passwordToken(stack, actors.admin.email!, SEED_PASSWORD);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  beforeEach(() => {
    stack.standIn.refundMode = 'succeed';
    stack.standIn.connect.transferMode = 'succeed';
  });

  const as = (token: string) => apiClient(stack, token);
  const row = (id: string) => bookingRow(stack, id);
  const cancel = (token: string, body: Record<string, unknown>) =>
    callFunction(stack, 'cancel-booking', { token, body });

  /**
   * A booking paid on the hosted page (the webhook marks it paid), starting `hours` from now (1 h long,
   * each test at other hours), paid `paidHoursAgo` ago; subtotal $450.00 + fee $22.50.
   */
  const paidBooking = (hours: number, paidHoursAgo: number) =>
    paidBookingFromNow(stack, {
      vendorId: VENDOR,
      zone: ZONE,
      hours,
      paidHoursAgo,
      eventLocation: `Hall ${randomUUID().slice(0, 8)}`,
    });

  it('refunds everything, the fee included, within 4 hours of booking an event within 7 days', async () => {
    // Booked 3 h 59 min ago for an event 50 h away: the whole payment back (the policy alone gives 50%).
    const inside = await paidBooking(50, 3 + 59 / 60);
    expect(await cancel(tokens.host, { bookingId: inside.id, as: 'host' })).toMatchObject({
      status: 200,
      body: { status: 'cancelled', refundedCents: 47250 },
    });
    await stack.standIn.idle();
    expect(await row(inside.id)).toMatchObject({ payment_status: 'cancelled', refunded_cents: 47250 });
    expect(refundsOf(stack, inside.payment_intent_id).map((r) => r.amount)).toEqual([47250]);

    // Booked 4 h 1 min ago: the normal policy, 50% of the booking amount.
    const after = await paidBooking(53, 4 + 1 / 60);
    expect(await cancel(tokens.host, { bookingId: after.id, as: 'host' })).toMatchObject({
      status: 200,
      body: { refundedCents: 22500 },
    });

    // An event 8 days after booking, cancelled an hour later: the normal policy (72 h+: the booking
    // amount, not the fee).
    const far = await paidBooking(8 * 24 - 1, 1);
    expect(await cancel(tokens.host, { bookingId: far.id, as: 'host' })).toMatchObject({
      status: 200,
      body: { refundedCents: 45000 },
    });
    await stack.standIn.idle();
    expect(await row(far.id)).toMatchObject({ refunded_cents: 45000 });
  });

  it("refuses a vendor's cancellation under 7 days before the event; the vendor asks, an admin cancels", async () => {
    const booking = await paidBooking(100, 24);
    const refused = await cancel(tokens.vendor, {
      bookingId: booking.id,
      as: 'vendor',
      reason: 'Our van broke down.',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'vendor_notice', message: VENDOR_NOTICE_MESSAGE },
    });
    expect(await row(booking.id)).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
    expect(refundsOf(stack, booking.payment_intent_id)).toEqual([]);

    // The vendor asks PartyEasy; nobody else can ask for it, and only the vendor and admins see it.
    const vendor = as(tokens.vendor);
    const asked = await vendor.rpc('request_booking_cancellation', {
      p_booking_id: booking.id,
      p_reason: '  Our van broke down.  ',
    });
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({
      booking_id: booking.id,
      vendor_id: VENDOR,
      reason: 'Our van broke down.',
    });
    expect(
      (await vendor.rpc('request_booking_cancellation', { p_booking_id: booking.id, p_reason: ' ' })).error
        ?.code,
    ).toBe('22023');
    for (const token of [tokens.host, tokens.otherVendor]) {
      const other = as(token);
      expect(
        (await other.rpc('request_booking_cancellation', { p_booking_id: booking.id, p_reason: 'x' })).error
          ?.code,
      ).toBe('P0002');
      expect(
        (await other.from('booking_cancel_requests').select('*').eq('booking_id', booking.id)).data,
      ).toEqual([]);
    }
    expect(
      (await as(tokens.admin).from('booking_cancel_requests').select('reason').eq('booking_id', booking.id))
        .data,
    ).toEqual([{ reason: 'Our van broke down.' }]);
    // Nobody writes the table directly.
    expect(
      (
        await vendor
          .from('booking_cancel_requests')
          .insert({ booking_id: booking.id, vendor_id: VENDOR, requested_by: ids.host, reason: 'x' })
      ).error,
    ).not.toBeNull();

    // The admin can still cancel, with a full refund.
    expect(
      await cancel(tokens.admin, {
        bookingId: booking.id,
        as: 'admin',
        reason: 'Asked by the vendor: van broke down',
      }),
    ).toMatchObject({ status: 200, body: { refundedCents: 47250 } });
    await stack.standIn.idle();
    expect(await row(booking.id)).toMatchObject({ payment_status: 'cancelled', cancelled_by: 'admin' });

    // 7 days or more before the event, the vendor cancels as before.
    const later = await paidBooking(7 * 24 + 6, 24);
    expect(
      await cancel(tokens.vendor, { bookingId: later.id, as: 'vendor', reason: 'Double booked' }),
    ).toMatchObject({ status: 200, body: { refundedCents: 47250 } });
  });

  it("pays the vendor the part of a host's late cancellation the host does not get back, after the event, once", async () => {
    // The vendor connects payouts.
    await connectPayouts(stack, tokens.vendor, VENDOR);

    const booking = await paidBooking(30, 24);
    expect(await cancel(tokens.host, { bookingId: booking.id, as: 'host' })).toMatchObject({
      status: 200,
      body: { refundedCents: 22500 },
    });
    await stack.standIn.idle();
    const figures = async (token: string, args: { p_vendor_id?: string; p_booking_id?: string }) =>
      (await as(token).rpc('money_figures', args).single()).data!;
    // Before the event: the kept $225.00 is the vendor's, scheduled; the fee is the platform's.
    expect(await figures(tokens.vendor, { p_booking_id: booking.id })).toMatchObject({
      charged_cents: 47250,
      refunded_cents: 22500,
      vendor_share_cents: 22500,
      late_cancellation_cents: 22500,
      scheduled_cents: 22500,
      paid_to_vendors_cents: 0,
      platform_profit_cents: 2250,
      cancellation_kept_cents: 0,
    });
    const transfers = () => transfersOf(stack, booking.id);
    await runPayouts(stack);
    expect(transfers()).toEqual([]);

    // The event's time passes (moved into the past: the run reads the real clock); 8 simultaneous runs,
    // twice, send one transfer of the kept part.
    await stack.db.query(
      `update public.bookings set booking_date = current_date - 2, booking_time = '10:00' where id = $1`,
      [booking.id],
    );
    for (let round = 0; round < 2; round++) {
      await Promise.all(Array.from({ length: 8 }, () => runPayouts(stack)));
      await stack.standIn.idle();
      expect(
        transfers().map((t) => [t.amount, t.amount_reversed]),
        `round ${round}`,
      ).toEqual([[22500, 0]]);
    }
    const { rows: ledger } = await stack.db.query<{ kind: string; status: string; amount_cents: number }>(
      'select kind, status, amount_cents from public.payout_ledger where booking_id = $1',
      [booking.id],
    );
    expect(ledger).toEqual([{ kind: 'transfer', status: 'succeeded', amount_cents: 22500 }]);
    expect(await figures(tokens.admin, { p_booking_id: booking.id })).toMatchObject({
      paid_to_vendors_cents: 22500,
      scheduled_cents: 0,
      late_cancellation_cents: 22500,
      platform_profit_cents: 2250,
    });
    const { data: payouts } = await as(tokens.vendor).rpc('vendor_payouts', { p_vendor_id: VENDOR });
    expect(payouts?.find((p) => p.booking_id === booking.id)).toMatchObject({
      kind: 'transfer',
      status: 'succeeded',
      amount_cents: 22500,
      booking_status: 'cancelled',
    });

    // A grace-window or vendor cancellation leaves the vendor nothing to be paid.
    const graced = await paidBooking(60, 1);
    expect((await cancel(tokens.host, { bookingId: graced.id, as: 'host' })).body).toMatchObject({
      refundedCents: 47250,
    });
    await stack.standIn.idle();
    expect(await figures(tokens.admin, { p_booking_id: graced.id })).toMatchObject({
      vendor_share_cents: 0,
      late_cancellation_cents: 0,
      platform_profit_cents: 0,
    });
  });
});
