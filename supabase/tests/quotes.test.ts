import { callFunction, type PaymentStack, startPaymentStack } from '@partyeasy/devstack/stripe/testing';
import { QUOTE_MESSAGES, QUOTE_REQUESTS_PER_DAY, quoteRequestError } from '@partyeasy/shared-domain';
import type { Database } from '@partyeasy/shared-domain/database';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ActorName, ids } from './support/actors.js';
import { forgetTestHolds } from './support/database.js';
import { payOnHostedPage } from './support/payments.js';
import { seedSessions } from './support/sessions.js';

// Custom quotes through the API on PostgreSQL (issue 44, docs/quotes.md): request → offer → accept →
// checkout → webhook → booked, the refusals of each step, and the schedule's expiry and e-mails.
// DJ Nova (ownerVendor) and Shaken & Stirred (otherVendor) are made one category ('DJ') for these tests, and
// each test gets whole days of availability of its own far from the seed's bookings.

const DJ = ids.ownVendor;
const BAR = ids.otherVendor;

type Db = SupabaseClient<Database>;

describe('quotes', () => {
  let stack: PaymentStack;
  let tokens: Map<ActorName, string>;
  let clients: Map<ActorName, Db>;
  const as = (actor: ActorName) => clients.get(actor)!;
  let dayOffset = 40;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    ({ tokens, clients } = await seedSessions(stack, ['host', 'otherHost', 'ownerVendor', 'otherVendor']));
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
    // the live broadcast carries the same three fields at its end
    const broadcast = await stack.db.query<{ payload: Record<string, unknown> }>(
      `select payload from realtime.messages where topic = $1 and event = 'message' order by inserted_at desc limit 1`,
      [`conversation:${row.conversation_id}`],
    );
    expect(broadcast.rows[0]!.payload).toMatchObject({
      kind: 'quote_request',
      quote_id: djQuote,
      quote_request_id: requestId,
    });
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
    await payOnHostedPage(stack, checkout.body.url as string);

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

    // from here an ordinary booking: the confirmations name the custom offer and its amounts
    const mailed = await fetch(`${stack.url}/functions/v1/booking-emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(mailed.status).toBe(200);
    const confirmation = stack.mailbox
      .list()
      .find(
        (m) =>
          m.to === 'host@partyeasy.test' &&
          m.text.includes(bookingId.slice(0, 8)) &&
          /confirmed/i.test(m.subject),
      );
    expect(confirmation?.text).toContain('Package: Custom offer');
    // the event ends: completed by the schedule like any booking
    await stack.db.query(`update public.bookings set booking_date = current_date - 2 where id = $1`, [
      bookingId,
    ]);
    await stack.db.query('select public.complete_finished_bookings()');
    expect(
      await stack.db.query('select payment_status from public.bookings where id = $1', [bookingId]),
    ).toMatchObject({
      rows: [{ payment_status: 'completed' }],
    });
  });

  // Helpers of the tests below -----------------------------------------------------------------------------

  const checkout = (bookingId: string, actor: ActorName = 'host') =>
    callFunction(stack, 'create-checkout-session', { token: tokens.get(actor)!, body: { bookingId } });

  /** A request of host to DJ Nova (and the bar) on a new open day, and DJ Nova's quote. */
  async function djQuote(vendors = [DJ, BAR]) {
    const date = await openDay(...vendors);
    const sent = await request('host', date, { p_vendor_ids: vendors });
    expect(sent.error).toBeNull();
    const requestId = sent.data as unknown as string;
    return { date, requestId, quoteId: await quoteOf(requestId, DJ) };
  }

  async function djOffer(overrides: Record<string, unknown> = {}) {
    const q = await djQuote();
    const made = await offer('ownerVendor', q.quoteId, q.date, overrides);
    expect(made.error).toBeNull();
    return { ...q, offerId: made.data as unknown as string };
  }

  const statusOf = async (table: 'quotes' | 'quote_offers' | 'bookings', id: string) =>
    (
      await stack.db.query<{ s: string }>(
        `select ${table === 'bookings' ? 'payment_status' : 'status'} as s from public.${table} where id = $1`,
        [id],
      )
    ).rows[0]!.s;

  const count = async (sql: string, params: unknown[] = []) =>
    (await stack.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params)).rows[0]!.n;

  // Requests ---------------------------------------------------------------------------------------------

  it('refuses a bad request with the message shared-domain gives, and writes nothing', async () => {
    const date = await openDay();
    const today = (
      await stack.db.query<{ d: string }>(`select (now() at time zone $1)::date::text as d`, [
        'America/Chicago',
      ])
    ).rows[0]!.d;
    const fields = {
      p_event_date: date,
      p_start_time: '18:00',
      p_hours: 4,
      p_guests: 80,
      p_location: 'Austin',
      p_budget_cents: 150000 as number | null,
      p_details: 'A DJ for a birthday.',
    };
    const cases: [Partial<typeof fields>, string][] = [
      [{ p_event_date: today }, QUOTE_MESSAGES.dateFromTomorrow],
      [{ p_hours: 2.25 }, QUOTE_MESSAGES.hours],
      [{ p_hours: 0 }, QUOTE_MESSAGES.hours],
      [{ p_guests: 0 }, QUOTE_MESSAGES.guests],
      [{ p_guests: 10001 }, QUOTE_MESSAGES.guests],
      [{ p_location: '  \u200B ' }, QUOTE_MESSAGES.locationRequired],
      [{ p_location: 'x'.repeat(201) }, QUOTE_MESSAGES.locationTooLong],
      [{ p_budget_cents: 99 }, QUOTE_MESSAGES.budget],
      [{ p_details: '' }, QUOTE_MESSAGES.detailsRequired],
      [{ p_details: 'x'.repeat(2001) }, QUOTE_MESSAGES.detailsTooLong],
      [{ p_details: 'Hi\u0007' }, 'The details contains control characters, which are not allowed.'],
    ];
    const before = await count('select 1 from public.quotes');
    for (const [change, message] of cases) {
      const input = { ...fields, ...change };
      const r = await request('host', date, input);
      expect(r.error?.message, JSON.stringify(change)).toBe(message);
      expect(r.status).toBe(400);
      // the form's validator says the same before sending
      expect(
        quoteRequestError(
          {
            eventDate: input.p_event_date,
            startTime: input.p_start_time,
            hours: input.p_hours,
            guests: input.p_guests,
            location: input.p_location,
            budgetCents: input.p_budget_cents,
            details: input.p_details,
          },
          today,
        ),
      ).toBe(message);
    }
    const vendorCases: [ActorName, string[], number, string][] = [
      ['host', [], 400, QUOTE_MESSAGES.vendorsCount],
      ['host', Array.from({ length: 6 }, () => crypto.randomUUID()), 400, QUOTE_MESSAGES.vendorsCount],
      ['ownerVendor', [DJ, BAR], 403, QUOTE_MESSAGES.ownListing],
      ['host', [DJ, ids.pendingVendor], 409, QUOTE_MESSAGES.notLive('Bubble Bar Houston')],
      ['host', [DJ, ids.venue], 400, QUOTE_MESSAGES.oneCategory],
      ['host', [DJ, crypto.randomUUID()], 404, 'One of these vendors was not found.'],
    ];
    for (const [actor, vendors, status, message] of vendorCases) {
      const r = await request(actor, date, { p_vendor_ids: vendors });
      expect([r.status, r.error?.message]).toEqual([status, message]);
    }
    expect(await count('select 1 from public.quotes')).toBe(before);
    expect(await count('select 1 from public.quote_requests where event_date = $1', [date])).toBe(0);
  });

  it('refuses a second open request to a vendor for the same date, and more than the daily limit', async () => {
    const { date } = await djQuote([DJ]);
    const again = await request('host', date, { p_vendor_ids: [BAR, DJ] });
    expect([again.status, again.error?.message]).toEqual([409, QUOTE_MESSAGES.duplicate('DJ Nova')]);
    expect(
      await count(
        'select 1 from public.quotes q join public.quote_requests r on r.id = q.request_id where r.event_date = $1',
        [date],
      ),
    ).toBe(1);

    await stack.db.query(
      `insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours, guest_count,
         location, details)
       select $1, 'DJ', current_date + 300, '18:00', 4, 10, 'Austin', 'Filler' from generate_series(1, $2)`,
      [ids.otherHost, QUOTE_REQUESTS_PER_DAY],
    );
    const over = await request('otherHost', await openDay());
    expect([over.status, over.error?.message]).toEqual([429, QUOTE_MESSAGES.tooMany]);
  });

  it('tells which vendors have availability on the date, for anyone, live listings only', async () => {
    const date = await openDay(DJ);
    const r = await as('anon').rpc('quote_vendor_availability', {
      p_vendor_ids: [DJ, BAR, ids.pendingVendor],
      p_date: date,
    });
    expect(r.error).toBeNull();
    expect(new Map(r.data!.map((x) => [x.vendor_id, x.available]))).toEqual(
      new Map([
        [DJ, true],
        [BAR, false],
      ]),
    );
  });

  // Offers -----------------------------------------------------------------------------------------------

  it('refuses a bad offer with the messages shared-domain gives', async () => {
    const { date, quoteId } = await djQuote();
    const closed = await openDay(BAR); // not open for DJ Nova
    const cases: [Record<string, unknown>, number, string][] = [
      [{ p_price_cents: 99 }, 400, QUOTE_MESSAGES.price],
      [{ p_includes: ' ' }, 400, QUOTE_MESSAGES.includesRequired],
      [{ p_expires_at: inDays(7.01) }, 400, QUOTE_MESSAGES.expiresTooLate],
      [{ p_expires_at: inDays(-0.01) }, 400, QUOTE_MESSAGES.expiresInPast],
      [{ p_hours: 25 }, 400, QUOTE_MESSAGES.hours],
      [{ p_refund_policy: 'lenient' }, 400, QUOTE_MESSAGES.refundPolicy],
      [{ p_event_date: closed }, 409, QUOTE_MESSAGES.slotClosedVendor],
    ];
    for (const [change, status, message] of cases) {
      const r = await offer('ownerVendor', quoteId, date, change);
      expect([r.status, r.error?.message], JSON.stringify(change)).toEqual([status, message]);
    }
    // an event 2 days away cannot have an offer open for 3
    const soon = (await stack.db.query<{ d: string }>(`select (current_date + 2)::text as d`)).rows[0]!.d;
    await stack.db.query(
      `insert into public.availability (vendor_id, date, is_available) values ($1, $2, true)`,
      [DJ, soon],
    );
    const late = await offer('ownerVendor', quoteId, soon, {
      p_start_time: '10:00',
      p_expires_at: inDays(6),
    });
    expect(late.error?.message).toBe(QUOTE_MESSAGES.expiresAfterEvent);
    expect(await count('select 1 from public.quote_offers where quote_id = $1', [quoteId])).toBe(0);
    expect(await statusOf('quotes', quoteId)).toBe('waiting');
  });

  it('replaces an offer: the old one and its unpaid booking stop, its checkout answers offer_changed', async () => {
    const first = await djOffer();
    const bookingId = (await as('host').rpc('accept_quote_offer', { p_offer_id: first.offerId }))
      .data as unknown as string;
    const second = await offer('ownerVendor', first.quoteId, first.date, { p_price_cents: 99000 });
    expect(second.error).toBeNull();
    expect(await statusOf('quote_offers', first.offerId)).toBe('replaced');
    expect(await statusOf('bookings', bookingId)).toBe('cancelled');
    const paying = await checkout(bookingId);
    expect(paying).toMatchObject({
      status: 409,
      body: { error: 'offer_changed', message: QUOTE_MESSAGES.offerChanged },
    });
    const stale = await as('host').rpc('accept_quote_offer', { p_offer_id: first.offerId });
    expect([stale.status, stale.error?.message, stale.error?.hint]).toEqual([
      409,
      QUOTE_MESSAGES.offerChanged,
      'offer_changed',
    ]);
    // the host sees the new offer only
    const view = await as('host').rpc('quote_request_details', { p_request_id: first.requestId });
    const dj = (
      view.data as { vendors: { vendor_id: string; offer: { id: string; price_cents: number } }[] }
    ).vendors.find((v) => v.vendor_id === DJ)!;
    expect(dj.offer).toMatchObject({ id: second.data, price_cents: 99000 });
    // the vendor's card trail: request, offer, offer
    const kinds = await stack.db.query<{ kind: string }>(
      'select kind from public.messages where quote_id = $1 order by id',
      [first.quoteId],
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(['quote_request', 'quote_offer', 'quote_offer']);
  });

  it('refuses to replace, withdraw or decline while the host is paying the offer, and after it is paid', async () => {
    const o = await djOffer();
    const bookingId = (await as('host').rpc('accept_quote_offer', { p_offer_id: o.offerId }))
      .data as unknown as string;
    const started = await checkout(bookingId);
    expect(started.status).toBe(200);
    for (const r of [
      await offer('ownerVendor', o.quoteId, o.date, { p_price_cents: 200000 }),
      await as('ownerVendor').rpc('withdraw_quote_offer', { p_offer_id: o.offerId }),
      await as('ownerVendor').rpc('decline_quote', { p_quote_id: o.quoteId, p_reason: 'Changed my mind' }),
    ]) {
      expect([r.status, r.error?.message]).toEqual([409, QUOTE_MESSAGES.beingPaid]);
    }
    await payOnHostedPage(stack, started.body.url as string);
    expect(await statusOf('quotes', o.quoteId)).toBe('booked');
    const after = await offer('ownerVendor', o.quoteId, o.date, { p_price_cents: 200000 });
    expect([after.status, after.error?.message]).toEqual([409, QUOTE_MESSAGES.requestBooked]);
    expect(await count('select 1 from public.quote_offers where quote_id = $1', [o.quoteId])).toBe(1);
  });

  it('withdraws an offer (the quote waits again) and declines a request (the host is told)', async () => {
    const o = await djOffer();
    const w = await as('ownerVendor').rpc('withdraw_quote_offer', { p_offer_id: o.offerId });
    expect(w.error).toBeNull();
    expect([await statusOf('quote_offers', o.offerId), await statusOf('quotes', o.quoteId)]).toEqual([
      'withdrawn',
      'waiting',
    ]);
    const accept = await as('host').rpc('accept_quote_offer', { p_offer_id: o.offerId });
    expect([accept.status, accept.error?.message]).toEqual([409, QUOTE_MESSAGES.offerWithdrawn]);
    const again = await as('ownerVendor').rpc('withdraw_quote_offer', { p_offer_id: o.offerId });
    expect(again.error?.message).toBe(QUOTE_MESSAGES.offerNotOpen);

    const blank = await as('ownerVendor').rpc('decline_quote', { p_quote_id: o.quoteId, p_reason: ' ' });
    expect(blank.error?.message).toBe(QUOTE_MESSAGES.declineReasonRequired);
    const d = await as('ownerVendor').rpc('decline_quote', {
      p_quote_id: o.quoteId,
      p_reason: 'Booked that night.',
    });
    expect(d.error).toBeNull();
    const view = await as('host').rpc('quote_request_details', { p_request_id: o.requestId });
    expect(
      (view.data as { vendors: { vendor_id: string }[] }).vendors.find((v) => v.vendor_id === DJ),
    ).toMatchObject({
      status: 'declined',
      decline_reason: 'Booked that night.',
      offer: null,
    });
    expect(
      await count(
        `select 1 from public.quote_emails where quote_id = $1 and kind = 'declined' and recipient = 'host'`,
        [o.quoteId],
      ),
    ).toBe(1);
    const late = await offer('ownerVendor', o.quoteId, o.date);
    expect(late.error?.message).toBe(QUOTE_MESSAGES.requestDeclined);
  });

  it('masks contact details in the words of the other side until the pair has a paid booking', async () => {
    const date = await openDay(DJ);
    // otherHost and DJ Nova have no paid booking together (host has one in the seed)
    const sent = await request('otherHost', date, {
      p_vendor_ids: [DJ],
      p_details: 'Call me on 214-555-0147 or write to hannah@example.com',
    });
    const quoteId = await quoteOf(sent.data as unknown as string, DJ);
    const made = await offer('ownerVendor', quoteId, date, { p_includes: 'Everything. Text 512-555-0199' });
    const vendorView = await as('ownerVendor').rpc('vendor_quote_details', { p_quote_id: quoteId });
    expect((vendorView.data as { details: string }).details).toBe(
      'Call me on [contact details are shared once a booking is paid] or write to [contact details are shared once a booking is paid]',
    );
    const hostView = await as('otherHost').rpc('quote_request_details', {
      p_request_id: sent.data as unknown as string,
    });
    const dj = (hostView.data as { vendors: { offer: { includes: string } }[] }).vendors[0]!;
    expect(dj.offer.includes).toBe('Everything. Text [contact details are shared once a booking is paid]');
    // the tables do not hand out the vendor's words either
    const direct = await as('otherHost')
      .from('quote_offers')
      .select('includes')
      .eq('id', made.data as unknown as string);
    expect(direct.error).not.toBeNull();
    const own = await as('otherHost')
      .from('quote_offers')
      .select('price_cents, refund_policy')
      .eq('id', made.data as unknown as string);
    expect(own.data).toEqual([{ price_cents: 125000, refund_policy: null }]);
  });

  it('refuses to accept a time the vendor has booked since the offer', async () => {
    const o = await djOffer();
    await stack.db.query(
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
         booking_time, duration_hours, guest_count, selected_packages)
       values ($1, $2, 'host2@partyeasy.test', 300, 'paid', $3, '20:00', 2, 10, 'Party Starter')`,
      [DJ, ids.otherHost, o.date],
    );
    const r = await as('host').rpc('accept_quote_offer', { p_offer_id: o.offerId });
    expect([r.status, r.error?.message]).toEqual([409, QUOTE_MESSAGES.slotTakenHost]);
    expect(await count('select 1 from public.bookings where quote_offer_id = $1', [o.offerId])).toBe(0);
  });

  // Races ------------------------------------------------------------------------------------------------

  it('20 concurrent accepts and checkouts of one offer make one booking and one charge', async () => {
    const o = await djOffer();
    // each of 20 tabs presses Accept and pay at once: accept, then the checkout of the booking it answered
    const runs = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const accepted = await as('host').rpc('accept_quote_offer', { p_offer_id: o.offerId });
        return { accepted, paying: await checkout(accepted.data as unknown as string) };
      }),
    );
    expect(runs.map((r) => r.accepted.error)).toEqual(Array(20).fill(null));
    const bookingIds = new Set(runs.map((r) => r.accepted.data as unknown as string));
    expect(bookingIds.size).toBe(1);
    const [bookingId] = [...bookingIds] as [string];
    const checkouts = runs.map((r) => r.paying);
    expect(checkouts.map((c) => c.status)).toEqual(Array(20).fill(200));
    const sessions = new Set(checkouts.map((c) => c.body.sessionId));
    expect(sessions.size).toBe(1);
    await payOnHostedPage(stack, checkouts[0]!.body.url as string);
    expect(await count('select 1 from public.bookings where quote_offer_id = $1', [o.offerId])).toBe(1);
    expect(await statusOf('bookings', bookingId)).toBe('paid');
    // one session completed, one charge, of the offer's total
    const intent = (
      await stack.db.query<{ p: string }>(
        'select payment_intent_id as p from public.bookings where id = $1',
        [bookingId],
      )
    ).rows[0]!.p;
    const charges = [...stack.standIn.charges.values()].filter((c) => c.payment_intent === intent);
    expect(charges.map((c) => c.amount)).toEqual([131250]);
    expect(
      [...stack.standIn.sessions.values()].filter(
        (s) => s.session.client_reference_id === bookingId && s.session.status === 'complete',
      ),
    ).toHaveLength(1);
  });

  it('an offer replaced while the host starts paying: either the replacement or the checkout is refused', async () => {
    const o = await djOffer();
    const bookingId = (await as('host').rpc('accept_quote_offer', { p_offer_id: o.offerId }))
      .data as unknown as string;
    const [paying, replacing] = await Promise.all([
      checkout(bookingId),
      offer('ownerVendor', o.quoteId, o.date, { p_price_cents: 300000 }),
    ]);
    if (replacing.error === null) {
      // the replacement won: the old offer is not charged at either price
      expect(paying).toMatchObject({ status: 409, body: { error: 'offer_changed' } });
      expect(await statusOf('bookings', bookingId)).toBe('cancelled');
    } else {
      expect(replacing.error.message).toBe(QUOTE_MESSAGES.beingPaid);
      expect(paying.status).toBe(200);
      expect(stack.standIn.sessions.get(paying.body.sessionId as string)!.session.amount_total).toBe(131250);
    }
  });

  it('holding a booking whose offer was replaced meanwhile says the offer changed (not that it is cancelled)', async () => {
    const o = await djOffer();
    const bookingId = (await as('host').rpc('accept_quote_offer', { p_offer_id: o.offerId }))
      .data as unknown as string;
    expect((await offer('ownerVendor', o.quoteId, o.date, { p_price_cents: 300000 })).error).toBeNull();
    expect(await statusOf('bookings', bookingId)).toBe('cancelled');
    // What the checkout's hold meets when the replacement commits between its read and its hold.
    const held = await as('host').rpc('reserve_booking', { p_booking_id: bookingId });
    expect(held.error).toMatchObject({ code: 'PT409', hint: 'offer_changed' });
  });

  // After the payment ---------------------------------------------------------------------------------------

  it("refunds a host's cancellation by the offer's refund policy", async () => {
    // strict: 50% until 7 days before; the event is weeks away, so the profile's policy would refund all
    const o = await djOffer({ p_refund_policy: 'strict' });
    const bookingId = (await as('host').rpc('accept_quote_offer', { p_offer_id: o.offerId }))
      .data as unknown as string;
    await payOnHostedPage(stack, (await checkout(bookingId)).body.url as string);
    expect(await statusOf('bookings', bookingId)).toBe('paid');
    const cancelled = await callFunction(stack, 'cancel-booking', {
      token: tokens.get('host')!,
      body: { bookingId, as: 'host' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', refundedCents: 62500 } });
    await stack.standIn.idle();
    // the receipt of the booking names it a custom offer and shows the refund
    const receipt = await as('host').rpc('booking_receipt', { p_booking_id: bookingId }).single();
    expect(receipt.data).toMatchObject({
      selected_packages: 'Custom offer',
      subtotal_cents: 125000,
      fee_cents: 6250,
      refunded_cents: 62500,
    });
  });

  // Deadlines ----------------------------------------------------------------------------------------------

  it('expire_quotes and the e-mail sender, run concurrently and twice, move and send each once', async () => {
    stack.mailbox.clear();
    const waiting = await djQuote([DJ]);
    const offered = await djOffer({ p_expires_at: inDays(1) });
    const later = new Date(Date.now() + 73 * 3_600_000).toISOString();
    const expire = () => stack.db.query('select public.expire_quotes($1)', [later]);
    const sendMails = () =>
      fetch(`${stack.url}/functions/v1/quote-emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
      }).then((r) => r.status);
    await Promise.all([expire(), expire()]);
    await expire();
    expect(await statusOf('quotes', waiting.quoteId)).toBe('expired');
    expect([
      await statusOf('quote_offers', offered.offerId),
      await statusOf('quotes', offered.quoteId),
    ]).toEqual(['expired', 'expired']);
    for (const quoteId of [waiting.quoteId, offered.quoteId]) {
      expect(
        await count(`select 1 from public.messages where quote_id = $1 and kind = 'quote_expired'`, [
          quoteId,
        ]),
      ).toBe(1);
    }
    expect(await Promise.all([sendMails(), sendMails()])).toEqual([200, 200]);
    expect(await sendMails()).toBe(200);
    const about = async (requestId: string) => {
      const quotes = await stack.db.query<{ id: string }>(
        'select id from public.quotes where request_id = $1',
        [requestId],
      );
      const links = [`/quotes/${requestId}`, ...quotes.rows.map((q) => `/vendor/quotes/${q.id}`)];
      return stack.mailbox
        .list()
        .filter((m) => links.some((link) => m.text.includes(link)))
        .map((m) => `${m.to}: ${m.subject}`)
        .sort();
    };
    expect(await about(waiting.requestId)).toEqual([
      'dj@partyeasy.test: Hannah asked you for a quote',
      'host@partyeasy.test: Your quote request to DJ Nova expired',
    ]);
    expect(await about(offered.requestId)).toEqual([
      'bartender@partyeasy.test: Hannah asked you for a quote',
      'dj@partyeasy.test: Hannah asked you for a quote',
      'host@partyeasy.test: DJ Nova sent you an offer: $1,250.00',
      'host@partyeasy.test: The offer from DJ Nova expired',
      // the bar never answered
      'host@partyeasy.test: Your quote request to Shaken & Stirred Bar Co. expired',
    ]);
    // an expired offer cannot be accepted any more
    const accept = await as('host').rpc('accept_quote_offer', { p_offer_id: offered.offerId });
    expect(accept.error?.message).toBe(QUOTE_MESSAGES.offerExpired);
    // the service key only
    const anon = await fetch(`${stack.url}/functions/v1/quote-emails`, { method: 'POST' });
    expect(anon.status).toBe(401);
  });

  it('counts answers within 12 hours in the response rate and the first answer in the response time', async () => {
    const rate = async () =>
      (await as('ownerVendor').rpc('vendor_quote_response_rate', {})).data as {
        answered_within_12h: number;
        requests: number;
      };
    const before = await rate();
    const answered = await djOffer();
    const late = await djQuote([DJ]);
    await stack.db.query(`update public.quotes set created_at = now() - interval '13 hours' where id = $1`, [
      late.quoteId,
    ]);
    const after = await rate();
    expect(after.answered_within_12h - before.answered_within_12h).toBe(1);
    expect(after.requests - before.requests).toBe(2);
    // the request opened a turn of the conversation and the offer answered it, like a reply
    const turn = await count(
      `select 1 from public.message_turns t join public.messages m on m.conversation_id = t.conversation_id
        where m.quote_id = $1 and m.kind = 'quote_offer' and t.replied_at = m.created_at`,
      [answered.quoteId],
    );
    expect(turn).toBe(1);
    // anyone may read a live listing's rate
    const publicRate = await as('anon').rpc('vendor_quote_response_rate', { p_vendor_id: DJ });
    expect(publicRate.data).toMatchObject({ requests: after.requests });
  });

  it('quote cards start no away e-mail, and an expiry card leaves the vendor’s unread messages unread', async () => {
    const date = await openDay(DJ);
    const sent = await request('otherHost', date, { p_vendor_ids: [DJ] });
    const quoteId = await quoteOf(sent.data as unknown as string, DJ);
    const conversation = (
      await stack.db.query<{ c: string }>('select conversation_id as c from public.quotes where id = $1', [
        quoteId,
      ])
    ).rows[0]!.c;
    await stack.db.query('select public.queue_message_emails($1)', [
      new Date(Date.now() + 11 * 60_000).toISOString(),
    ]);
    const mailed = await fetch(`${stack.url}/functions/v1/message-emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(mailed.status).toBe(200);
    expect(stack.mailbox.list().filter((m) => m.text.includes(`/messages/${conversation}`))).toEqual([]);

    await stack.db.query('select public.expire_quotes($1)', [
      new Date(Date.now() + 73 * 3_600_000).toISOString(),
    ]);
    expect(await statusOf('quotes', quoteId)).toBe('expired');
    const stamps = await stack.db.query<{ vendor_unread: boolean; host_unread: boolean }>(
      `select vendor_unread_since is not null as vendor_unread, host_unread_since is not null as host_unread
         from public.conversations where id = $1`,
      [conversation],
    );
    expect(stamps.rows[0]).toEqual({ vendor_unread: true, host_unread: true });
  });
});
