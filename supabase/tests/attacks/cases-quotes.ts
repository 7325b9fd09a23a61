import { QUOTE_MESSAGES } from '@partyeasy/shared-domain';
import { ids } from '../support/actors.js';
import { type AttackCase, all, failed, nothingRead } from './cases.js';
import type { AttackContext, Attempt } from './context.js';

/**
 * Custom quotes (issue 44): the ways into another host's requests and offers, offering on another vendor's
 * request, accepting or paying someone else's offer, accepting a paid offer again, and making or paying an
 * offer booking at a price or time of one's own. Same contract as cases.ts: refused (or, for the price sent to
 * the checkout, without effect) without a server error, every listed table unchanged.
 */

const Q = {
  requests: 'public.quote_requests',
  quotes: 'public.quotes',
  offers: 'public.quote_offers',
  emails: 'public.quote_emails',
  bookings: 'public.bookings',
  messages: 'public.messages',
};
const everything = Object.values(Q);
/** Shaken & Stirred (owned by otherVendor): host's request went to it and it answered with an offer. */
const BAR = ids.otherVendor;

/** An RPC refused with this HTTP status and, when given, exactly this message. */
const refusedWith = (
  status: number,
  r: { error: { message?: string } | null; status: number },
  message?: string,
): Attempt => ({
  status: r.status,
  refused: r.error !== null && r.status === status && (message === undefined || r.error.message === message),
  detail: r.error,
});

interface Target {
  request: string;
  quote: string;
  offer: string;
}

/** host's request to the bar, answered with an open offer ($900.00, 60 days ahead, 18:00 for 4 hours). */
async function hostOffer(ctx: AttackContext, host: string = ids.host): Promise<string> {
  const conversation = (
    await ctx.db.query<{ id: string }>(
      `insert into public.conversations (vendor_id, host_id, vendor_user_id) values ($1, $2, $3)
       on conflict (vendor_id, host_id) do update set vendor_id = excluded.vendor_id returning id`,
      [BAR, host, ids.otherVendorUser],
    )
  ).rows[0]!.id;
  const request = (
    await ctx.db.query<{ id: string }>(
      `insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours, guest_count,
         location, details)
       values ($1, 'Bartender', current_date + 60, '18:00', 4, 50, 'Dallas', 'A bar for 50 guests') returning id`,
      [host],
    )
  ).rows[0]!.id;
  const quote = (
    await ctx.db.query<{ id: string }>(
      `insert into public.quotes (request_id, vendor_id, conversation_id, respond_by, status, answered_at)
       values ($1, $2, $3, now() + interval '72 hours', 'offered', now()) returning id`,
      [request, BAR, conversation],
    )
  ).rows[0]!.id;
  const offer = (
    await ctx.db.query<{ id: string }>(
      `insert into public.quote_offers (quote_id, price_cents, includes, event_date, start_time, duration_hours,
         expires_at)
       values ($1, 90000, 'Two bartenders, ice and tools', current_date + 60, '18:00', 4, now() + interval '3 days')
       returning id`,
      [quote],
    )
  ).rows[0]!.id;
  return JSON.stringify({ request, quote, offer } satisfies Target);
}
const parse = (target: string) => JSON.parse(target) as Target;

/**
 * hostOffer (of `host`) at `start` with the bar open that day, accepted: its clicked_book booking
 * (accept_quote_offer's). Each case takes its own start: a booking of an earlier case still holds its time.
 */
async function acceptedOffer(
  ctx: AttackContext,
  start: string,
  host: 'host' | 'otherHost' = 'host',
): Promise<string> {
  const target = parse(await hostOffer(ctx, ids[host]));
  await ctx.db.query('update public.quote_offers set start_time = $2 where id = $1', [target.offer, start]);
  await ctx.db.query(
    `insert into public.availability (vendor_id, user_id, date, start_time, end_time)
     select $1, $2, current_date + 60, '10:00', '23:00'
      where not exists (select 1 from public.availability where vendor_id = $1 and date = current_date + 60)`,
    [BAR, ids.otherVendorUser],
  );
  const accepted = await ctx.client(host).rpc('accept_quote_offer', { p_offer_id: target.offer });
  if (accepted.error) throw new Error(`accept_quote_offer: ${JSON.stringify(accepted.error)}`);
  return JSON.stringify({ ...target, booking: accepted.data as string });
}

export const quoteCases: AttackCase[] = [
  {
    category: 'quotes',
    actor: 'ownerVendor',
    name: "a vendor makes an offer on another vendor's quote",
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) => {
      const r = await ctx.client('ownerVendor').rpc('make_quote_offer', {
        p_quote_id: parse(target).quote,
        p_price_cents: 100,
        p_includes: 'Cheaper',
        p_event_date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        p_start_time: '18:00',
        p_hours: 4,
        p_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
      return refusedWith(404, r, QUOTE_MESSAGES.quoteNotFound);
    },
  },
  {
    category: 'quotes',
    actor: 'ownerVendor',
    name: "a vendor withdraws another vendor's offer or declines its quote",
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) => {
      const c = ctx.client('ownerVendor');
      const { quote, offer } = parse(target);
      return all([
        refusedWith(
          404,
          await c.rpc('withdraw_quote_offer', { p_offer_id: offer }),
          QUOTE_MESSAGES.offerNotFound,
        ),
        refusedWith(404, await c.rpc('decline_quote', { p_quote_id: quote, p_reason: 'Not mine' })),
      ]);
    },
  },
  {
    category: 'quotes',
    actor: 'ownerVendor',
    name: "a vendor reads another vendor's quotes and offers (tables and functions)",
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) => {
      const c = ctx.client('ownerVendor');
      const { quote, request } = parse(target);
      const mine = await c.rpc('vendor_quotes', { p_status: 'all' });
      return all([
        nothingRead(await c.from('quotes').select('*').eq('id', quote)),
        nothingRead(await c.from('quote_offers').select('*').eq('quote_id', quote)),
        nothingRead(await c.from('quote_requests').select('*').eq('id', request)),
        refusedWith(404, await c.rpc('vendor_quote_details', { p_quote_id: quote })),
        {
          status: mine.status,
          refused:
            mine.error === null && !(mine.data ?? []).some((q: { quote_id: string }) => q.quote_id === quote),
          detail: mine.data,
        },
      ]);
    },
  },
  {
    category: 'quotes',
    actor: 'otherHost',
    name: "a host reads another host's requests and offers (tables and functions)",
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) => {
      const c = ctx.client('otherHost');
      const { request, quote } = parse(target);
      const list = await c.rpc('host_quote_requests', {});
      return all([
        nothingRead(await c.from('quote_requests').select('*').eq('id', request)),
        nothingRead(await c.from('quotes').select('*').eq('id', quote)),
        nothingRead(await c.from('quote_offers').select('*').eq('quote_id', quote)),
        refusedWith(404, await c.rpc('quote_request_details', { p_request_id: request })),
        {
          status: list.status,
          refused: list.error === null && !(list.data ?? []).some((r: { id: string }) => r.id === request),
          detail: list.data,
        },
      ]);
    },
  },
  {
    category: 'quotes',
    actor: 'anon',
    name: 'anon reads requests and offers, or sends a request',
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) => {
      const c = ctx.client('anon');
      const { request } = parse(target);
      return all([
        nothingRead(await c.from('quote_requests').select('*').eq('id', request)),
        nothingRead(await c.from('quote_offers').select('*')),
        failed(await c.rpc('quote_request_details', { p_request_id: request })),
        failed(
          await c.rpc('request_quotes', {
            p_vendor_ids: [BAR],
            p_event_date: '2030-01-01',
            p_start_time: '18:00',
            p_hours: 4,
            p_guests: 10,
            p_location: 'Dallas',
            p_budget_cents: undefined as unknown as number,
            p_details: 'x',
          }),
        ),
      ]);
    },
  },
  {
    category: 'quotes',
    actor: 'otherHost',
    name: "a host accepts another host's offer",
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) =>
      refusedWith(
        404,
        await ctx.client('otherHost').rpc('accept_quote_offer', { p_offer_id: parse(target).offer }),
        QUOTE_MESSAGES.offerNotFound,
      ),
  },
  {
    category: 'quotes',
    actor: 'otherVendor',
    name: 'the vendor accepts its own offer for the host',
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) =>
      refusedWith(
        404,
        await ctx.client('otherVendor').rpc('accept_quote_offer', { p_offer_id: parse(target).offer }),
        QUOTE_MESSAGES.offerNotFound,
      ),
  },
  {
    category: 'quotes',
    actor: 'host',
    name: 'the host writes a lower price into the offer, or an offer of its own, through the tables',
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) => {
      const c = ctx.client('host');
      const { quote, offer } = parse(target);
      const update = await c.from('quote_offers').update({ price_cents: 100 }).eq('id', offer).select();
      return all([
        {
          status: update.status,
          refused: update.error !== null || (update.data ?? []).length === 0,
          detail: update,
        },
        failed(
          await c.from('quote_offers').insert({
            quote_id: quote,
            price_cents: 100,
            includes: 'Everything',
            event_date: '2030-01-01',
            start_time: '18:00',
            duration_hours: 4,
            expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          }),
        ),
        failed(await c.from('quotes').update({ status: 'booked' }).eq('id', quote).select()),
      ]);
    },
  },
  {
    category: 'quotes',
    actor: 'host',
    name: 'the host inserts a booking of the offer with its own price and time through the table',
    tables: everything,
    setup: hostOffer,
    run: async (ctx, target) =>
      failed(
        await ctx
          .client('host')
          .from('bookings')
          .insert({
            vendor_id: BAR,
            user_id: ids.host,
            customer_email: 'host@partyeasy.test',
            payment_status: 'clicked_book',
            booking_date: new Date(Date.now() + 61 * 86_400_000).toISOString().slice(0, 10),
            booking_time: '10:00',
            duration_hours: 12,
            guest_count: 500,
            total_amount: 1,
            selected_packages: 'Custom offer',
            quote_offer_id: parse(target).offer,
          }),
      ),
  },
  {
    category: 'quotes',
    actor: 'host',
    name: 'the host runs the expiry or claims the quote e-mails',
    tables: everything,
    setup: hostOffer,
    run: async (ctx) => {
      const c = ctx.client('host');
      return all([
        failed(await c.rpc('expire_quotes', { p_now: '2100-01-01T00:00:00Z' })),
        failed(await c.rpc('claim_quote_emails', { p_limit: 100 })),
      ]);
    },
  },
  {
    category: 'quotes',
    actor: 'host',
    name: 'the host accepts an offer it has already paid (a second booking of one offer)',
    tables: everything,
    setup: async (ctx) => {
      const target = await hostOffer(ctx);
      const { quote, offer } = parse(target);
      await ctx.db.query(`update public.quote_offers set status = 'paid' where id = $1`, [offer]);
      await ctx.db.query(`update public.quotes set status = 'booked' where id = $1`, [quote]);
      return target;
    },
    run: async (ctx, target) =>
      refusedWith(
        409,
        await ctx.client('host').rpc('accept_quote_offer', { p_offer_id: parse(target).offer }),
        QUOTE_MESSAGES.offerPaid,
      ),
  },
  {
    category: 'quotes',
    actor: 'otherHost',
    name: "a host opens a checkout for another host's accepted offer (paying someone else's offer)",
    tables: everything,
    setup: (ctx) => acceptedOffer(ctx, '18:00'),
    run: async (ctx, target) => {
      const { booking } = JSON.parse(target) as { booking: string };
      const r = await ctx.fn('otherHost', 'create-checkout-session', {
        bookingId: booking,
        packages: [{ name: 'Custom offer' }],
        addons: [],
      });
      const sessions = [...ctx.stack.standIn.sessions.values()].filter(
        (s) => s.session.metadata?.booking_id === booking,
      ).length;
      return {
        status: r.status,
        refused: r.status >= 400 && r.status < 500 && sessions === 0,
        detail: { body: r.body, sessions },
      };
    },
  },
  {
    category: 'quotes',
    // otherHost asks here: host holds the most checkouts of the other cases, and a host may hold 3.
    actor: 'otherHost',
    name: "a host sends its own price to the checkout of its offer's booking: charged the offer's price",
    tables: [Q.requests, Q.quotes, Q.offers],
    setup: (ctx) => acceptedOffer(ctx, '12:00', 'otherHost'),
    run: async (ctx, target) => {
      const { booking } = JSON.parse(target) as { booking: string };
      const r = await ctx.fn('otherHost', 'create-checkout-session', {
        bookingId: booking,
        amount: 100,
        total: 1,
        packages: [{ name: 'Custom offer', price: 1 }],
        addons: [],
      });
      const charged = [...ctx.stack.standIn.sessions.values()]
        .filter((s) => s.session.metadata?.booking_id === booking)
        .map((s) => s.session.amount_total);
      // $900.00 and the 5% fee, as stored on the offer.
      return {
        status: r.status,
        refused: charged.length === 1 && charged[0] === 94_500,
        detail: { r, charged },
      };
    },
  },
];
