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
];
