import { ids } from '../support/actors.js';
import { type AttackCase, all, failed, noRowAffected, nothingRead } from './cases.js';
import type { AttackContext, Attempt } from './context.js';

/**
 * Events ([event-plan]): the ways into another host's event and its shortlist, by the tables and by the
 * functions. Same contract as cases.ts: refused without a server error, every listed table unchanged.
 */

const E = {
  events: 'public.events',
  shortlist: 'public.event_shortlist',
  favourites: 'public.favourites',
  bookings: 'public.bookings',
};
const everything = Object.values(E);
const checkoutTables = [
  ...everything,
  'public.checkout_groups',
  'public.quote_offers',
  'public.booking_holds',
];

/** An event of `host` `days` ahead (18:00 for 3 hours) with both test vendors free all day. */
async function eventOn(ctx: AttackContext, host: string, days: number, guests = 20): Promise<string> {
  await ctx.db.query(
    `insert into public.availability (vendor_id, date)
     select v, current_date + $1::int from unnest($2::uuid[]) v
      where not exists (select 1 from public.availability a where a.vendor_id = v and a.date = current_date + $1::int)`,
    [days, [ids.ownVendor, ids.otherVendor]],
  );
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.events (host_id, name, event_date, start_time, duration_hours, city, guest_count)
     values ($1, 'Checkout party', current_date + $2::int, '18:00', 3, 'Austin, TX', $3) returning id`,
    [host, days, guests],
  );
  return rows[0]!.id;
}

/** An open offer of the bar to `host` for current_date + days at 18:00, 3 hours. */
async function offerTo(ctx: AttackContext, host: string, days: number): Promise<string> {
  const conversation = (
    await ctx.db.query<{ id: string }>(
      `insert into public.conversations (vendor_id, host_id, vendor_user_id) values ($1, $2, $3)
       on conflict (vendor_id, host_id) do update set vendor_id = excluded.vendor_id returning id`,
      [ids.otherVendor, host, ids.otherVendorUser],
    )
  ).rows[0]!.id;
  const request = (
    await ctx.db.query<{ id: string }>(
      `insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours, guest_count,
         location, details)
       values ($1, 'Bartender', current_date + $2::int, '18:00', 3, 20, 'Austin', 'A bar for 20') returning id`,
      [host, days],
    )
  ).rows[0]!.id;
  const quote = (
    await ctx.db.query<{ id: string }>(
      `insert into public.quotes (request_id, vendor_id, conversation_id, respond_by, status, answered_at)
       values ($1, $2, $3, now() + interval '72 hours', 'offered', now()) returning id`,
      [request, ids.otherVendor, conversation],
    )
  ).rows[0]!.id;
  return (
    await ctx.db.query<{ id: string }>(
      `insert into public.quote_offers (quote_id, price_cents, includes, event_date, start_time, duration_hours,
         expires_at)
       values ($1, 60000, 'Two bartenders', current_date + $2::int, '18:00', 3, now() + interval '3 days')
       returning id`,
      [quote, days],
    )
  ).rows[0]!.id;
}

/** A create-event-checkout refused with this status and error code. */
const refusedAs = (status: number, error: string, r: { status: number; body: unknown }): Attempt => ({
  status: r.status,
  refused: r.status === status && (r.body as { error?: string } | null)?.error === error,
  detail: r.body,
});

/** An event of host with one saved vendor (the bar). */
async function hostEvent(ctx: AttackContext): Promise<string> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.events (host_id, name, event_date, start_time, city, guest_count)
     values ($1, 'Private birthday', current_date + 90, '18:00', 'Austin, TX', 60) returning id`,
    [ids.host],
  );
  const event = rows[0]!.id;
  await ctx.db.query('insert into public.event_shortlist (event_id, vendor_id) values ($1, $2)', [
    event,
    ids.otherVendor,
  ]);
  return event;
}

/** An RPC refused with 404 'Event not found.' (the event's existence is not told). */
const notFound = (r: { error: { message?: string } | null; status: number }): Attempt => ({
  status: r.status,
  refused: r.error !== null && r.status === 404 && r.error.message === 'Event not found.',
  detail: r.error,
});

export const eventCases: AttackCase[] = [
  {
    category: 'events',
    actor: 'otherHost',
    name: "a host reads another host's event and shortlist (tables and functions)",
    tables: everything,
    setup: hostEvent,
    run: async (ctx, event) => {
      const c = ctx.client('otherHost');
      const mine = await c.rpc('my_events');
      return all([
        nothingRead(await c.from('events').select('*').eq('id', event)),
        nothingRead(await c.from('event_shortlist').select('*').eq('event_id', event)),
        nothingRead(await c.from('checkout_groups').select('*').eq('event_id', event)),
        notFound(await c.rpc('event_details', { p_event_id: event })),
        notFound(await c.rpc('event_shortlist_items', { p_event_id: event })),
        {
          status: mine.status,
          refused: mine.error === null && !(mine.data ?? []).some((e: { id: string }) => e.id === event),
          detail: mine.data,
        },
      ]);
    },
  },
  {
    category: 'events',
    actor: 'otherHost',
    name: "a host changes, deletes or makes current another host's event",
    tables: everything,
    setup: hostEvent,
    run: async (ctx, event) => {
      const c = ctx.client('otherHost');
      return all([
        noRowAffected(await c.from('events').update({ name: 'Taken' }, { count: 'exact' }).eq('id', event)),
        noRowAffected(
          await c.from('events').update({ host_id: ids.otherHost }, { count: 'exact' }).eq('id', event),
        ),
        noRowAffected(await c.from('events').delete({ count: 'exact' }).eq('id', event)),
        notFound(
          await c.rpc('update_event', {
            p_event_id: event,
            p_name: 'Taken',
            p_event_date: '2031-01-01',
            p_start_time: '18:00',
            p_hours: 4,
            p_city: 'Austin, TX',
            p_guests: 10,
            p_categories: [],
          }),
        ),
        notFound(await c.rpc('delete_event', { p_event_id: event })),
        notFound(await c.rpc('set_current_event', { p_event_id: event })),
      ]);
    },
  },
  {
    category: 'events',
    actor: 'otherHost',
    name: "a host saves to or removes from another host's shortlist",
    tables: everything,
    setup: hostEvent,
    run: async (ctx, event) => {
      const c = ctx.client('otherHost');
      return all([
        failed(await c.from('event_shortlist').insert({ event_id: event, vendor_id: ids.venue })),
        noRowAffected(await c.from('event_shortlist').delete({ count: 'exact' }).eq('event_id', event)),
        notFound(await c.rpc('toggle_shortlist', { p_vendor_id: ids.otherVendor, p_event_id: event })),
        notFound(await c.rpc('toggle_shortlist', { p_vendor_id: ids.venue, p_event_id: event })),
      ]);
    },
  },
  {
    category: 'events',
    actor: 'otherHost',
    name: 'a host creates an event in another host’s name',
    tables: everything,
    run: async (ctx) =>
      failed(
        await ctx.client('otherHost').from('events').insert({
          host_id: ids.host,
          name: 'Forged',
          event_date: '2031-01-01',
          start_time: '18:00',
          city: 'Austin, TX',
          guest_count: 10,
        }),
      ),
  },
  {
    category: 'events',
    actor: 'anon',
    name: 'anon reads events or shortlists, or creates an event',
    tables: everything,
    setup: hostEvent,
    run: async (ctx, event) => {
      const c = ctx.client('anon');
      return all([
        nothingRead(await c.from('events').select('*')),
        nothingRead(await c.from('event_shortlist').select('*')),
        failed(await c.rpc('event_details', { p_event_id: event })),
        failed(await c.rpc('my_events')),
        failed(
          await c.rpc('create_event', {
            p_name: 'Anon',
            p_event_date: '2031-01-01',
            p_start_time: '18:00',
            p_hours: 4,
            p_city: 'Austin, TX',
            p_guests: 10,
            p_categories: [],
          }),
        ),
      ]);
    },
  },
  {
    category: 'events',
    actor: 'otherHost',
    name: "a host adds another host's offer to their event checkout",
    tables: checkoutTables,
    setup: async (ctx) =>
      JSON.stringify({
        event: await eventOn(ctx, ids.otherHost, 80),
        offer: await offerTo(ctx, ids.host, 80),
      }),
    run: async (ctx, target) => {
      const { event, offer } = JSON.parse(target) as { event: string; offer: string };
      const r = await ctx.fn('otherHost', 'create-event-checkout', {
        eventId: event,
        items: [{ offerId: offer }, { vendorId: ids.ownVendor, packageId: ctx.fx.ownerPackage, addons: [] }],
        uiMode: 'hosted',
      });
      return refusedAs(404, 'offer_not_found', r);
    },
  },
  {
    category: 'events',
    actor: 'host',
    name: "a host pays vendors for another host's event",
    tables: checkoutTables,
    setup: (ctx) => eventOn(ctx, ids.otherHost, 81),
    run: async (ctx, event) =>
      refusedAs(
        404,
        'event_not_found',
        await ctx.fn('host', 'create-event-checkout', {
          eventId: event,
          items: [
            { vendorId: ids.ownVendor, packageId: ctx.fx.ownerPackage, addons: [] },
            { vendorId: ids.otherVendor, packageId: ctx.fx.otherVendorPackage, addons: [] },
          ],
        }),
      ),
  },
  {
    category: 'events',
    actor: 'host',
    name: "a host puts an item of another of their events into this event's checkout",
    tables: checkoutTables,
    setup: async (ctx) => {
      const first = await eventOn(ctx, ids.host, 82);
      const second = await eventOn(ctx, ids.host, 82);
      const offer = await offerTo(ctx, ids.host, 82);
      const accepted = await ctx.client('host').rpc('accept_quote_offer', { p_offer_id: offer });
      if (accepted.error) throw new Error(`accept_quote_offer: ${JSON.stringify(accepted.error)}`);
      await ctx.db.query('update public.bookings set event_id = $1 where id = $2', [first, accepted.data]);
      return JSON.stringify({ second, offer });
    },
    run: async (ctx, target) => {
      const { second, offer } = JSON.parse(target) as { second: string; offer: string };
      return refusedAs(
        409,
        'other_event',
        await ctx.fn('host', 'create-event-checkout', {
          eventId: second,
          items: [
            { offerId: offer },
            { vendorId: ids.ownVendor, packageId: ctx.fx.ownerPackage, addons: [] },
          ],
        }),
      );
    },
  },
  {
    category: 'events',
    actor: 'host',
    name: 'a host sends amounts with an event checkout (charged the server’s prices)',
    tables: ['public.events', 'public.quote_offers', 'public."Packages"'],
    // 60 guests: the bar's package has a minimum spend
    setup: (ctx) => eventOn(ctx, ids.host, 83, 60),
    run: async (ctx, event) => {
      const r = await ctx.fn('host', 'create-event-checkout', {
        eventId: event,
        items: [
          { vendorId: ids.ownVendor, packageId: ctx.fx.ownerPackage, addons: [], price: 1, totalCents: 1 },
          { vendorId: ids.otherVendor, packageId: ctx.fx.otherVendorPackage, addons: [], amount: 1 },
        ],
        totalCents: 100,
        uiMode: 'hosted',
      });
      const body = r.body as { groupId?: string; sessionId?: string };
      if (r.status !== 200 || !body.groupId) return { status: r.status, refused: false, detail: r.body };
      const { rows } = await ctx.db.query<{ total: number; sum: number }>(
        `select g.total_cents as total,
                (select sum(round((b.total_amount + b.processing_fee) * 100))::int from public.bookings b
                  where b.checkout_group_id = g.id) as sum
           from public.checkout_groups g where g.id = $1`,
        [body.groupId],
      );
      const session = ctx.stack.standIn.sessions.get(body.sessionId ?? '')?.session;
      await ctx.fn('host', 'cancel-checkout', { groupId: body.groupId });
      return {
        status: r.status,
        refused:
          rows[0]!.total === rows[0]!.sum && rows[0]!.total > 100 && session?.amount_total === rows[0]!.total,
        detail: { group: rows[0], session: session?.amount_total },
      };
    },
  },
];
