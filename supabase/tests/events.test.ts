import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids } from './support/actors.js';
import { signedInClient } from './support/api-client.js';

// Events through the HTTP API (real access tokens): the host's own events and shortlists only, the current
// event, the limits, and the reads of the event page.
describe('events', () => {
  let stack: TestStack;
  let host: SupabaseClient;
  let otherHost: SupabaseClient;
  let anon: SupabaseClient;
  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    host = await signedInClient(stack.url, stack.anonKey, actors.host);
    otherHost = await signedInClient(stack.url, stack.anonKey, actors.otherHost);
    anon = await signedInClient(stack.url, stack.anonKey, actors.anon);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const fields = (name: string, date = '2031-06-20') => ({
    p_name: name,
    p_event_date: date,
    p_start_time: '18:00',
    p_hours: 5,
    p_city: 'Austin, TX',
    p_guests: 80,
    p_categories: ['DJ', 'Bartender', 'DJ'],
  });

  const create = async (client: SupabaseClient, name: string, date?: string) => {
    const { data, error } = await client.rpc('create_event', fields(name, date));
    expect(error).toBeNull();
    return data as string;
  };

  const current = async (client: SupabaseClient) =>
    ((await client.rpc('my_events')).data as { id: string; is_current: boolean }[])
      .filter((e) => e.is_current)
      .map((e) => e.id);

  /** A paid booking of the host for the event, written as the webhook leaves it. */
  const paidBooking = async (eventId: string, date: string, vendorId: string = ids.ownVendor) => {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
         payment_status, booking_date, booking_time, duration_hours, guest_count, event_id, payment_intent_id)
       values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 400, 20, 'paid', $3, '18:00', 4, 80, $4, 'pi_event')
       returning id`,
      [vendorId, ids.host, date, eventId],
    );
    return rows[0]!.id;
  };

  it('creates an event as the current one, with the zone of its city and its checklist', async () => {
    const first = await create(host, 'Sam turns 30');
    const second = await create(host, 'Office party', '2031-07-01');
    // The new event becomes the current one; at most one is.
    expect(await current(host)).toEqual([second]);
    const { data } = await host.from('events').select('*').eq('id', first).single();
    expect(data).toMatchObject({
      name: 'Sam turns 30',
      city: 'Austin, TX',
      time_zone: 'America/Chicago',
      categories: ['Bartender', 'DJ'],
      duration_hours: 5,
      guest_count: 80,
      is_current: false,
    });

    expect((await host.rpc('set_current_event', { p_event_id: first })).error).toBeNull();
    expect(await current(host)).toEqual([first]);
    expect((await host.rpc('set_current_event', { p_event_id: null })).error).toBeNull();
    expect(await current(host)).toEqual([]);
    // Two current events are refused by the database whatever path writes them.
    expect((await host.from('events').update({ is_current: true }).eq('id', first)).error).toBeNull();
    const two = await host.from('events').update({ is_current: true }).eq('id', second);
    expect(two.error?.code).toBe('23505');
    expect(await current(host)).toEqual([first]);

    // A city of an unknown state keeps the default zone; a city in California gets its zone.
    const la = await host.rpc('create_event', { ...fields('Beach day'), p_city: 'Los Angeles, CA' });
    const { data: beach } = await host.from('events').select('time_zone').eq('id', la.data).single();
    expect(beach?.time_zone).toBe('America/Los_Angeles');
    const { data: updated } = await host.rpc('update_event', {
      p_event_id: la.data,
      ...fields('Beach day'),
      p_city: 'Somewhere',
    });
    expect(updated).toBeNull();
    const { data: moved } = await host.from('events').select('time_zone, city').eq('id', la.data).single();
    expect(moved).toEqual({ time_zone: 'America/New_York', city: 'Somewhere' });
    expect((await host.rpc('delete_event', { p_event_id: la.data })).error).toBeNull();
  });

  it('refuses bad fields with a sentence and writes nothing', async () => {
    const before = (await host.rpc('my_events')).data?.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ p_name: '  ' }, 'Give the event a name of 1 to 120 characters.'],
      [{ p_name: 'x'.repeat(121) }, 'Give the event a name of 1 to 120 characters.'],
      [{ p_hours: 0.5 }, 'The event lasts 1 to 24 hours.'],
      [{ p_guests: 5001 }, 'An event has 1 to 5,000 guests.'],
      [{ p_city: '' }, 'Choose the city of the event.'],
      [{ p_categories: ['Clown'] }, 'Choose the services from the list.'],
    ];
    for (const [change, message] of cases) {
      const { error } = await host.rpc('create_event', { ...fields('Bad'), ...change });
      expect(error?.message).toBe(message);
      expect(error?.code).toBe('PT400');
    }
    expect((await host.rpc('my_events')).data?.length).toBe(before);
    expect((await anon.rpc('create_event', fields('Visitor'))).error).not.toBeNull();
  });

  it("keeps each host's events and shortlists to themselves", async () => {
    const event = await create(host, 'Private party');
    expect((await host.rpc('toggle_shortlist', { p_vendor_id: ids.otherVendor })).data).toBe(true);

    // Not read: the table, the list, the page, the shortlist.
    expect((await otherHost.from('events').select('id').eq('id', event)).data).toEqual([]);
    expect((await otherHost.from('event_shortlist').select('*').eq('event_id', event)).data).toEqual([]);
    expect(((await otherHost.rpc('my_events')).data as { id: string }[]).map((e) => e.id)).not.toContain(
      event,
    );
    for (const fn of [
      'event_details',
      'event_shortlist_items',
      'delete_event',
      'set_current_event',
    ] as const) {
      const { error } = await otherHost.rpc(fn, { p_event_id: event });
      expect(error?.code, fn).toBe('PT404');
      expect(error?.message).toBe('Event not found.');
    }
    // Not written: changed, moved into their name, saved to, emptied.
    const renamed = await otherHost.from('events').update({ name: 'Mine now' }).eq('id', event).select('id');
    expect(renamed.data).toEqual([]);
    const viaRpc = await otherHost.rpc('update_event', { p_event_id: event, ...fields('Mine now') });
    expect(viaRpc.error?.code).toBe('PT404');
    const forged = await otherHost
      .from('events')
      .insert({ ...eventRow('Forged'), host_id: ids.host } as never);
    expect(forged.error).not.toBeNull();
    const hearted = await otherHost.rpc('toggle_shortlist', { p_vendor_id: ids.venue, p_event_id: event });
    expect(hearted.error?.code).toBe('PT404');
    const inserted = await otherHost
      .from('event_shortlist')
      .insert({ event_id: event, vendor_id: ids.venue });
    expect(inserted.error?.code).toBe('42501');
    const emptied = await otherHost.from('event_shortlist').delete({ count: 'exact' }).eq('event_id', event);
    expect(emptied.count).toBe(0);
    const deleted = await otherHost.from('events').delete({ count: 'exact' }).eq('id', event);
    expect(deleted.count ?? 0).toBe(0);

    const { rows } = await stack.db.query(
      `select e.name, array(select s.vendor_id from public.event_shortlist s where s.event_id = e.id) as saved
         from public.events e where e.id = $1`,
      [event],
    );
    expect(rows).toEqual([{ name: 'Private party', saved: [ids.otherVendor] }]);
  });

  const eventRow = (name: string) => ({
    name,
    event_date: '2031-08-01',
    start_time: '18:00',
    city: 'Austin, TX',
    guest_count: 10,
  });

  it('toggles a heart into the current event, the given event, or favourites without one', async () => {
    const event = await create(host, 'Hearts');
    expect((await host.rpc('toggle_shortlist', { p_vendor_id: ids.venue })).data).toBe(true);
    expect((await host.from('event_shortlist').select('vendor_id').eq('event_id', event)).data).toEqual([
      { vendor_id: ids.venue },
    ]);
    expect((await host.rpc('toggle_shortlist', { p_vendor_id: ids.venue, p_event_id: event })).data).toBe(
      false,
    );
    expect((await host.from('event_shortlist').select('vendor_id').eq('event_id', event)).data).toEqual([]);

    // Without a current event the heart is a favourite.
    await host.rpc('set_current_event', { p_event_id: null });
    expect((await host.rpc('toggle_shortlist', { p_vendor_id: ids.venue })).data).toBe(true);
    expect((await host.from('favourites').select('vendor_id').eq('vendor_id', ids.venue)).data).toHaveLength(
      1,
    );
    expect((await host.rpc('toggle_shortlist', { p_vendor_id: ids.venue })).data).toBe(false);
    expect((await host.from('favourites').select('vendor_id').eq('vendor_id', ids.venue)).data).toHaveLength(
      0,
    );

    // Listings that are not live are not saved; a vendor does not save their own listing.
    for (const vendor of [ids.pendingVendor, ids.rejectedVendor]) {
      const { error } = await host.rpc('toggle_shortlist', { p_vendor_id: vendor, p_event_id: event });
      expect(error?.code).toBe('PT404');
    }
    const dj = await signedInClient(stack.url, stack.anonKey, actors.ownerVendor);
    const djEvent = await create(dj, 'DJ birthday');
    const own = await dj.rpc('toggle_shortlist', { p_vendor_id: ids.ownVendor, p_event_id: djEvent });
    expect(own.error?.code).toBe('PT403');
  });

  it('lists the shortlist with what the shortlist shows, and whether each vendor is free', async () => {
    const event = await create(host, 'Shortlist', '2031-09-12');
    await host.rpc('toggle_shortlist', { p_vendor_id: ids.ownVendor });
    await host.rpc('toggle_shortlist', { p_vendor_id: ids.otherVendor });
    await stack.db.query(
      `insert into public.availability (vendor_id, date, start_time, end_time) values ($1, '2031-09-12', '12:00', '23:30')`,
      [ids.ownVendor],
    );
    const { data, error } = await host.rpc('event_shortlist_items', { p_event_id: event });
    expect(error).toBeNull();
    const items = data as {
      vendor_id: string;
      name: string;
      available: boolean;
      packages: { id: string; price: number; pricing: string }[];
    }[];
    // Newest saved first.
    expect(items.map((i) => i.vendor_id)).toEqual([ids.otherVendor, ids.ownVendor]);
    expect(items.find((i) => i.vendor_id === ids.ownVendor)).toMatchObject({
      name: 'DJ Nova',
      available: true,
    });
    expect(items.find((i) => i.vendor_id === ids.otherVendor)?.available).toBe(false);
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public."Packages" where vendor_id = $1`,
      [ids.ownVendor],
    );
    expect(items.find((i) => i.vendor_id === ids.ownVendor)?.packages).toHaveLength(rows[0]!.n);

    // A paid booking over the event's time makes the vendor busy.
    await paidBooking(event, '2031-09-12');
    const again = (await host.rpc('event_shortlist_items', { p_event_id: event })).data as typeof items;
    expect(again.find((i) => i.vendor_id === ids.ownVendor)?.available).toBe(false);
  });

  it("refuses a new date or deleting while vendors are booked, and shows the event's bookings", async () => {
    const event = await create(host, 'Booked', '2031-10-03');
    const booking = await paidBooking(event, '2031-10-03');
    const moved = await host.rpc('update_event', { p_event_id: event, ...fields('Booked', '2031-10-04') });
    expect(moved.error?.message).toBe('This event has booked vendors; cancel them before changing the date.');
    expect(
      (await host.rpc('update_event', { p_event_id: event, ...fields('Booked!', '2031-10-03') })).error,
    ).toBeNull();
    const deleted = await host.rpc('delete_event', { p_event_id: event });
    expect(deleted.error?.code).toBe('PT409');

    const { data } = await host.rpc('event_details', { p_event_id: event });
    expect(data).toMatchObject({
      event: { id: event, name: 'Booked!', time_zone: 'America/Chicago' },
      bookings: [
        {
          booking_id: booking,
          vendor_id: ids.ownVendor,
          vendor_name: 'DJ Nova',
          subtotal_cents: 40000,
          fee_cents: 2000,
          total_cents: 42000,
          refunded_cents: 0,
          payment_status: 'paid',
        },
      ],
      paid_total_cents: 42000,
      checkout_groups: [],
    });
    const listed = ((await host.rpc('my_events')).data as { id: string; booked_count: number }[]).find(
      (e) => e.id === event,
    );
    expect(listed?.booked_count).toBe(1);

    // A booking cannot be filed under another host's event.
    const otherEvent = await create(otherHost, 'Not yours');
    const filed = await stack.db
      .query('update public.bookings set event_id = $1 where id = $2', [otherEvent, booking])
      .catch((e: Error) => e);
    expect((filed as Error).message).toBe('Event not found.');

    // Cancelled, the event can be deleted; its booking stays, without the event.
    await stack.db.query(
      `update public.bookings set payment_status = 'cancelled', cancelled_by = 'host' where id = $1`,
      [booking],
    );
    expect((await host.rpc('delete_event', { p_event_id: event })).error).toBeNull();
    const { rows } = await stack.db.query('select event_id from public.bookings where id = $1', [booking]);
    expect(rows).toEqual([{ event_id: null }]);
  });

  it('lists upcoming events soonest first, then past ones', async () => {
    const client = await signedInClient(stack.url, stack.anonKey, actors.otherVendor);
    const later = await create(client, 'Later', '2032-01-10');
    const sooner = await create(client, 'Sooner', '2031-12-10');
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.events (host_id, name, event_date, start_time, city, guest_count)
       values ($1, 'Past', current_date - 30, '18:00', 'Austin, TX', 10) returning id`,
      [ids.otherVendorUser],
    );
    const order = ((await client.rpc('my_events')).data as { id: string }[]).map((e) => e.id);
    expect(order).toEqual([sooner, later, rows[0]!.id]);
  });

  it('caps a host at 50 events and an event at 100 saved vendors, also under concurrent writes', async () => {
    const client = await signedInClient(stack.url, stack.anonKey, actors.admin);
    await stack.db.query(
      `insert into public.events (host_id, name, event_date, start_time, city, guest_count)
       select $1, 'Event ' || n, date '2031-01-01' + n, '18:00', 'Austin, TX', 10 from generate_series(1, 47) n`,
      [ids.admin],
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => client.rpc('create_event', fields(`Race ${i}`))),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(3);
    const refused = results.find((r) => r.error);
    expect(refused?.error?.message).toBe('You can have up to 50 events. Delete one to add another.');
    const { rows } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.events where host_id = $1',
      [ids.admin],
    );
    expect(rows[0]?.n).toBe(50);
    expect(await current(client)).toHaveLength(1);

    const event = await create(host, 'Many vendors');
    const made = await stack.db.query<{ id: string }>(
      `insert into public.vendors (user_id, name, status)
       select $1, 'Shortlist vendor ' || n, 'approved' from generate_series(1, 101) n returning id`,
      [ids.admin],
    );
    const vendorIds = made.rows.map((r) => r.id);
    await stack.db.query(
      `insert into public.event_shortlist (event_id, vendor_id) select $1, unnest($2::uuid[])`,
      [event, vendorIds.slice(0, 98)],
    );
    const last = await Promise.all(
      vendorIds.slice(98).map((v) => host.rpc('toggle_shortlist', { p_vendor_id: v, p_event_id: event })),
    );
    expect(last.filter((r) => r.data === true)).toHaveLength(2);
    expect(last.find((r) => r.error)?.error?.message).toBe(
      'An event can have up to 100 saved vendors. Remove one to add another.',
    );
    const items = await host.rpc('event_shortlist_items', { p_event_id: event });
    expect(items.data).toHaveLength(100);
  });
});
