import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import type { Database, TablesInsert } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import { PNG_BYTES } from './support/api-client.js';
import { tableFingerprint } from './support/database.js';

type Client = SupabaseClient<Database>;
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

// The flows the apps run, through the HTTP API with the generated Database types.
describe.each(['postgres', 'pglite'] as const)('API flows on %s', (database) => {
  let stack: TestStack;
  const signIn = async (email: string, password = SEED_PASSWORD): Promise<Client> => {
    const client = createClient<Database>(stack.url, stack.anonKey, options);
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return client;
  };
  const anon = () => createClient<Database>(stack.url, stack.anonKey, options);
  const day = async (n: number) =>
    (await stack.db.query<{ d: string }>('select (current_date + $1::int)::text as d', [n])).rows[0]
      ?.d as string;

  beforeAll(async () => {
    stack = await startTestStack({ database, seed: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('sign-up creates the users profile from user_metadata', async () => {
    const { data, error } = await anon().auth.signUp({
      email: `new-${database}@example.com`,
      password: 'secret-123',
      options: { data: { full_name: 'Vera Vendor', user_type: 'vendor', phone_number: '+1 214 555 0199' } },
    });
    expect(error).toBeNull();
    const profile = await stack.db.query(
      'select name, email, phone_number, type from public.users where id = $1',
      [data.user?.id],
    );
    expect(profile.rows).toEqual([
      {
        name: 'Vera Vendor',
        email: `new-${database}@example.com`,
        phone_number: '+1 214 555 0199',
        type: 'vendor',
      },
    ]);
  });

  it('browses approved vendors with card prices and calendar dots', async () => {
    const client = anon();
    const { data: cards, error } = await client.rpc('browse_vendors', { p_city: 'Dallas, TX', p_limit: 50 });
    expect(error).toBeNull();
    expect(cards?.length).toBeGreaterThan(2);
    expect(cards?.find((c) => c.name === 'DJ Nova')).toMatchObject({ card_price: 450, servicetype: 'DJ' });
    expect(cards?.every((c) => c.total_count === cards.length)).toBe(true);
    const { data: dates } = await client.rpc('available_dates', {
      p_from: await day(0),
      p_to: await day(41),
    });
    expect(dates?.length).toBeGreaterThan(20);
    const { data: profile } = await client
      .from('Packages')
      .select('*')
      .eq('vendor_id', ids.ownVendor)
      .order('price', { ascending: true });
    expect(profile?.map((p) => p.name)).toEqual(['Party Starter', 'Wedding Deluxe']);
  });

  it('books a slot: insert clicked_book, reserve it, and a competing overlapping hold gets 23P01', async () => {
    const window = await stack.db.query<{ date: string }>(
      `select date::text from public.availability where vendor_id = $1 and is_available and start_time = '10:00'
          and date > current_date + 20 order by date limit 1`,
      [ids.otherVendor],
    );
    const date = window.rows[0]?.date as string;
    const booking = (userId: string, email: string, time: string): TablesInsert<'bookings'> => ({
      vendor_id: ids.otherVendor,
      user_id: userId,
      customer_email: email,
      customer_name: email,
      total_amount: 190,
      payment_status: 'clicked_book',
      booking_date: date,
      booking_time: time,
      duration_hours: 2,
      guest_count: 10,
      selected_packages: 'Cocktail Hour',
      selected_addons: '',
      event_location: 'Austin',
      special_instructions: null,
    });
    const host = await signIn('host@partyeasy.test');
    const other = await signIn('host2@partyeasy.test');
    const first = await host
      .from('bookings')
      .insert(booking(ids.host, 'host@partyeasy.test', '10:00'))
      .select()
      .single();
    const second = await other
      .from('bookings')
      .insert(booking(ids.otherHost, 'host2@partyeasy.test', '11:00'))
      .select()
      .single();
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    const held = await host.rpc('reserve_booking', { p_booking_id: first.data?.id as string });
    expect(held.data).toMatchObject({ payment_status: 'pending' });
    const refused = await other.rpc('reserve_booking', { p_booking_id: second.data?.id as string });
    expect(refused.error?.code).toBe('23P01');
    // the second host sees only the blocking times, not the first host's booking
    const blocking = await other.rpc('vendor_blocking_bookings', {
      p_vendor_id: ids.otherVendor,
      p_date: date,
    });
    expect(blocking.data).toContainEqual(
      expect.objectContaining({ booking_time: '10:00:00', duration_hours: 2 }),
    );
    const peek = await other
      .from('bookings')
      .select('*')
      .eq('id', first.data?.id as string);
    expect(peek.data).toEqual([]);
  });

  it('a failing replace-all save through the API leaves the previous packages intact', async () => {
    const owner = await signIn('dj@partyeasy.test');
    // Packages change while the listing is being edited ('Edit Listing'); the listing is live again afterwards.
    expect((await owner.rpc('start_listing_edit', { p_vendor_id: ids.ownVendor })).error).toBeNull();
    const before = await tableFingerprint(stack.db, 'public."Packages"');
    const { error } = await owner.rpc('replace_vendor_packages', {
      p_vendor_id: ids.ownVendor,
      p_packages: [
        { name: 'New A', price: 100, charging_type: 'per_hour', minimum_hours: 2 },
        { name: 'New B', price: 100, charging_type: 'per_guest', minimum_spend: -1 },
      ],
    });
    expect(error?.code).toBe('23514');
    expect(await tableFingerprint(stack.db, 'public."Packages"')).toBe(before);
    const ok = await owner.rpc('replace_vendor_packages', {
      p_vendor_id: ids.ownVendor,
      p_packages: [
        { name: 'Only one', description: 'Now', price: 100, charging_type: 'per_hour', minimum_hours: 2 },
      ],
    });
    expect(ok.data?.map((p) => p.name)).toEqual(['Only one']);
    await stack.db.query(`update public.vendors set status = 'approved' where id = $1`, [ids.ownVendor]);
  });

  it('newsletter: the same answer for a new and a known address, one row, one confirmation mail', async () => {
    const client = anon();
    const email = `Reader-${database}@Example.com`;
    const first = await client.functions.invoke('newsletter-subscribe', { body: { email } });
    const again = await client.functions.invoke('newsletter-subscribe', {
      body: { email: email.toLowerCase() },
    });
    expect(first.error).toBeNull();
    expect(again.error).toBeNull();
    expect(again.data).toEqual(first.data);
    expect(first.data).toEqual({ status: 'check_inbox' });
    const rows = await stack.db.query(
      `select confirmed_at from public."Email_List" where lower(email) = lower($1)`,
      [email],
    );
    expect(rows.rows).toEqual([{ confirmed_at: null }]);
    expect(stack.mailbox.list().filter((m) => m.to.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  });

  it('storage: vendors store photos through the upload function only; direct uploads, other types and hosts are refused', async () => {
    const vendor = await signIn('dj@partyeasy.test');
    const token = (await vendor.auth.getSession()).data.session?.access_token as string;
    const viaFunction = (path: string, body: Uint8Array, type: string, as = token) =>
      fetch(`${stack.url}/functions/v1/upload-vendor-photo?path=${encodeURIComponent(path)}`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: `Bearer ${as}`, 'content-type': type },
        body: new Blob([new Uint8Array(body)]),
      });
    const path = `${ids.ownerVendorUser}/${Date.now()}-a1b2-photo.png`;
    const ok = await viaFunction(path, PNG_BYTES, 'image/png');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ path });
    const before = await tableFingerprint(stack.db, 'storage.objects');
    const bucket = vendor.storage.from('vendor-photos');
    // straight to storage: refused, even a real image into the vendor's own folder
    const direct = await bucket.upload(`${ids.ownerVendorUser}/${Date.now()}-direct.png`, PNG_BYTES, {
      contentType: 'image/png',
      cacheControl: '3600',
      upsert: false,
    });
    expect(direct.error).not.toBeNull();
    expect(
      (
        await viaFunction(
          `${ids.ownerVendorUser}/${Date.now()}-notes.txt`,
          Buffer.from('hello'),
          'text/plain',
        )
      ).status,
    ).toBe(415);
    expect((await viaFunction(`${ids.host}/${Date.now()}-x.png`, PNG_BYTES, 'image/png')).status).toBe(403);
    // a host (no listing) cannot upload at all, not even into their own folder
    const host = await signIn('host@partyeasy.test');
    const hostToken = (await host.auth.getSession()).data.session?.access_token as string;
    expect(
      (await viaFunction(`${ids.host}/${Date.now()}-mine.png`, PNG_BYTES, 'image/png', hostToken)).status,
    ).toBe(403);
    expect(await tableFingerprint(stack.db, 'storage.objects')).toBe(before);
    const { data: publicUrl } = bucket.getPublicUrl(path);
    expect((await fetch(publicUrl.publicUrl)).status).toBe(200);
  });

  it('review: vendor submits, a user cannot promote themselves through user_metadata, the admin approves', async () => {
    const vendor = await signIn('editing@partyeasy.test');
    const submitted = await vendor.rpc('submit_listing', {
      p_vendor_id: '00000000-0000-4000-8000-00000000d011',
    });
    expect(submitted.data).toMatchObject({ status: 'pending_approval' });
    const selfApproval = await vendor
      .from('vendors')
      .update({ status: 'approved' })
      .eq('id', '00000000-0000-4000-8000-00000000d011');
    expect(selfApproval.error?.code).toBe('42501');

    await vendor.auth.updateUser({ data: { role: 'admin' } });
    await vendor.auth.refreshSession();
    const escalated = await vendor.rpc('admin_set_vendor_status', {
      p_vendor_id: '00000000-0000-4000-8000-00000000d011',
      p_status: 'approved',
    });
    expect(escalated.error?.code).toBe('42501');

    const admin = await signIn(actors.admin.email as string);
    const approved = await admin.rpc('admin_set_vendor_status', {
      p_vendor_id: '00000000-0000-4000-8000-00000000d011',
      p_status: 'approved',
    });
    expect(approved.data).toMatchObject({ status: 'approved', status_changed_by: ids.admin });
    const { data: cards } = await anon().rpc('browse_vendors', { p_service_type: 'DJ' });
    expect(cards?.map((c) => c.name)).toContain('Beat Drop Entertainment');
  });
});

describe('simultaneous reservations through the API on postgres', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('30 hosts holding overlapping slots of one vendor at once: exactly one hold', async () => {
    const window = await stack.db.query<{ date: string }>(
      `select date::text from public.availability where vendor_id = $1 and is_available and start_time = '18:00'
          and end_time = '23:00' and date > current_date + 14 order by date limit 1`,
      [ids.ownVendor],
    );
    const date = window.rows[0]?.date as string;
    const hosts = [actors.host, actors.otherHost];
    const clients = await Promise.all(
      hosts.map(async (h) => {
        const client = createClient<Database>(stack.url, stack.anonKey, options);
        await client.auth.signInWithPassword({ email: h.email as string, password: SEED_PASSWORD });
        return { client, host: h };
      }),
    );
    const bookings = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const { client, host } = clients[i % clients.length] as (typeof clients)[number];
        const { data, error } = await client
          .from('bookings')
          .insert({
            vendor_id: ids.ownVendor,
            user_id: host.userId as string,
            customer_email: host.email as string,
            total_amount: 450,
            booking_date: date,
            booking_time: ['18:00', '18:30', '19:00', '19:30'][i % 4] as string,
            duration_hours: 3,
          })
          .select('id')
          .single();
        if (error) throw error;
        return { client, id: data.id };
      }),
    );
    const results = await Promise.all(
      bookings.map((b) => b.client.rpc('reserve_booking', { p_booking_id: b.id })),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.error).map((r) => r.error?.code))).toEqual(new Set(['23P01']));
    const held = await stack.db.query(
      `select count(*)::int as n from public.bookings where id = any($1::uuid[]) and payment_status in ('pending', 'paid')`,
      [bookings.map((b) => b.id)],
    );
    expect(held.rows).toEqual([{ n: 1 }]);
  });
});
