import { randomUUID } from 'node:crypto';
import { signatureHeader } from '@partyeasy/devstack/stripe';
import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import { BOOKING_CHANGE_MESSAGES } from '@partyeasy/shared-domain';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';

// Changing a paid booking ([quotes] item 7, docs/payments.md "Changing a paid booking") through the
// booking-change function, the RPCs and the webhook on PostgreSQL with the Stripe stand-in: who may propose,
// accept and decline; the price from the server; the slot moved atomically; the difference charged once or
// refunded once; the cancellation window.
// Shaken & Stirred's "Cocktail Hour" ($95.00 an hour, at least 2 hours, no night or weekend extra): 4 hours
// are $380.00 + $19.00 fee = $399.00; 5 hours $475.00 + $23.75 = $498.75; 2 hours $190.00 + $9.50 = $199.50.

type BookingRow = Database['public']['Tables']['bookings']['Row'];
type Token = 'host' | 'vendor' | 'otherHost' | 'otherVendor';
const VENDOR = ids.otherVendor;

describe('booking changes', () => {
  let stack: PaymentStack;
  const tokens = {} as Record<Token, string>;
  let packageId = '';
  let dayOffset = 200;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    tokens.host = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    tokens.otherHost = await passwordToken(stack, actors.otherHost.email!, SEED_PASSWORD);
    tokens.vendor = await passwordToken(stack, actors.otherVendor.email!, SEED_PASSWORD);
    tokens.otherVendor = await passwordToken(stack, actors.ownerVendor.email!, SEED_PASSWORD);
    packageId = (
      await stack.db.query<{ id: string }>(
        `select id from public."Packages" where vendor_id = $1 and name = 'Cocktail Hour'`,
        [VENDOR],
      )
    ).rows[0]!.id;
  });
  afterAll(async () => {
    await stack?.stop();
  });
  beforeEach(() => {
    stack.standIn.refundMode = 'succeed';
  });

  const as = (token: string): SupabaseClient<Database> =>
    createClient<Database>(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
  const change = (who: Token, body: Record<string, unknown>) =>
    callFunction(stack, 'booking-change', { token: tokens[who], body });
  const row = async (id: string): Promise<BookingRow> =>
    (await stack.db.query<BookingRow>('select * from public.bookings where id = $1', [id])).rows[0]!;
  const history = async (id: string) =>
    (
      await stack.db.query<{ kind: string; actor: string; amount_cents: number; note: string }>(
        `select kind, actor, amount_cents, note from public.booking_history where booking_id = $1 and kind in ('changed', 'refunded') order by id`,
        [id],
      )
    ).rows;

  /** A date `dayOffset` days ahead, open all day for the vendor (each call a new date). */
  async function openDay(): Promise<string> {
    dayOffset += 1;
    const offset = dayOffset;
    const date = (await stack.db.query<{ d: string }>(`select (current_date + $1::int)::text as d`, [offset]))
      .rows[0]!.d;
    await stack.db.query(
      `insert into public.availability (vendor_id, date, is_available) values ($1, $2, true)`,
      [VENDOR, date],
    );
    return date;
  }

  /** A Cocktail Hour booking paid on the hosted page (the webhook marks it paid): 4 hours at 18:00, $399.00. */
  async function paidBooking(date?: string, time = '18:00') {
    const day = date ?? (await openDay());
    const session = await stack.stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: `${stack.config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 39900, product_data: { name: 'Party' } } },
      ],
    });
    const inserted = await stack.db.query<BookingRow>(
      `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
         payment_status, booking_date, booking_time, duration_hours, guest_count, package_id, event_location,
         checkout_session_id)
       values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 380, 19, 'pending', $3, $4, 4, 40, $5,
               'Austin', $6) returning *`,
      [VENDOR, ids.host, day, time, packageId, session.id],
    );
    await payPage(session.url!);
    const paid = await row(inserted.rows[0]!.id);
    expect(paid.payment_status).toBe('paid');
    return { booking: paid, date: day };
  }

  async function payPage(url: string) {
    const res = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        name: 'Hannah Host',
      }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    await stack.standIn.idle();
  }

  const propose = (who: Token, bookingId: string, date: string, extra: Record<string, unknown> = {}) =>
    change(who, { action: 'propose', bookingId, date, startTime: '19:00', hours: 5, guests: 40, ...extra });

  it('two Pay requests at once that differ (hosted and embedded checkout) both answer the one session', async () => {
    const { booking, date } = await paidBooking();
    const proposed = await propose('host', booking.id, date);
    const changeId = (proposed.body.change as { id: string }).id;
    expect(await change('vendor', { action: 'accept', changeId })).toMatchObject({ status: 200 });
    const pays = await Promise.all([
      change('host', { action: 'pay', changeId }),
      change('host', { action: 'pay', changeId, uiMode: 'embedded' }),
    ]);
    expect(pays.map((p) => p.status)).toEqual([200, 200]);
    expect(pays[0]!.body.sessionId).toBe(pays[1]!.body.sessionId);
    const attached = await stack.db.query<{ checkout_session_id: string }>(
      'select checkout_session_id from public.booking_changes where id = $1',
      [changeId],
    );
    expect(attached.rows[0]!.checkout_session_id).toBe(pays[0]!.body.sessionId);
  });

  it('host proposes a later, longer time; the vendor accepts once; the host pays the difference once', async () => {
    const { booking, date } = await paidBooking();

    // a stranger cannot propose; the browser's price is not read
    expect(await propose('otherHost', booking.id, date)).toMatchObject({
      status: 404,
      body: { error: 'booking_not_found' },
    });
    const proposed = await propose('host', booking.id, date, { priceCents: 100, note: 'We run late.' });
    expect(proposed.status).toBe(200);
    const proposal = proposed.body.change as Record<string, unknown>;
    expect(proposal).toMatchObject({
      status: 'proposed',
      proposed_by: 'host',
      new_subtotal_cents: 47500,
      new_fee_cents: 2375,
      old_subtotal_cents: 38000,
      old_fee_cents: 1900,
    });
    const changeId = proposal.id as string;
    // one open proposal per booking
    expect(await propose('host', booking.id, date, { hours: 6 })).toMatchObject({
      status: 409,
      body: { error: 'change_open', message: BOOKING_CHANGE_MESSAGES.open },
    });
    // the card in the conversation, the vendor's e-mail queued
    const conversation = await as(tokens.vendor).rpc('conversation_for_booking', {
      p_booking_id: booking.id,
    });
    const cards = await as(tokens.vendor).rpc('conversation_messages', {
      p_conversation_id: conversation.data as unknown as string,
    });
    expect(cards.data![0]).toMatchObject({ kind: 'change_proposed', booking_id: booking.id });
    expect(cards.data![0]!.body).toMatch(
      /^Change proposed: \w{3}, \w{3} \d{1,2}, \d{4} at 7:00 PM, 5 hours, 40 guests, \$498\.75 \(was .* at 6:00 PM, 4 hours, 40 guests, \$399\.00\)\nWe run late\.$/,
    );
    const mails = await stack.db.query(
      `select kind, recipient from public.booking_emails where booking_change_id = $1`,
      [changeId],
    );
    expect(mails.rows).toEqual([{ kind: 'change_proposed', recipient: 'vendor' }]);

    // the proposer cannot accept, a stranger cannot, nor decline
    expect(await change('host', { action: 'accept', changeId })).toMatchObject({
      status: 409,
      body: { error: 'own_proposal' },
    });
    expect(await change('otherVendor', { action: 'accept', changeId })).toMatchObject({ status: 404 });
    const strangerDecline = await as(tokens.otherHost).rpc('decline_booking_change', {
      p_change_id: changeId,
    });
    expect(strangerDecline.error?.code).toBe('PT404');

    // 20 concurrent accepts: one answer payment_due, the rest change_closed
    const accepts = await Promise.all(
      Array.from({ length: 20 }, () => change('vendor', { action: 'accept', changeId })),
    );
    expect(accepts.filter((a) => a.status === 200).map((a) => a.body)).toEqual([
      { outcome: 'payment_due', amountCents: 9975 },
    ]);
    expect(accepts.filter((a) => a.status === 409).every((a) => a.body.error === 'change_closed')).toBe(true);
    // not applied before the payment
    expect(await row(booking.id)).toMatchObject({ booking_time: '18:00:00', total_amount: 380 });

    // only the host pays; the checkout charges the server's difference
    expect(await change('vendor', { action: 'pay', changeId })).toMatchObject({ status: 404 });
    const pays = await Promise.all([
      change('host', { action: 'pay', changeId }),
      change('host', { action: 'pay', changeId }),
    ]);
    expect(pays.map((p) => p.status)).toEqual([200, 200]);
    expect(pays[0]!.body.sessionId).toBe(pays[1]!.body.sessionId);
    const sessionId = pays[0]!.body.sessionId as string;
    expect(stack.standIn.sessions.get(sessionId)!.session.amount_total).toBe(9975);
    await payPage(pays[0]!.body.url as string);

    const after = await row(booking.id);
    expect(after).toMatchObject({
      payment_status: 'paid',
      booking_date: date,
      booking_time: '19:00:00',
      duration_hours: 5,
      total_amount: 475,
      processing_fee: 23.75,
      change_refunded_cents: 0,
    });
    const changed = await history(booking.id);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ kind: 'changed', actor: 'vendor', amount_cents: 9975 });
    expect(changed[0]!.note).toMatch(
      /6:00 PM, 4 hours, 40 guests, \$399\.00 → .* 7:00 PM, 5 hours, 40 guests, \$498\.75$/,
    );

    // the confirmation card is the system's: it opens no reply turn for the vendor
    const turns = await stack.db.query(
      `select count(*)::int as n from public.message_turns where conversation_id = $1 and replied_at is null`,
      [conversation.data],
    );
    expect(turns.rows[0]).toEqual({ n: 0 });
    const confirmed = await as(tokens.host).rpc('conversation_messages', {
      p_conversation_id: conversation.data as unknown as string,
    });
    expect(confirmed.data!.map((m) => m.kind).slice(0, 3)).toEqual([
      'change_applied',
      'change_accepted',
      'change_proposed',
    ]);

    // the provider's event again, twice and concurrently, under new ids: applied once, nothing refunded
    const session = stack.standIn.sessions.get(sessionId)!.session;
    const again = await Promise.all(
      [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.completed',
      ].map((type) => deliver(type, session as unknown as Record<string, unknown>)),
    );
    expect(again.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await history(booking.id)).toHaveLength(1);
    expect(
      [...stack.standIn.refunds.values()].filter((r) => r.payment_intent === after.payment_intent_id),
    ).toEqual([]);

    // the vendor's share follows the new subtotal; charged = both payments
    const figures = await as(tokens.vendor).rpc('money_figures', { p_booking_id: booking.id });
    expect(figures.data![0]).toMatchObject({
      charged_cents: 49875,
      refunded_cents: 0,
      vendor_share_cents: 47500,
    });
  });

  /** A checkout event for `session`, signed like the provider's, under a new id. */
  async function deliver(type: string, session: Record<string, unknown>) {
    const payload = JSON.stringify({
      id: `evt_test_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
    });
    const res = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signatureHeader(payload, stack.webhookSecret),
      },
      body: payload,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { outcome: string };
  }

  it('a lower price applies at once and refunds the difference once', async () => {
    const { booking, date } = await paidBooking();
    const proposed = await propose('vendor', booking.id, date, { startTime: '18:00', hours: 2 });
    expect(proposed.status).toBe(200);
    const changeId = (proposed.body.change as { id: string }).id;
    const accepts = await Promise.all(
      Array.from({ length: 10 }, () => change('host', { action: 'accept', changeId })),
    );
    expect(accepts.filter((a) => a.status === 200).map((a) => a.body)).toEqual([
      { outcome: 'applied', refundCents: 19950, refundStatus: 'requested' },
    ]);
    await stack.standIn.idle();
    const after = await row(booking.id);
    expect(after).toMatchObject({
      payment_status: 'paid',
      duration_hours: 2,
      total_amount: 190,
      refunded_cents: 0,
      change_refunded_cents: 19950,
    });
    expect(
      [...stack.standIn.refunds.values()]
        .filter((r) => r.payment_intent === after.payment_intent_id)
        .map((r) => r.amount),
    ).toEqual([19950]);
    expect((await history(booking.id)).map((h) => [h.kind, h.actor, h.amount_cents])).toEqual([
      ['changed', 'host', -19950],
      ['refunded', 'system', 19950],
    ]);
    const figures = await as(tokens.vendor).rpc('money_figures', { p_booking_id: booking.id });
    expect(figures.data![0]).toMatchObject({
      charged_cents: 39900,
      refunded_cents: 19950,
      vendor_share_cents: 19000,
      platform_profit_cents: 950,
    });
    // a later cancellation is still possible and refunds by the policy from the new amounts
    const cancelled = await callFunction(stack, 'cancel-booking', {
      token: tokens.host,
      body: { bookingId: booking.id, as: 'host' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', refundedCents: 19000 } });
  });

  it('refuses a time that is taken, atomically, with a clear message', async () => {
    const { booking, date } = await paidBooking();
    // another paid booking at 22:30 that day
    const other = await paidBooking(date, '22:30');
    expect(other.booking.payment_status).toBe('paid');
    expect(await propose('host', booking.id, date, { startTime: '20:00', hours: 3 })).toMatchObject({
      status: 409,
      body: { error: 'slot_taken', message: BOOKING_CHANGE_MESSAGES.slotTaken },
    });
    // proposed while free, taken before the acceptance: refused, nothing changed
    const proposed = await propose('vendor', booking.id, date, { startTime: '12:00', hours: 2 });
    const changeId = (proposed.body.change as { id: string }).id;
    await paidBooking(date, '08:00'); // 08:00–12:00 does not overlap
    await stack.db.query(
      `update public.bookings set booking_time = '11:00' where booking_date = $1 and booking_time = '08:00' and vendor_id = $2`,
      [date, VENDOR],
    );
    expect(await change('host', { action: 'accept', changeId })).toMatchObject({
      status: 409,
      body: { error: 'slot_taken', message: BOOKING_CHANGE_MESSAGES.slotTaken },
    });
    expect(await row(booking.id)).toMatchObject({ booking_time: '18:00:00', duration_hours: 4 });
    // outside the calendar
    const closed = (await stack.db.query<{ d: string }>(`select (current_date + 400)::text as d`)).rows[0]!.d;
    const declined = await as(tokens.vendor).rpc('decline_booking_change', { p_change_id: changeId });
    expect(declined.error).toBeNull();
    expect(await propose('host', booking.id, closed)).toMatchObject({
      status: 409,
      body: { error: 'slot_unavailable', message: BOOKING_CHANGE_MESSAGES.slotUnavailable },
    });
  });

  it('declines, withdraws and lapses leave the booking as it was', async () => {
    const { booking, date } = await paidBooking();
    const first = await propose('host', booking.id, date);
    const firstId = (first.body.change as { id: string }).id;
    const declined = await as(tokens.vendor).rpc('decline_booking_change', {
      p_change_id: firstId,
      p_reason: 'Booked late that night.',
    });
    expect(declined.data).toMatchObject({ status: 'declined', decline_reason: 'Booked late that night.' });
    expect(
      (
        await stack.db.query(
          `select kind, recipient from public.booking_emails where booking_change_id = $1 order by id`,
          [firstId],
        )
      ).rows,
    ).toEqual([
      { kind: 'change_proposed', recipient: 'vendor' },
      { kind: 'change_declined', recipient: 'host' },
    ]);
    // the proposer withdraws the next one
    const second = await propose('host', booking.id, date, { startTime: '17:00' });
    const withdrawn = await as(tokens.host).rpc('decline_booking_change', {
      p_change_id: (second.body.change as { id: string }).id,
    });
    expect(withdrawn.data).toMatchObject({ status: 'withdrawn' });
    // accepted, the checkout given up: the change lapses
    const third = await propose('host', booking.id, date);
    const thirdId = (third.body.change as { id: string }).id;
    expect((await change('vendor', { action: 'accept', changeId: thirdId })).status).toBe(200);
    expect((await change('host', { action: 'pay', changeId: thirdId })).status).toBe(200);
    expect(await change('host', { action: 'release', changeId: thirdId })).toMatchObject({
      status: 200,
      body: { outcome: 'lapsed' },
    });
    await stack.standIn.idle();
    const lapsed = await stack.db.query(`select status from public.booking_changes where id = $1`, [thirdId]);
    expect(lapsed.rows[0]).toEqual({ status: 'lapsed' });
    expect(await row(booking.id)).toMatchObject({ booking_time: '18:00:00', total_amount: 380 });
    expect(await history(booking.id)).toEqual([]);
  });

  it('a difference paid after its time was taken is refunded once and the change lapses', async () => {
    const { booking, date } = await paidBooking();
    const proposed = await propose('host', booking.id, date);
    const changeId = (proposed.body.change as { id: string }).id;
    await change('vendor', { action: 'accept', changeId });
    const pay = await change('host', { action: 'pay', changeId });
    // the vendor's calendar is booked at 22:00 meanwhile (written directly: the new time is not held)
    await stack.db.query(
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, processing_fee, payment_status,
         booking_date, booking_time, duration_hours, guest_count, selected_packages, payment_intent_id)
       values ($1, $2, 'host2@partyeasy.test', 100, 5, 'paid', $3, '22:00', 1, 1, 'Cocktail Hour', 'pi_other')`,
      [VENDOR, ids.otherHost, date],
    );
    await payPage(pay.body.url as string);
    const state = await stack.db.query<{ status: string; payment_intent_id: string; lapse_reason: string }>(
      `select status, payment_intent_id, lapse_reason from public.booking_changes where id = $1`,
      [changeId],
    );
    expect(state.rows[0]).toMatchObject({
      status: 'lapsed',
      lapse_reason: BOOKING_CHANGE_MESSAGES.slotTaken,
    });
    const session = stack.standIn.sessions.get(pay.body.sessionId as string)!.session;
    const again = await Promise.all(
      [1, 2].map(() => deliver('checkout.session.completed', session as never)),
    );
    expect(again.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
    await stack.standIn.idle();
    expect(
      [...stack.standIn.refunds.values()]
        .filter((r) => r.payment_intent === state.rows[0]!.payment_intent_id)
        .map((r) => r.amount),
    ).toEqual([9975]);
    expect(await row(booking.id)).toMatchObject({
      booking_time: '18:00:00',
      total_amount: 380,
      change_refunded_cents: 9975,
    });
    // charged both payments, refunded the difference: the vendor's share is the booking's subtotal
    const figures = await as(tokens.vendor).rpc('money_figures', { p_booking_id: booking.id });
    expect(figures.data![0]).toMatchObject({
      charged_cents: 49875,
      refunded_cents: 9975,
      vendor_share_cents: 38000,
    });
  });

  it('is refused inside the cancellation window and for completed or cancelled bookings', async () => {
    // moved to 03:00 two days from now (written directly): inside the profile's 72 hours
    const { booking } = await paidBooking();
    const soon = (
      await stack.db.query<{ d: string }>(
        `update public.bookings set booking_date = current_date + 2, booking_time = '03:00' where id = $1
         returning booking_date::text as d`,
        [booking.id],
      )
    ).rows[0]!.d;
    expect(await propose('host', booking.id, soon, { startTime: '04:00', hours: 4 })).toMatchObject({
      status: 409,
      body: { error: 'change_window', message: BOOKING_CHANGE_MESSAGES.window(72) },
    });
    const { booking: done, date } = await paidBooking();
    await stack.db.query(`update public.bookings set payment_status = 'completed' where id = $1`, [done.id]);
    expect(await propose('vendor', done.id, date)).toMatchObject({
      status: 409,
      body: { error: 'not_changeable', message: BOOKING_CHANGE_MESSAGES.notChangeable },
    });
    // an accepted proposal is refused once the booking was cancelled meanwhile
    const { booking: later, date: laterDate } = await paidBooking();
    const proposed = await propose('host', later.id, laterDate);
    await callFunction(stack, 'cancel-booking', {
      token: tokens.host,
      body: { bookingId: later.id, as: 'host' },
    });
    expect(
      await change('vendor', { action: 'accept', changeId: (proposed.body.change as { id: string }).id }),
    ).toMatchObject({ status: 409, body: { error: 'not_changeable' } });
  });

  it('attack cases: no proposal, acceptance or price through the API, no reading of other bookings', async () => {
    const { booking, date } = await paidBooking();
    // the priced RPCs are the function's (service role) only
    const direct = await as(tokens.host).rpc('propose_booking_change', {
      p_booking_id: booking.id,
      p_user: ids.host,
      p_date: date,
      p_time: '20:00',
      p_hours: 5,
      p_guests: 40,
      p_subtotal_cents: 100,
    });
    expect(direct.error?.code).toBe('42501');
    const proposed = await propose('host', booking.id, date);
    const changeId = (proposed.body.change as { id: string }).id;
    const accept = await as(tokens.vendor).rpc('accept_booking_change', {
      p_change_id: changeId,
      p_user: ids.otherVendorUser,
    });
    expect(accept.error?.code).toBe('42501');
    // nobody writes the table; others do not read it
    const forged = await as(tokens.host)
      .from('booking_changes')
      .update({ new_subtotal_cents: 100 } as never)
      .eq('id', changeId)
      .select('id');
    expect(forged.error?.code ?? (forged.data?.length === 0 ? 'none' : 'updated')).not.toBe('updated');
    expect((await as(tokens.otherHost).from('booking_changes').select('id').eq('id', changeId)).data).toEqual(
      [],
    );
    expect(
      (await as(tokens.vendor).from('booking_changes').select('id, status').eq('id', changeId)).data,
    ).toEqual([{ id: changeId, status: 'proposed' }]);
    // a vendor's price on a package booking is the server's
    await as(tokens.host).rpc('decline_booking_change', { p_change_id: changeId });
    const vendorPriced = await propose('vendor', booking.id, date, { priceCents: 100 });
    expect(vendorPriced.body.change).toMatchObject({ new_subtotal_cents: 47500 });
  });

  // Refunds after a price increase: the money sits in two payments (the first checkout and the difference's),
  // and each refund goes back to the first payment first, then to the difference.

  /** A paid booking raised to 5 hours by the host, the difference paid: $399.00 + $99.75 in two payments. */
  async function raisedBooking() {
    const { booking, date } = await paidBooking();
    const proposed = await propose('host', booking.id, date, { startTime: '18:00' });
    const changeId = (proposed.body.change as { id: string }).id;
    expect(await change('vendor', { action: 'accept', changeId })).toMatchObject({
      status: 200,
      body: { outcome: 'payment_due', amountCents: 9975 },
    });
    const paid = await change('host', { action: 'pay', changeId });
    await payPage(paid.body.url as string);
    const difference = (
      await stack.db.query<{ payment_intent_id: string }>(
        'select payment_intent_id from public.booking_changes where id = $1',
        [changeId],
      )
    ).rows[0]!.payment_intent_id;
    const after = await row(booking.id);
    expect(after).toMatchObject({ payment_status: 'paid', total_amount: 475, processing_fee: 23.75 });
    return { booking: after, date, first: after.payment_intent_id!, difference };
  }

  /** The provider's refunds of one payment, their amounts. */
  const refundsOf = (paymentIntent: string) =>
    [...stack.standIn.refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent)
      .map((r) => r.amount);

  const admin = async () => passwordToken(stack, actors.admin.email!, SEED_PASSWORD);

  it('a raised booking cancelled by the host gets both payments back, once under concurrent and repeated calls', async () => {
    const { booking, first, difference } = await raisedBooking();
    // 72 hours or more before the event: the whole subtotal, $475.00, more than the first payment's $399.00
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          callFunction(stack, 'cancel-booking', {
            token: tokens.host,
            body: { bookingId: booking.id, as: 'host' },
          }),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      expect(
        ok.map((a) => a.body),
        `round ${round}`,
      ).toEqual(round === 0 ? [{ status: 'cancelled', refundedCents: 47500 }] : []);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
      await stack.standIn.idle();
    }
    expect(refundsOf(first)).toEqual([39900]);
    expect(refundsOf(difference)).toEqual([7600]);
    expect(await row(booking.id)).toMatchObject({
      payment_status: 'cancelled',
      cancelled_by: 'host',
      refunded_cents: 47500,
      change_refunded_cents: 0,
    });
    // one refund the host sees, settled from both provider refunds
    const refunds = await stack.db.query(
      `select kind, status, amount_cents from public.booking_refunds where booking_id = $1`,
      [booking.id],
    );
    expect(refunds.rows).toEqual([{ kind: 'host_cancel', status: 'succeeded', amount_cents: 47500 }]);
    // the parts are the functions' own: the host neither reads nor settles nor reopens them
    const refundId = (
      await stack.db.query<{ id: string }>('select id from public.booking_refunds where booking_id = $1', [
        booking.id,
      ])
    ).rows[0]!.id;
    const read = await as(tokens.host)
      .from('booking_refund_parts' as never)
      .select('id');
    expect(read.error?.code ?? (read.data?.length === 0 ? 'none' : 'read')).not.toBe('read');
    const settled = await as(tokens.host).rpc('settle_booking_refund_part', {
      p_refund_id: refundId,
      p_status: 'failed',
    });
    expect(settled.error?.code).toBe('42501');
    const reopened = await as(tokens.host).rpc('reopen_booking_refund_part', { p_part_id: refundId });
    expect(reopened.error?.code).toBe('42501');
    const figures = await as(tokens.vendor).rpc('money_figures', { p_booking_id: booking.id });
    expect(figures.data![0]).toMatchObject({
      charged_cents: 49875,
      refunded_cents: 47500,
      vendor_share_cents: 0,
      platform_profit_cents: 2375,
    });
  });

  it('a refund refused for one payment after the other was refunded is completed by the retry, once', async () => {
    const { booking, first, difference } = await raisedBooking();
    // The attempt: the first payment refunded at the provider (settled by its webhook), the difference refused.
    const started = await stack.db.query<{ r: { refund_id: string } }>(
      `select public.start_booking_refund($1, 'vendor_cancel', 49875, 'The band split up.') as r`,
      [booking.id],
    );
    const refundId = started.rows[0]!.r.refund_id;
    const parts = (
      await stack.db.query<{
        id: string;
        payment_intent_id: string;
        amount_cents: number;
        idempotency_key: string;
      }>(
        `select id, payment_intent_id, amount_cents, idempotency_key from public.booking_refund_parts
          where refund_id = $1 order by position`,
        [refundId],
      )
    ).rows;
    expect(parts.map((p) => [p.payment_intent_id, p.amount_cents, p.idempotency_key])).toEqual([
      [first, 39900, `booking-refund-${refundId}`],
      [difference, 9975, `booking-refund-${refundId}-2`],
    ]);
    await stack.stripe.refunds.create(
      {
        payment_intent: first,
        amount: 39900,
        metadata: {
          booking_id: booking.id,
          booking_refund_id: refundId,
          booking_refund_part_id: parts[0]!.id,
        },
      },
      { idempotencyKey: parts[0]!.idempotency_key },
    );
    await stack.standIn.idle();
    await stack.db.query(
      `select public.settle_booking_refund_part($1, 'failed', $2, null, 'The card network said no.')`,
      [refundId, parts[1]!.id],
    );
    // nothing is counted until every payment is refunded: the booking stands, the refund is under way
    expect(await row(booking.id)).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });

    // The vendor's retry asks only for the difference, under a new key; a second retry changes nothing.
    const retried = await callFunction(stack, 'cancel-booking', {
      token: tokens.vendor,
      body: { bookingId: booking.id, as: 'vendor', reason: 'The band split up.' },
    });
    expect(retried).toMatchObject({ status: 200, body: { status: 'cancelled', refundedCents: 49875 } });
    const again = await callFunction(stack, 'cancel-booking', {
      token: tokens.vendor,
      body: { bookingId: booking.id, as: 'vendor', reason: 'The band split up.' },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'refund_in_progress' } });
    const keys = await stack.db.query(
      'select status, idempotency_key from public.booking_refund_parts where refund_id = $1 order by position',
      [refundId],
    );
    expect(keys.rows).toEqual([
      { status: 'succeeded', idempotency_key: `booking-refund-${refundId}` },
      { status: 'succeeded', idempotency_key: `booking-refund-${refundId}-2-2` },
    ]);
    await stack.standIn.idle();
    expect(refundsOf(first)).toEqual([39900]);
    expect(refundsOf(difference)).toEqual([9975]);
    expect(await row(booking.id)).toMatchObject({
      payment_status: 'cancelled',
      cancelled_by: 'vendor',
      refunded_cents: 49875,
    });
  });

  it("an admin's goodwill refund and cancellation after a raise take from the first payment, then the difference", async () => {
    const { booking, first, difference } = await raisedBooking();
    const token = await admin();
    const goodwill = await callFunction(stack, 'cancel-booking', {
      token,
      body: { bookingId: booking.id, as: 'admin', keepBooking: true, amountCents: 45000, reason: 'Sorry.' },
    });
    expect(goodwill).toMatchObject({ status: 200, body: { status: 'refunded', refundedCents: 45000 } });
    await stack.standIn.idle();
    expect(refundsOf(first)).toEqual([39900]);
    expect(refundsOf(difference)).toEqual([5100]);
    expect(await row(booking.id)).toMatchObject({ payment_status: 'paid', refunded_cents: 45000 });

    // the rest, $48.75, is what the difference has left
    const cancelled = await Promise.all(
      Array.from({ length: 3 }, () =>
        callFunction(stack, 'cancel-booking', {
          token,
          body: { bookingId: booking.id, as: 'admin', reason: 'The venue closed.' },
        }),
      ),
    );
    expect(cancelled.filter((c) => c.status === 200).map((c) => c.body)).toEqual([
      { status: 'cancelled', refundedCents: 4875 },
    ]);
    await stack.standIn.idle();
    expect(refundsOf(first)).toEqual([39900]);
    expect(refundsOf(difference)).toEqual([5100, 4875]);
    expect(await row(booking.id)).toMatchObject({ payment_status: 'cancelled', refunded_cents: 49875 });
    const figures = await as(tokens.vendor).rpc('money_figures', { p_booking_id: booking.id });
    expect(figures.data![0]).toMatchObject({
      charged_cents: 49875,
      refunded_cents: 49875,
      vendor_share_cents: 0,
    });
  });

  it("a dispute's full refund after a raise gets both payments back, once", async () => {
    const { booking, first, difference } = await raisedBooking();
    // the event took place yesterday and the booking completed
    await stack.db.query(
      `update public.bookings set booking_date = current_date - 1, booking_time = '01:00', duration_hours = 1
        where id = $1`,
      [booking.id],
    );
    await stack.db.query('select public.complete_finished_bookings(now())');
    expect((await row(booking.id)).payment_status).toBe('completed');
    const { data: dispute, error } = await as(tokens.host).rpc('report_dispute', {
      p_booking_id: booking.id,
      p_reason: 'no_show',
      p_description: 'The bartender never came and did not answer the phone.',
    });
    expect(error).toBeNull();
    const token = await admin();
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          callFunction(stack, 'resolve-dispute', {
            token,
            body: { disputeId: dispute!.id, as: 'admin', outcome: 'full', reason: 'Nobody came.' },
          }),
        ),
      );
      expect(
        answers.filter((a) => a.status === 200).map((a) => a.body),
        `round ${round}`,
      ).toEqual(round === 0 ? [{ status: 'resolved', refundedCents: 49875 }] : []);
      await stack.standIn.idle();
    }
    expect(refundsOf(first)).toEqual([39900]);
    expect(refundsOf(difference)).toEqual([9975]);
    expect(await row(booking.id)).toMatchObject({ payment_status: 'completed', refunded_cents: 49875 });
  });

  it("an offer booking's change takes the vendor's stated price; the host pays the difference", async () => {
    const day = await openDay();
    const offer = (
      await stack.db.query<{ id: string }>(
        `with req as (
           insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours, guest_count,
                                              location, details)
           values ($1, 'Bartenders', $3, '18:00', 4, 40, 'Austin', 'Cocktails for 40.') returning id),
         q as (
           insert into public.quotes (request_id, vendor_id, status, respond_by, answered_at)
           select id, $2, 'booked', now() + interval '1 day', now() from req returning id)
         insert into public.quote_offers (quote_id, price_cents, includes, event_date, start_time, duration_hours,
                                          expires_at, status)
         select id, 50000, 'Two bartenders, the bar and the ice.', $3, '18:00', 4, now() + interval '1 day', 'paid'
           from q returning id`,
        [ids.host, VENDOR, day],
      )
    ).rows[0]!.id;
    const session = await stack.stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: `${stack.config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 52500, product_data: { name: 'Offer' } } },
      ],
    });
    const inserted = await stack.db.query<BookingRow>(
      `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
         payment_status, booking_date, booking_time, duration_hours, guest_count, quote_offer_id, event_location,
         checkout_session_id)
       values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 500, 25, 'pending', $3, '18:00', 4, 40, $4, 'Austin', $5)
       returning *`,
      [VENDOR, ids.host, day, offer, session.id],
    );
    await payPage(session.url!);
    const booking = await row(inserted.rows[0]!.id);
    expect(booking.payment_status).toBe('paid');

    // the host's proposal keeps the offer's price; the vendor's states a new one
    const byHost = await propose('host', booking.id, day, { hours: 5, priceCents: 100 });
    expect(byHost.body.change).toMatchObject({ new_subtotal_cents: 50000, new_fee_cents: 2500 });
    await as(tokens.host).rpc('decline_booking_change', {
      p_change_id: (byHost.body.change as { id: string }).id,
    });
    const byVendor = await propose('vendor', booking.id, day, { hours: 5, priceCents: 62000 });
    expect(byVendor.body.change).toMatchObject({ new_subtotal_cents: 62000, new_fee_cents: 3100 });
    const changeId = (byVendor.body.change as { id: string }).id;
    expect(await change('host', { action: 'accept', changeId })).toMatchObject({
      status: 200,
      body: { outcome: 'payment_due', amountCents: 12600 },
    });
    const paid = await change('host', { action: 'pay', changeId });
    expect(stack.standIn.sessions.get(paid.body.sessionId as string)!.session.amount_total).toBe(12600);
    await payPage(paid.body.url as string);
    expect(await row(booking.id)).toMatchObject({
      payment_status: 'paid',
      duration_hours: 5,
      total_amount: 620,
      processing_fee: 31,
      quote_offer_id: offer,
    });
    const figures = await as(tokens.vendor).rpc('money_figures', { p_booking_id: booking.id });
    expect(figures.data![0]).toMatchObject({
      charged_cents: 65100,
      refunded_cents: 0,
      vendor_share_cents: 62000,
    });
  });
});
