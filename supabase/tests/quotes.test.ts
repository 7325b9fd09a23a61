import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ActorName, actors, ids, SEED_PASSWORD } from './support/actors.js';
import { forgetTestHolds } from './support/database.js';

// Custom quotes through the API on PostgreSQL (issue 44, docs/quotes.md): request → offer → accept →
// checkout → webhook → booked, the refusals of each step, and the schedule's expiry and e-mails.
// DJ Nova (ownerVendor) and Shaken & Stirred (otherVendor) are made one category ('DJ') for these tests, and
// each test gets whole days of availability of its own far from the seed's bookings.

const DJ = ids.ownVendor;
const BAR = ids.otherVendor;

type Db = SupabaseClient<Database>;

describe('quotes', () => {
  let stack: PaymentStack;
  const tokens = new Map<ActorName, string>();
  const clients = new Map<ActorName, Db>();
  const as = (actor: ActorName) => clients.get(actor)!;
  let dayOffset = 40;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    for (const name of ['host', 'otherHost', 'ownerVendor', 'otherVendor'] as const) {
      const token = await passwordToken(stack, actors[name].email!, SEED_PASSWORD);
      tokens.set(name, token);
      clients.set(
        name,
        createClient<Database>(stack.url, stack.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          global: { headers: { Authorization: `Bearer ${token}` } },
        }),
      );
    }
    clients.set(
      'anon',
      createClient<Database>(stack.url, stack.anonKey, { auth: { persistSession: false } }),
    );
    await stack.db.query(
      `update public.vendors set servicetype = 'DJ', status = 'approved' where id in ($1, $2)`,
      [DJ, BAR],
    );
  });
  afterAll(async () => {
    await stack?.stop();
  });
  beforeEach(async () => {
    await forgetTestHolds(stack.db);
    // the daily request limit counts every test's requests
    await stack.db.query(`update public.quote_requests set created_at = created_at - interval '2 days'`);
  });

  /** A date `dayOffset` days ahead, open all day for the vendors (each call a new date). */
  async function openDay(...vendors: string[]): Promise<string> {
    dayOffset += 1;
    const r = await stack.db.query<{ d: string }>(`select (current_date + $1::int)::text as d`, [dayOffset]);
    const date = r.rows[0]!.d;
    for (const v of vendors.length ? vendors : [DJ, BAR]) {
      await stack.db.query(
        `insert into public.availability (vendor_id, date, is_available) values ($1, $2, true)`,
        [v, date],
      );
    }
    return date;
  }

  const request = (actor: ActorName, date: string, overrides: Record<string, unknown> = {}) =>
    as(actor).rpc('request_quotes', {
      p_vendor_ids: [DJ, BAR],
      p_event_date: date,
      p_start_time: '18:00',
      p_hours: 4,
      p_guests: 80,
      p_location: 'Austin',
      p_budget_cents: 150000,
      p_details: 'A DJ for a 40th birthday, 80s and 90s music.',
      ...overrides,
    } as never);

  async function quoteOf(requestId: string, vendorId: string): Promise<string> {
    const r = await stack.db.query<{ id: string }>(
      'select id from public.quotes where request_id = $1 and vendor_id = $2',
      [requestId, vendorId],
    );
    return r.rows[0]!.id;
  }

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  const offer = (actor: ActorName, quoteId: string, date: string, overrides: Record<string, unknown> = {}) =>
    as(actor).rpc('make_quote_offer', {
      p_quote_id: quoteId,
      p_price_cents: 125000,
      p_includes: 'DJ, two speakers, lights, 4 hours.',
      p_event_date: date,
      p_start_time: '18:00',
      p_hours: 4,
      p_expires_at: inDays(3),
      p_refund_policy: null,
      ...overrides,
    } as never);

  it('request → offer → accept → checkout → webhook: booked at the offer price, once', async () => {
    const date = await openDay();
    const sent = await request('host', date);
    expect(sent.error).toBeNull();
    const requestId = sent.data as unknown as string;

    // Each vendor got its quote, a card in its conversation with the host, and an e-mail queued.
    const djQuote = await quoteOf(requestId, DJ);
    const vendorView = await as('ownerVendor').rpc('vendor_quotes', {});
    expect(vendorView.error).toBeNull();
    const row = vendorView.data!.find((q) => q.quote_id === djQuote)!;
    expect(row).toMatchObject({
      host_name: 'Hannah',
      status: 'waiting',
      guest_count: 80,
      location: 'Austin',
    });
    const cards = await as('ownerVendor').rpc('conversation_messages', {
      p_conversation_id: row.conversation_id,
    });
    expect(cards.data![0]).toMatchObject({
      kind: 'quote_request',
      quote_id: djQuote,
      quote_request_id: requestId,
    });
    expect(cards.data![0]!.body).toMatch(
      /^Quote request: \w{3}, \w{3} \d{1,2}, \d{4} at 6:00 PM, 4 hours, 80 guests, Austin$/,
    );
    const mails = await stack.db.query(
      `select kind, recipient from public.quote_emails e join public.quotes q on q.id = e.quote_id
        where q.request_id = $1 order by recipient`,
      [requestId],
    );
    expect(mails.rows).toEqual([
      { kind: 'request', recipient: 'vendor' },
      { kind: 'request', recipient: 'vendor' },
    ]);

    const made = await offer('ownerVendor', djQuote, date);
    expect(made.error).toBeNull();
    const offerId = made.data as unknown as string;

    const hostView = await as('host').rpc('quote_request_details', { p_request_id: requestId });
    expect(hostView.error).toBeNull();
    const dj = (hostView.data as { vendors: { vendor_id: string }[] }).vendors.find(
      (v) => v.vendor_id === DJ,
    );
    expect(dj).toMatchObject({
      status: 'offered',
      offer: { id: offerId, price_cents: 125000, fee_cents: 6250, total_cents: 131250 },
      booking_id: null,
    });

    const accepted = await as('host').rpc('accept_quote_offer', { p_offer_id: offerId });
    expect(accepted.error).toBeNull();
    const bookingId = accepted.data as unknown as string;
    // accepting again answers the same booking
    expect((await as('host').rpc('accept_quote_offer', { p_offer_id: offerId })).data).toBe(bookingId);
    const booking = (
      await stack.db.query(
        `select payment_status, total_amount::text, processing_fee::text, selected_packages, quote_offer_id,
                booking_date::text, booking_time::text, duration_hours::text, guest_count
           from public.bookings where id = $1`,
        [bookingId],
      )
    ).rows[0];
    expect(booking).toMatchObject({
      payment_status: 'clicked_book',
      total_amount: '1250.00',
      processing_fee: '62.50',
      selected_packages: 'Custom offer',
      quote_offer_id: offerId,
      booking_date: date,
      booking_time: '18:00:00',
      duration_hours: '4.00',
      guest_count: 80,
    });

    // the browser's price is never read
    const checkout = await callFunction(stack, 'create-checkout-session', {
      token: tokens.get('host')!,
      body: { bookingId, total_amount: 1, priceCents: 100 },
    });
    expect(checkout.status).toBe(200);
    const session = stack.standIn.sessions.get(checkout.body.sessionId as string)!;
    expect(session.session.amount_total).toBe(131250);
    expect(session.lineItems.map((l) => [l.description, l.amount_total])).toEqual([
      ['Custom offer', 125000],
      ['Processing fee (5%)', 6250],
    ]);
    const paid = await fetch(checkout.body.url as string, {
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
    await stack.standIn.idle();

    const after = await stack.db.query(
      `select b.payment_status, o.status as offer_status, q.status as quote_status
         from public.bookings b join public.quote_offers o on o.id = b.quote_offer_id
         join public.quotes q on q.id = o.quote_id where b.id = $1`,
      [bookingId],
    );
    expect(after.rows[0]).toEqual({ payment_status: 'paid', offer_status: 'paid', quote_status: 'booked' });
    const hostAfter = await as('host').rpc('quote_request_details', { p_request_id: requestId });
    expect(
      (hostAfter.data as { vendors: { vendor_id: string }[] }).vendors.find((v) => v.vendor_id === DJ),
    ).toMatchObject({
      status: 'booked',
      booking_id: bookingId,
    });
    // a paid offer is paid once
    const again = await as('host').rpc('accept_quote_offer', { p_offer_id: offerId });
    expect(again.error?.message).toBe('This offer is already paid.');
  });
});
