import { signatureHeader } from '@partyeasy/devstack/stripe';
import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import { platformFeeCents } from '@partyeasy/shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, claimsOf, ids, SEED_PASSWORD } from './support/actors.js';
import { signedInClient } from './support/api-client.js';

// Paying several vendors of one event with one charge (create-event-checkout) through the functions and the
// payment stand-in: every slot held or none, one session whose total is the sum of the bookings' own totals,
// a webhook that moves each booking once however often and however concurrently it comes, refunds of one
// booking as a part of the one charge, and the per-charge reconciliation of the admin overview.

/** Three vendors whose 5% fees round differently: 500.5 → 501, 501.5 → 502, 500.45 → 500. */
const PRICES = [10010, 10030, 10009];

describe('paying several vendors of an event with one charge', () => {
  let stack: PaymentStack;
  let token: string;
  let otherToken: string;
  let vendors: { id: string; packageId: string }[];

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    token = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    otherToken = await passwordToken(stack, actors.otherHost.email!, SEED_PASSWORD);
    vendors = [];
    for (const [i, price] of PRICES.entries()) {
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.vendors (user_id, name, status, servicetype) values ($1, $2, 'approved', $3) returning id`,
        [ids.admin, `Event vendor ${i + 1}`, ['DJ', 'Bartender', 'Photographer'][i]],
      );
      const vendor = rows[0]!.id;
      const pkg = await stack.db.query<{ id: string }>(
        `insert into public."Packages" (vendor_id, name, price, charging_type) values ($1, 'Evening', $2, 'per_event')
         returning id`,
        [vendor, price / 100],
      );
      // Free all day for the next 120 days.
      await stack.db.query(
        `insert into public.availability (vendor_id, date) select $1, current_date + n from generate_series(1, 120) n`,
        [vendor],
      );
      vendors.push({ id: vendor, packageId: pkg.rows[0]!.id });
    }
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** An event of the host (or otherHost) `days` ahead, 18:00 for 4 hours. */
  const newEvent = async (days: number, host: string = ids.host) =>
    (
      await stack.db.query<{ id: string }>(
        `insert into public.events (host_id, name, event_date, start_time, city, guest_count)
         values ($1, 'Party', current_date + $2::int, '18:00', 'Austin, TX', 40) returning id`,
        [host, days],
      )
    ).rows[0]!.id;

  const items = (list = vendors) => list.map((v) => ({ vendorId: v.id, packageId: v.packageId, addons: [] }));

  const checkout = (eventId: string, body: Record<string, unknown> = {}, as = token) =>
    callFunction(stack, 'create-event-checkout', {
      token: as,
      body: { eventId, items: items(), uiMode: 'hosted', ...body },
    });

  const groupBookings = (groupId: string) =>
    stack.db
      .query<{
        id: string;
        vendor_id: string;
        payment_status: string;
        total_amount: string;
        processing_fee: string;
        payment_intent_id: string | null;
        event_id: string;
        refunded_cents: number;
      }>('select * from public.bookings where checkout_group_id = $1 order by total_amount', [groupId])
      .then((r) => r.rows);

  type ChargeLine = {
    booking_id: string;
    vendor_name: string;
    payment_status: string;
    total_cents: number;
    refunded_cents: number;
    net_cents: number;
    vendor_share_cents: number;
    platform_cents: number;
    transferred_cents: number;
    reversed_cents: number;
    reversing_cents: number;
    held_cents: number;
  };
  type Charge = {
    checkout_group_id: string;
    payment_intent_id: string;
    event_name: string | null;
    charged_cents: number;
    refunded_cents: number;
    net_cents: number;
    bookings_net_cents: number;
    reconciles: boolean;
    lines: ChargeLine[];
    total_count: number;
  };
  /** The admin overview's row of one charge (a paid group). */
  async function chargeLine(client: Awaited<ReturnType<typeof signedInClient>>, groupId: string) {
    const rec = await client.rpc('admin_charge_reconciliation', { p_limit: 100 });
    expect(rec.error).toBeNull();
    return (rec.data as unknown as Charge[]).find((r) => r.checkout_group_id === groupId)!;
  }

  async function pay(url: string) {
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

  const sendWebhook = (payload: string) =>
    fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signatureHeader(payload, stack.webhookSecret),
      },
      body: payload,
    });

  /** A checkout.session.completed event of the group's session, with an id of its own. */
  const completedEvent = (n: number, sessionId: string, groupId: string, paymentIntent: string) =>
    JSON.stringify({
      id: `evt_group_${n}_${sessionId.slice(-8)}`,
      object: 'event',
      api_version: '2026-02-25.clover',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: paymentIntent,
          client_reference_id: groupId,
          metadata: { checkout_group_id: groupId },
        },
      },
    });

  let paidGroup: { groupId: string; bookingIds: string[] };
  let raceGroup: { groupId: string; eventId: string };

  it('holds every slot and opens one session charging the sum of the bookings’ own totals', async () => {
    const event = await newEvent(30);
    // Amounts in the body are not read.
    const res = await checkout(event, {
      items: items().map((i) => ({ ...i, price: 1, totalCents: 1, subtotalCents: 1 })),
      totalCents: 100,
      amount: 100,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      uiMode: 'hosted',
      url: expect.any(String),
      sessionId: expect.any(String),
    });
    const groupId = res.body.groupId as string;
    const bookingIds = res.body.bookingIds as string[];
    expect(bookingIds).toHaveLength(3);

    const rows = await groupBookings(groupId);
    expect(rows.map((b) => [b.payment_status, b.event_id])).toEqual(Array(3).fill(['pending', event]));
    const fees = PRICES.map(platformFeeCents);
    expect(fees).toEqual([501, 502, 500]);
    expect(rows.map((b) => Math.round(Number(b.processing_fee) * 100)).sort()).toEqual([...fees].sort());
    const total = PRICES.reduce((s, p) => s + p, 0) + fees.reduce((s, f) => s + f, 0);
    // Per-booking fees, not 5% of the sum (1502.45 → 1502): the charge is the bookings' totals to the cent.
    expect(total).toBe(30049 + 1503);
    const session = stack.standIn.sessions.get(res.body.sessionId as string)!.session;
    expect(session.amount_total).toBe(total);
    const { rows: group } = await stack.db.query('select * from public.checkout_groups where id = $1', [
      groupId,
    ]);
    expect(group[0]).toMatchObject({
      status: 'pending',
      total_cents: total,
      fee_cents: 1503,
      subtotal_cents: 30049,
    });

    await pay(res.body.url as string);
    const paid = await groupBookings(groupId);
    expect(paid.map((b) => b.payment_status)).toEqual(['paid', 'paid', 'paid']);
    expect(new Set(paid.map((b) => b.payment_intent_id)).size).toBe(1);
    const charge = [...stack.standIn.charges.values()].find(
      (c) => c.payment_intent === paid[0]!.payment_intent_id,
    );
    expect(charge?.amount).toBe(total);
    const { rows: mails } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.booking_emails where booking_id = any($1::uuid[]) and kind = 'confirmed'`,
      [bookingIds],
    );
    expect(mails[0]!.n).toBe(6);
    paidGroup = { groupId, bookingIds };

    // The event page lists each booking with its own amounts and the one charge.
    const host = await signedInClient(stack.url, stack.anonKey, actors.host);
    const details = await host.rpc('event_details', { p_event_id: event });
    expect(details.data).toMatchObject({
      paid_total_cents: total,
      checkout_groups: [{ id: groupId, total_cents: total }],
    });
  });

  /** An open offer of `vendor` to `host` for current_date + days at 18:00 for 4 hours, at `cents`. */
  async function offer(vendor: string, host: string, days: number, cents: number) {
    const q = (sql: string, params: unknown[]) =>
      stack.db.query<{ id: string }>(sql, params).then((r) => r.rows[0]!.id);
    const conversation = await q(
      `insert into public.conversations (vendor_id, host_id, vendor_user_id) values ($1, $2, $3)
       on conflict (vendor_id, host_id) do update set vendor_id = excluded.vendor_id returning id`,
      [vendor, host, ids.admin],
    );
    const request = await q(
      `insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours, guest_count,
         location, details)
       values ($1, 'DJ', current_date + $2::int, '18:00', 4, 40, 'Austin, TX', 'Dance music') returning id`,
      [host, days],
    );
    const quote = await q(
      `insert into public.quotes (request_id, vendor_id, conversation_id, respond_by, status, answered_at)
       values ($1, $2, $3, now() + interval '72 hours', 'offered', now()) returning id`,
      [request, vendor, conversation],
    );
    return q(
      `insert into public.quote_offers (quote_id, price_cents, includes, event_date, start_time, duration_hours,
         expires_at)
       values ($1, $2, 'Four hours of dance music', current_date + $3::int, '18:00', 4, now() + interval '3 days')
       returning id`,
      [quote, cents, days],
    );
  }

  it('pays an open offer beside packages at its stored price; the event page lists it until it is paid', async () => {
    const event = await newEvent(35);
    const [dj, bar, photo] = vendors as [(typeof vendors)[0], (typeof vendors)[0], (typeof vendors)[0]];
    const mine = await offer(dj.id, ids.host, 35, 90_000);
    await offer(dj.id, ids.otherHost, 35, 70_000);
    // Another date's offer is not this event's.
    await offer(bar.id, ids.host, 36, 50_000);
    const host = await signedInClient(stack.url, stack.anonKey, actors.host);
    type Listed = { vendor_id: string; shortlisted: boolean; offers: { id: string; price_cents: number }[] };
    const listed = async () =>
      ((await host.rpc('event_shortlist_items', { p_event_id: event })).data ?? []) as unknown as Listed[];
    // The DJ is not saved: it is listed for its offer to this host, and only that one.
    expect(await listed()).toEqual([
      expect.objectContaining({
        vendor_id: dj.id,
        shortlisted: false,
        offers: [expect.objectContaining({ id: mine, price_cents: 90_000 })],
      }),
    ]);

    const res = await checkout(event, { items: [{ offerId: mine }, ...items([bar, photo])] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await groupBookings(res.body.groupId as string);
    const fromOffer = await stack.db.query<{
      total_amount: string;
      processing_fee: string;
      quote_offer_id: string;
    }>(
      'select total_amount, processing_fee, quote_offer_id from public.bookings where checkout_group_id = $1 and vendor_id = $2',
      [res.body.groupId, dj.id],
    );
    expect(fromOffer.rows[0]).toMatchObject({ quote_offer_id: mine });
    expect(Math.round(Number(fromOffer.rows[0]!.total_amount) * 100)).toBe(90_000);
    expect(Math.round(Number(fromOffer.rows[0]!.processing_fee) * 100)).toBe(platformFeeCents(90_000));
    const expected =
      90_000 +
      platformFeeCents(90_000) +
      [PRICES[1]!, PRICES[2]!].reduce((s, p) => s + p + platformFeeCents(p), 0);
    expect(stack.standIn.sessions.get(res.body.sessionId as string)!.session.amount_total).toBe(expected);
    expect(rows).toHaveLength(3);

    await pay(res.body.url as string);
    expect((await groupBookings(res.body.groupId as string)).map((b) => b.payment_status)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
    const status = await stack.db.query<{ status: string }>(
      'select status from public.quote_offers where id = $1',
      [mine],
    );
    expect(status.rows[0]!.status).toBe('paid');
    // Paid: no longer offered for payment.
    expect(await listed()).toEqual([]);
  });

  it('a webhook delivered twice and concurrently marks paid once and queues each booking’s mails once', async () => {
    const event = await newEvent(31);
    const res = await checkout(event);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groupId = res.body.groupId as string;
    const sessionId = res.body.sessionId as string;
    raceGroup = { groupId, eventId: event };
    const payloads = Array.from({ length: 6 }, (_, n) =>
      completedEvent(n, sessionId, groupId, 'pi_group_race'),
    );
    // Six distinct events for the session, each delivered twice, all at once.
    const answers = await Promise.all([...payloads, ...payloads].map(sendWebhook));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const outcomes = await Promise.all(answers.map((a) => a.json()));
    expect(outcomes.filter((o) => o.outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o.duplicate)).toHaveLength(6);

    const rows = await groupBookings(groupId);
    expect(rows.map((b) => [b.payment_status, b.payment_intent_id])).toEqual(
      Array(3).fill(['paid', 'pi_group_race']),
    );
    const ids3 = rows.map((b) => b.id);
    const { rows: history } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.booking_history where booking_id = any($1::uuid[]) and kind = 'paid'`,
      [ids3],
    );
    expect(history[0]!.n).toBe(3);
    const { rows: mails } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.booking_emails where booking_id = any($1::uuid[])`,
      [ids3],
    );
    expect(mails[0]!.n).toBe(6);
  });

  it('cancelling one booking of a paid group refunds only its part by its policy; the others stay paid', async () => {
    const [first, second] = paidGroup.bookingIds;
    const rows = await groupBookings(paidGroup.groupId);
    const byId = new Map(rows.map((b) => [b.id, b]));
    const charge = [...stack.standIn.charges.values()].find(
      (c) => c.payment_intent === rows[0]!.payment_intent_id,
    )!;

    // The host cancels one a month ahead: its subtotal back (the policy's 100%), its fee kept.
    const host = await callFunction(stack, 'cancel-booking', {
      token,
      body: { bookingId: first, as: 'host' },
    });
    expect(host.status, JSON.stringify(host.body)).toBe(200);
    const firstSubtotal = Math.round(Number(byId.get(first!)!.total_amount) * 100);
    expect(host.body).toEqual({ status: 'cancelled', refundedCents: firstSubtotal });

    // An admin refunds another in full: its subtotal and fee.
    const adminToken = await passwordToken(stack, actors.admin.email!, SEED_PASSWORD);
    const admin = await callFunction(stack, 'cancel-booking', {
      token: adminToken,
      body: { bookingId: second, as: 'admin', reason: 'Vendor double-booked' },
    });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    const b2 = byId.get(second!)!;
    const secondTotal = Math.round((Number(b2.total_amount) + Number(b2.processing_fee)) * 100);
    expect(admin.body).toEqual({ status: 'cancelled', refundedCents: secondTotal });
    await stack.standIn.idle();

    // One charge, two partial refunds of it; the third booking is untouched.
    expect(charge.amount_refunded).toBe(firstSubtotal + secondTotal);
    const after = await groupBookings(paidGroup.groupId);
    const status = new Map(after.map((b) => [b.id, [b.payment_status, b.refunded_cents]]));
    expect(status.get(first!)).toEqual(['cancelled', firstSubtotal]);
    expect(status.get(second!)).toEqual(['cancelled', secondTotal]);
    expect(after.filter((b) => b.payment_status === 'paid')).toHaveLength(1);
    const third = after.find((b) => b.payment_status === 'paid')!;
    // More than the booking's own total is refused before the provider is asked.
    const tooMuch = await callFunction(stack, 'cancel-booking', {
      token: adminToken,
      body: { bookingId: third.id, as: 'admin', reason: 'Too much', amountCents: 20000 },
    });
    expect(tooMuch.status).toBe(400);
    expect(charge.amount_refunded).toBe(firstSubtotal + secondTotal);
    // The provider (stand-in) itself refuses more than is left of the one charge.
    const left = charge.amount - charge.amount_refunded;
    await expect(
      stack.stripe.refunds.create({ payment_intent: third.payment_intent_id!, amount: left + 1 }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    expect(charge.amount_refunded).toBe(firstSubtotal + secondTotal);

    // The admin overview: per charge, paid − refunded = Σ bookings' (total − refunded).
    const adminClient = await signedInClient(stack.url, stack.anonKey, actors.admin);
    const line = await chargeLine(adminClient, paidGroup.groupId);
    expect(line).toMatchObject({
      payment_intent_id: third.payment_intent_id,
      bookings: 3,
      charged_cents: charge.amount,
      refunded_cents: charge.amount_refunded,
      net_cents: charge.amount - charge.amount_refunded,
      bookings_net_cents: charge.amount - charge.amount_refunded,
      reconciles: true,
    });
    // Hosts do not see it.
    const hostClient = await signedInClient(stack.url, stack.anonKey, actors.host);
    const refused = await hostClient.rpc('admin_charge_reconciliation', {});
    expect(refused.error?.code).toBe('42501');
    expect(refused.data).toBeNull();
  });

  it('a slot taken meanwhile answers 409 naming the vendor, and nothing is left held', async () => {
    const event = await newEvent(40);
    const taken = vendors[1]!;
    await stack.db.query(
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, processing_fee, payment_status,
         booking_date, booking_time, duration_hours, guest_count, payment_intent_id)
       values ($1, $2, 'host2@partyeasy.test', 100, 5, 'paid', current_date + 40, '19:00', 2, 10, 'pi_other')`,
      [taken.id, ids.otherHost],
    );
    const count = () =>
      stack.db
        .query<{ n: number }>(
          `select (select count(*) from public.bookings where user_id = $1)::int
                + (select count(*) from public.checkout_groups where host_id = $1)::int as n`,
          [ids.host],
        )
        .then((r) => r.rows[0]!.n);
    const before = await count();
    const sessions = stack.standIn.sessions.size;
    const res = await checkout(event);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'slot_taken',
      message: "Some vendors are no longer free at the event's time. Please replace them.",
      vendorIds: [taken.id],
    });
    expect(await count()).toBe(before);
    expect(stack.standIn.sessions.size).toBe(sessions);

    // Replaced by the other two alone, the checkout goes through.
    const two = await checkout(event, { items: items([vendors[0]!, vendors[2]!]) });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    // Given up: the session is expired and both bookings cancelled.
    const cancelled = await callFunction(stack, 'cancel-checkout', {
      token,
      body: { groupId: two.body.groupId },
    });
    expect(cancelled).toEqual({ status: 200, body: { status: 'cancelled' } });
    expect(stack.standIn.sessions.get(two.body.sessionId as string)!.session.status).toBe('expired');
    expect((await groupBookings(two.body.groupId as string)).map((b) => b.payment_status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('an expired group session cancels every booking of the group', async () => {
    const event = await newEvent(45);
    const res = await checkout(event);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await stack.standIn.expireSession(res.body.sessionId as string);
    await stack.standIn.idle();
    expect((await groupBookings(res.body.groupId as string)).map((b) => b.payment_status)).toEqual(
      Array(3).fill('cancelled'),
    );
    const { rows } = await stack.db.query('select status from public.checkout_groups where id = $1', [
      res.body.groupId,
    ]);
    expect(rows[0]!.status).toBe('cancelled');
  });

  it('20 concurrent checkouts of the same vendors by two hosts hold at most one group', async () => {
    const date = 50;
    const mine = await newEvent(date);
    const theirs = await newEvent(date, ids.otherHost);
    const sessions = stack.standIn.sessions.size;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? checkout(mine) : checkout(theirs, {}, otherToken))),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok, JSON.stringify(results.map((r) => r.body))).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(['slot_taken', 'checkout_in_progress']).toContain(r.body.error);
    }
    const { rows } = await stack.db.query<{ n: number; groups: number }>(
      `select count(*)::int as n, count(distinct checkout_group_id)::int as groups from public.bookings
        where booking_date = current_date + $1::int and payment_status in ('pending', 'paid')`,
      [date],
    );
    expect(rows[0]).toEqual({ n: 3, groups: 1 });
    expect(stack.standIn.sessions.size).toBe(sessions + 1);
    const winner = results.findIndex((r) => r.status === 200);
    const given = await callFunction(stack, 'cancel-checkout', {
      token: winner % 2 === 0 ? token : otherToken,
      body: { groupId: ok[0]!.body.groupId },
    });
    expect(given.body).toEqual({ status: 'cancelled' });
  });

  it('refuses another host’s event, a vendor twice, and a booking of the group paid on its own', async () => {
    const theirs = await newEvent(60, ids.otherHost);
    const other = await checkout(theirs);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('event_not_found');
    const mine = await newEvent(61);
    const twice = await checkout(mine, { items: [...items(), items()[0]] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Choose each vendor once.');

    const res = await checkout(mine);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const alone = await callFunction(stack, 'create-checkout-session', {
      token,
      body: { bookingId: (res.body.bookingIds as string[])[0], uiMode: 'hosted' },
    });
    expect(alone.status).toBe(409);
    expect(alone.body.error).toBe('booking_not_bookable');
    // The /cancel page (the session's cancel_url names a booking of the group) gives up the whole group.
    const session = stack.standIn.sessions.get(res.body.sessionId as string)!.session as {
      cancel_url?: string;
    };
    const named = new URL(session.cancel_url!).searchParams.get('booking');
    expect(res.body.bookingIds).toContain(named);
    const cancelled = await callFunction(stack, 'cancel-checkout', { token, body: { bookingId: named } });
    expect(cancelled).toEqual({ status: 200, body: { status: 'cancelled' } });
    expect((await groupBookings(res.body.groupId as string)).map((b) => b.payment_status)).toEqual(
      Array(3).fill('cancelled'),
    );
    // Another host cannot cancel it (nor learn it exists).
    const theirsCancel = await callFunction(stack, 'cancel-checkout', {
      token: otherToken,
      body: { groupId: res.body.groupId },
    });
    expect(theirsCancel.status).toBe(404);
  });

  it('create-booking files a booking under the host’s own event only', async () => {
    const mine = await newEvent(70);
    const theirs = await newEvent(70, ids.otherHost);
    const { rows: day } = await stack.db.query<{ d: string }>(`select (current_date + 70)::text as d`);
    const body = (eventId: string) => ({
      vendorId: vendors[0]!.id,
      packageId: vendors[0]!.packageId,
      addons: [],
      date: day[0]!.d,
      startTime: '18:00',
      guests: 40,
      hours: 4,
      eventLocation: 'Austin, TX',
      eventId,
    });
    const count = async () =>
      (
        await stack.db.query<{ n: number }>(
          'select count(*)::int as n from public.bookings where user_id = $1',
          [ids.host],
        )
      ).rows[0]!.n;
    const before = await count();
    const refused = await callFunction(stack, 'create-booking', { token, body: body(theirs) });
    expect(refused).toEqual({ status: 404, body: { error: 'event_not_found', message: 'Event not found.' } });
    expect(await count()).toBe(before);
    const made = await callFunction(stack, 'create-booking', { token, body: body(mine) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { rows } = await stack.db.query('select event_id from public.bookings where id = $1', [
      made.body.bookingId,
    ]);
    expect(rows).toEqual([{ event_id: mine }]);
  });

  it('pays each vendor its own transfer in the event’s transfer group; a dispute holds only its booking', async () => {
    const rows = await groupBookings(raceGroup.groupId);
    const bookingIds = rows.map((b) => b.id);
    // The party took place yesterday.
    await stack.db.query(
      `update public.bookings set booking_date = current_date - 1, payment_status = 'completed', completed_at = now()
        where id = any($1::uuid[])`,
      [bookingIds],
    );
    await stack.db.query(
      `insert into public.payout_accounts (vendor_id, stripe_account_id, state, details_submitted)
       select v, 'acct_event' || i, 'payouts_enabled', true from unnest($1::uuid[]) with ordinality as x(v, i)`,
      [vendors.map((v) => v.id)],
    );
    const disputed = rows[0]!;
    await stack.db.query(
      `insert into public.disputes (booking_id, host_id, vendor_id, reason, description)
       values ($1, $2, $3, 'no_show', 'The vendor never arrived at the party.')`,
      [disputed.id, ids.host, disputed.vendor_id],
    );
    await stack.db.query('select public.schedule_payouts(now())');
    const { rows: claimed } = await stack.db.query<{
      booking_id: string;
      transfer_group: string;
      amount_cents: number;
    }>(
      `select booking_id, transfer_group, amount_cents from public.claim_payout_entries(now(), 100)
        where booking_id = any($1::uuid[]) and kind = 'transfer'`,
      [bookingIds],
    );
    expect(claimed.map((c) => c.booking_id).sort()).toEqual(
      bookingIds.filter((id) => id !== disputed.id).sort(),
    );
    for (const c of claimed) {
      expect(c.transfer_group).toBe(`event-${raceGroup.eventId}`);
      const b = rows.find((r) => r.id === c.booking_id)!;
      expect(c.amount_cents).toBe(Math.round(Number(b.total_amount) * 100));
    }
  });

  it('reconciles the charge to the cent per vendor: a refund, a transfer and its partial reversal', async () => {
    const adminClient = await signedInClient(stack.url, stack.anonKey, actors.admin);
    const rows = await groupBookings(paidGroup.groupId);
    const paid = rows.find((b) => b.payment_status === 'paid')!;
    const subtotal = Math.round(Number(paid.total_amount) * 100);
    const charge = [...stack.standIn.charges.values()].find(
      (c) => c.payment_intent === paid.payment_intent_id,
    )!;

    // The party took place yesterday; the payout run sends the vendor its subtotal, and the transfer lands.
    await stack.db.query(
      `update public.bookings set booking_date = current_date - 1, payment_status = 'completed', completed_at = now()
        where id = $1`,
      [paid.id],
    );
    await stack.db.query('select public.schedule_payouts(now())');
    const transfer = await stack.db.query<{ id: number; amount_cents: number }>(
      `update public.payout_ledger set status = 'succeeded', provider_id = 'tr_rec_' || id, settled_at = now()
        where booking_id = $1 and kind = 'transfer' returning id, amount_cents`,
      [paid.id],
    );
    expect(transfer.rows[0]!.amount_cents).toBe(subtotal);

    // Afterwards $25.00 of it is refunded from the one charge: the run takes that much back from the vendor.
    await stack.stripe.refunds.create({ payment_intent: paid.payment_intent_id!, amount: 2500 });
    await stack.db.query('update public.bookings set refunded_cents = refunded_cents + 2500 where id = $1', [
      paid.id,
    ]);
    await stack.db.query('select public.schedule_payouts(now())');
    const reversal = await stack.db.query<{ id: number; amount_cents: number }>(
      `select id, amount_cents from public.payout_ledger where booking_id = $1 and kind = 'reversal'`,
      [paid.id],
    );
    expect(reversal.rows.map((r) => r.amount_cents)).toEqual([2500]);

    // While the reversal is on its way the vendor's share is not yet exceeded: reconciled.
    let row = await chargeLine(adminClient, paidGroup.groupId);
    expect(row.reconciles).toBe(true);
    await stack.db.query(
      `update public.payout_ledger set status = 'succeeded', provider_id = 'trr_rec_' || id, settled_at = now()
        where id = $1`,
      [reversal.rows[0]!.id],
    );

    row = await chargeLine(adminClient, paidGroup.groupId);
    const byBooking = new Map(row.lines.map((l) => [l.booking_id, l]));
    expect(byBooking.get(paid.id)).toMatchObject({
      vendor_name: expect.stringMatching(/^Event vendor /),
      payment_status: 'completed',
      total_cents: subtotal + Math.round(Number(paid.processing_fee) * 100),
      refunded_cents: 2500,
      vendor_share_cents: subtotal - 2500,
      transferred_cents: subtotal,
      reversed_cents: 2500,
      reversing_cents: 0,
    });
    // The one charge, to the cent: what the provider holds equals the sum of the vendors' parts, and each
    // part splits into the vendor's share and the platform's part.
    expect(row).toMatchObject({
      charged_cents: charge.amount,
      refunded_cents: charge.amount_refunded,
      net_cents: charge.amount - charge.amount_refunded,
      bookings_net_cents: charge.amount - charge.amount_refunded,
      reconciles: true,
    });
    const sum = (pick: (l: ChargeLine) => number) => row.lines.reduce((s, l) => s + pick(l), 0);
    expect(sum((l) => l.total_cents)).toBe(charge.amount);
    expect(sum((l) => l.refunded_cents)).toBe(charge.amount_refunded);
    expect(sum((l) => l.vendor_share_cents + l.platform_cents)).toBe(charge.amount - charge.amount_refunded);
    for (const l of row.lines)
      expect(l.transferred_cents - l.reversed_cents).toBeLessThanOrEqual(l.vendor_share_cents);

    // A reversal that was given up (void) leaves the vendor with more than its share: not reconciled. Read as the
    // admin in the same transaction, rolled back: the stack's payout schedule would otherwise schedule a new
    // reversal meanwhile, which counts as under way.
    const voided = await stack.db
      .transaction(async (tx) => {
        await tx.query(`update public.payout_ledger set status = 'void' where id = $1`, [
          reversal.rows[0]!.id,
        ]);
        await tx.query('set local role authenticated');
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(claimsOf(actors.admin)),
        ]);
        const { rows } = await tx.query<{ reconciles: boolean }>(
          'select reconciles from public.admin_charge_reconciliation(100, 0) where checkout_group_id = $1',
          [paidGroup.groupId],
        );
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((err: { rows?: { reconciles: boolean }[] }) => err.rows);
    expect(voided).toEqual([{ reconciles: false }]);
  });

  it('pages the charges newest first, at most 100 a page, along an index', async () => {
    const adminClient = await signedInClient(stack.url, stack.anonKey, actors.admin);
    // 120 older paid charges (no bookings of their own: the page's size is what is checked here).
    await stack.db.query(
      `insert into public.checkout_groups (host_id, status, paid_at, payment_intent_id)
       select $1, 'paid', now() - make_interval(days => n), 'pi_page_' || n from generate_series(1, 120) n`,
      [ids.otherHost],
    );
    const first = await adminClient.rpc('admin_charge_reconciliation', { p_limit: 1000, p_offset: 0 });
    expect(first.error).toBeNull();
    const page = first.data as unknown as Charge[];
    expect(page).toHaveLength(100);
    expect(page[0]!.total_count).toBeGreaterThanOrEqual(120);
    const times = page.map((r) => Date.parse((r as unknown as { paid_at: string }).paid_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const next = await adminClient.rpc('admin_charge_reconciliation', { p_limit: 100, p_offset: 100 });
    const rest = next.data as unknown as Charge[];
    expect(rest.length).toBe(page[0]!.total_count - 100);
    expect(new Set([...page, ...rest].map((r) => r.checkout_group_id)).size).toBe(page[0]!.total_count);
    // The page's query reads the paid-charges index in order (no sort of every paid charge).
    await stack.db.query('analyze public.checkout_groups');
    const text = await stack.db.transaction(async (t) => {
      await t.query('set local enable_seqscan = off');
      await t.query('set local enable_bitmapscan = off');
      const plan = await t.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.checkout_groups where status = 'paid' order by paid_at desc, id desc limit 100`,
      );
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(text).toContain('checkout_groups_paid_idx');
    expect(text).not.toContain('Sort');
  });
});
