import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import type { Database } from '@partyeasy/shared-domain/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import {
  connectPayouts,
  dayAfter,
  paidBooking as payHostedBooking,
  runPayouts,
  transfersOf,
} from './support/payments.js';
import { apiClient } from './support/sessions.js';

// Vendors get paid, on a PostgreSQL server with the Stripe stand-in and the official SDK: onboarding
// through the function and the hosted page, holds and their release, one transfer per booking under
// concurrent and repeated runs, retries with backoff, reversals after late refunds, row security, and the
// amounts reconciled to the cent.

type Ledger = Database['public']['Tables']['payout_ledger']['Row'];
const DJ = ids.ownVendor; // DJ Nova, dj@partyeasy.test
const BAR = ids.otherVendor; // Shaken & Stirred, bartender@partyeasy.test
const AFTER_EVERYTHING = '2031-01-01T00:00:00Z';

describe('payouts', () => {
  let stack: PaymentStack;
  const tokens: Record<'dj' | 'bar' | 'host' | 'admin', string> = { dj: '', bar: '', host: '', admin: '' };
  let day = 0;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    tokens.dj = await passwordToken(stack, actors.ownerVendor.email!, SEED_PASSWORD);
    tokens.bar = await passwordToken(stack, actors.otherVendor.email!, SEED_PASSWORD);
    tokens.host = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    tokens.admin = await passwordToken(stack, actors.admin.email!, SEED_PASSWORD);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  beforeEach(() => {
    stack.standIn.connect.transferMode = 'succeed';
  });

  const as = (token: string) => apiClient(stack, token);
  const ledger = async (bookingId: string) =>
    (
      await stack.db.query<Ledger>('select * from public.payout_ledger where booking_id = $1 order by id', [
        bookingId,
      ])
    ).rows;
  const completeAll = () =>
    stack.db.query('select public.complete_finished_bookings($1::timestamptz)', [AFTER_EVERYTHING]);

  /**
   * A booking of `vendor` paid on the hosted page (the webhook marks it paid): 2030, each on its own day,
   * subtotal $450.00 + fee $22.50 = $472.50.
   */
  async function paidBooking(vendor: string) {
    day += 1;
    return (await payHostedBooking(stack, { vendorId: vendor, date: dayAfter('2030-01-01', day) })).id;
  }

  it('connects a vendor: one account for simultaneous clicks, hosted onboarding, state from account.updated', async () => {
    const before = await callFunction(stack, 'payout-onboarding', {
      token: tokens.dj,
      body: { vendorId: DJ, action: 'status' },
    });
    expect(before).toMatchObject({ status: 200, body: { state: 'not_connected', url: null } });
    // Someone else's listing looks like no listing.
    expect(
      await callFunction(stack, 'payout-onboarding', { token: tokens.bar, body: { vendorId: DJ } }),
    ).toMatchObject({ status: 404, body: { error: 'vendor_not_found' } });
    expect(await callFunction(stack, 'payout-onboarding', { body: { vendorId: DJ } })).toMatchObject({
      status: 401,
    });

    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        callFunction(stack, 'payout-onboarding', { token: tokens.dj, body: { vendorId: DJ } }),
      ),
    );
    for (const click of clicks)
      expect(click).toMatchObject({ status: 200, body: { state: 'details_needed' } });
    const accounts = [...stack.standIn.connect.accounts.values()].filter((a) => a.metadata.vendor_id === DJ);
    expect(accounts).toHaveLength(1);
    const { data: mine } = await as(tokens.dj)
      .from('payout_accounts')
      .select('stripe_account_id, state')
      .single();
    expect(mine).toEqual({ stripe_account_id: accounts[0]!.id, state: 'details_needed' });

    await connectPayouts(stack, tokens.dj, DJ);
    const { data: after } = await as(tokens.dj)
      .from('payout_accounts')
      .select('state, details_submitted')
      .single();
    expect(after).toEqual({ state: 'payouts_enabled', details_submitted: true });
    expect(
      await callFunction(stack, 'payout-onboarding', {
        token: tokens.dj,
        body: { vendorId: DJ, action: 'status' },
      }),
    ).toMatchObject({ status: 200, body: { state: 'payouts_enabled' } });
    // Connected: no further onboarding link.
    expect(
      await callFunction(stack, 'payout-onboarding', { token: tokens.dj, body: { vendorId: DJ } }),
    ).toMatchObject({
      status: 200,
      body: { state: 'payouts_enabled', url: null },
    });
  });

  it('holds a completed booking while payouts are not enabled and releases it once they are', async () => {
    const booking = await paidBooking(BAR);
    const { data: upcoming } = await as(tokens.bar).rpc('vendor_earnings', { p_vendor_id: BAR }).single();
    expect(upcoming).toMatchObject({ paid_out_cents: 0, scheduled_cents: 0, on_hold_cents: 45000 });
    await completeAll();
    await runPayouts(stack);
    expect((await ledger(booking)).map((e) => [e.kind, e.status, e.amount_cents])).toEqual([
      ['hold', 'held', 45000],
    ]);
    expect(transfersOf(stack, booking)).toEqual([]);
    await runPayouts(stack); // nothing changes on a second run
    expect(await ledger(booking)).toHaveLength(1);

    await connectPayouts(stack, tokens.bar, BAR); // account.updated → payouts enabled → the run releases the hold
    expect((await ledger(booking)).map((e) => [e.kind, e.status, e.amount_cents])).toEqual([
      ['hold', 'released', 45000],
      ['transfer', 'succeeded', 45000],
    ]);
    const [transfer] = transfersOf(stack, booking);
    expect(transfer).toMatchObject({ amount: 45000, currency: 'usd', metadata: { booking_id: booking } });
    const { data: earnings } = await as(tokens.bar).rpc('vendor_earnings', { p_vendor_id: BAR }).single();
    expect(earnings).toMatchObject({ paid_out_cents: 45000, on_hold_cents: 0 });
  });

  it('transfers each completed booking once under 8 simultaneous runs, run twice', async () => {
    const bookings = [await paidBooking(DJ), await paidBooking(DJ), await paidBooking(DJ)];
    await completeAll();
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        Array.from({ length: 8 }, () => callFunction(stack, 'payouts', { token: stack.serviceRoleKey })),
      );
    }
    await stack.standIn.idle();
    for (const id of bookings) {
      expect(
        transfersOf(stack, id).map((t) => t.amount),
        id,
      ).toEqual([45000]);
      expect((await ledger(id)).map((e) => [e.kind, e.status, e.amount_cents, e.provider_id])).toEqual([
        ['transfer', 'succeeded', 45000, transfersOf(stack, id)[0]!.id],
      ]);
    }
    expect(await callFunction(stack, 'payouts', { token: tokens.dj })).toMatchObject({ status: 401 });
  });

  it('retries a failed transfer after its backoff, and the admin sees the failure meanwhile', async () => {
    const booking = await paidBooking(DJ);
    await completeAll();
    stack.standIn.connect.transferMode = 'error';
    await runPayouts(stack);
    const [failed] = await ledger(booking);
    expect(failed).toMatchObject({ kind: 'transfer', status: 'failed', attempts: 1, refusals: 0 });
    expect(failed!.last_error).toContain('An error occurred while processing the transfer.');
    const wait = new Date(failed!.next_attempt_at!).getTime() - new Date(failed!.claimed_at!).getTime();
    expect(wait).toBe(60_000);
    const { data: overview } = await as(tokens.admin).rpc('admin_payouts_overview').single();
    expect(overview).toMatchObject({ failed_count: 1, failed_cents: 45000 });
    const { data: failures } = await as(tokens.admin).rpc('admin_payout_failures');
    expect(failures?.map((f) => [f.booking_id, f.vendor_name, f.attempts])).toEqual([
      [booking, 'DJ Nova', 1],
    ]);

    stack.standIn.connect.transferMode = 'succeed';
    await runPayouts(stack); // not due yet
    expect(await ledger(booking)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    expect(transfersOf(stack, booking)).toEqual([]);
    await stack.db.query(
      `update public.payout_ledger set next_attempt_at = now() - interval '1 second' where booking_id = $1`,
      [booking],
    );
    await runPayouts(stack);
    expect(await ledger(booking)).toMatchObject([{ status: 'succeeded', attempts: 2, last_error: null }]);
    expect(transfersOf(stack, booking).map((t) => t.amount)).toEqual([45000]);
  });

  it('reverses the vendor share of a late refund, and the amounts reconcile to the cent', async () => {
    const partial = await paidBooking(DJ);
    const full = await paidBooking(DJ);
    await completeAll();
    await runPayouts(stack);
    for (const id of [partial, full]) expect(transfersOf(stack, id).map((t) => t.amount)).toEqual([45000]);

    const refund = (bookingId: string, amountCents?: number) =>
      callFunction(stack, 'cancel-booking', {
        token: tokens.admin,
        body: { bookingId, as: 'admin', reason: 'Late complaint', amountCents },
      });
    expect(await refund(partial, 10000)).toMatchObject({ status: 200, body: { refundedCents: 10000 } });
    expect(await refund(full)).toMatchObject({ status: 200, body: { refundedCents: 47250 } });
    await stack.standIn.idle();
    await runPayouts(stack); // a later run finds nothing more to reverse

    const rows = await stack.db.query<{ id: string; payment_status: string; refunded_cents: number }>(
      'select id, payment_status, refunded_cents from public.bookings where id = any($1) order by refunded_cents',
      [[partial, full]],
    );
    expect(rows.rows.map((r) => [r.id, r.payment_status, r.refunded_cents])).toEqual([
      [partial, 'completed', 10000],
      [full, 'completed', 47250],
    ]);
    const [partialTransfer] = transfersOf(stack, partial);
    const [fullTransfer] = transfersOf(stack, full);
    expect(partialTransfer).toMatchObject({ amount_reversed: 10000, reversed: false });
    expect(fullTransfer).toMatchObject({ amount_reversed: 45000, reversed: true }); // the fee's 2250 is the platform's
    expect((await ledger(partial)).map((e) => [e.kind, e.status, e.amount_cents])).toEqual([
      ['transfer', 'succeeded', 45000],
      ['reversal', 'succeeded', 10000],
    ]);
    expect((await ledger(full)).map((e) => [e.kind, e.status, e.amount_cents])).toEqual([
      ['transfer', 'succeeded', 45000],
      ['reversal', 'succeeded', 45000],
    ]);

    // Per booking: what the host paid = refunded + the vendor's net transfer + the platform's part.
    const split = await stack.db.query<{ id: string; paid: number; refunded: number; vendor: number }>(
      `select b.id, public.booking_paid_cents(b) as paid, b.refunded_cents as refunded,
              (select coalesce(sum(case e.kind when 'transfer' then e.amount_cents else -e.amount_cents end), 0)
                 from public.payout_ledger e
                where e.booking_id = b.id and e.status = 'succeeded' and e.kind in ('transfer', 'reversal'))::int as vendor
         from public.bookings b where b.id = any($1)`,
      [[partial, full]],
    );
    const byId = Object.fromEntries(split.rows.map((r) => [r.id, r]));
    expect(byId[partial]).toEqual({ id: partial, paid: 47250, refunded: 10000, vendor: 35000 }); // platform 2250
    expect(byId[full]).toEqual({ id: full, paid: 47250, refunded: 47250, vendor: 0 }); // platform 0

    // The whole stack: the admin overview, the ledger and the provider's own books agree.
    const { data: o } = await as(tokens.admin).rpc('admin_payouts_overview').single();
    const charges = [...stack.standIn.charges.values()];
    const transfers = [...stack.standIn.connect.transfers.values()];
    const providerCharged = charges.reduce((s, c) => s + c.amount, 0);
    const providerRefunded = charges.reduce((s, c) => s + c.amount_refunded, 0);
    const providerTransferred = transfers.reduce((s, t) => s + t.amount, 0);
    const providerReversed = transfers.reduce((s, t) => s + t.amount_reversed, 0);
    expect(o).toMatchObject({
      charged_cents: providerCharged,
      refunded_cents: providerRefunded,
      transferred_cents: providerTransferred,
      reversed_cents: providerReversed,
      scheduled_cents: 0,
      on_hold_cents: 0,
      failed_count: 0,
    });
    expect(o!.fee_cents).toBe(o!.paid_bookings * 2250);
    expect(o!.vendor_share_cents).toBe(providerTransferred - providerReversed); // everyone is paid
    expect(o!.platform_profit_cents).toBe(o!.charged_cents - o!.refunded_cents - o!.vendor_share_cents);
    expect(stack.standIn.connect.platformAvailable()).toBe(o!.platform_profit_cents);
    // Every booking here was paid out in full except the two refunds: the fee of each, less the full refund's.
    expect(o!.platform_profit_cents).toBe(o!.paid_bookings * 2250 - 2250);

    const { data: dj } = await as(tokens.dj).rpc('vendor_earnings', { p_vendor_id: DJ }).single();
    expect(dj).toMatchObject({ reversed_cents: 55000, scheduled_cents: 0, on_hold_cents: 0 });
    const { data: page } = await as(tokens.dj).rpc('vendor_payouts', { p_vendor_id: DJ, p_limit: 2 });
    expect(page?.map((p) => [p.booking_id, p.amount_cents, p.reversed_cents, p.refunded_cents])).toEqual([
      [full, 45000, 45000, 47250],
      [partial, 45000, 10000, 10000],
    ]);
    expect(page?.[0]?.total_count).toBe(6);
  });

  it('lets a vendor read only their own payouts, an admin all, and nobody write them from the client', async () => {
    const djRows = await as(tokens.dj).from('payout_ledger').select('vendor_id');
    expect(djRows.error).toBeNull();
    expect(new Set(djRows.data?.map((r) => r.vendor_id))).toEqual(new Set([DJ]));
    const hostRows = await as(tokens.host).from('payout_ledger').select('id');
    expect(hostRows.data).toEqual([]);
    expect((await as(tokens.host).from('payout_accounts').select('vendor_id')).data).toEqual([]);
    const adminVendors = await as(tokens.admin).from('payout_accounts').select('vendor_id');
    expect(new Set(adminVendors.data?.map((r) => r.vendor_id))).toEqual(new Set([DJ, BAR]));
    const other = await as(tokens.bar).rpc('vendor_earnings', { p_vendor_id: DJ }).single();
    expect(other.error?.code).toBe('42501'); // someone else's earnings are refused, not shown as zeros

    const before = (await stack.db.query('select count(*)::int as n from public.payout_ledger')).rows[0];
    const forged = await as(tokens.dj).from('payout_ledger').insert({
      vendor_id: DJ,
      booking_id: ids.ownVendor,
      kind: 'transfer',
      amount_cents: 1,
      status: 'succeeded',
    });
    expect(forged.error?.code).toBe('42501');
    const raised = await as(tokens.dj)
      .from('payout_accounts')
      .update({ state: 'payouts_enabled' })
      .eq('vendor_id', DJ);
    expect(raised.error?.code).toBe('42501');
    const rpc = await as(tokens.dj).rpc('schedule_payouts', {});
    expect(rpc.error?.code).toBe('42501');
    expect((await stack.db.query('select count(*)::int as n from public.payout_ledger')).rows[0]).toEqual(
      before,
    );
  });

  it('handles a replayed transfer.created once and refuses a forged one', async () => {
    const delivery = stack.standIn.deliveries.find((d) => d.type === 'transfer.created' && d.status === 200)!;
    const replay = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      body: delivery.payload,
    });
    expect(await replay.json()).toMatchObject({ duplicate: true });
    const forged = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      body: delivery.payload.replace('"amount": 45000', '"amount": 1'),
    });
    expect(forged.status).toBe(400);
  });
});
