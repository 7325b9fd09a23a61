/**
 * The REST calls of the spec (both parts, section 7), made with the real supabase-js client against the
 * devstack on PGlite and on PostgreSQL, plus the PostgREST error cases.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.js';
import { createTestUser, type TestStack, type TestUser } from '../src/testing.js';
import { clientFor, DATABASES, startFixtureStack } from './helpers.js';

describe.each(DATABASES)('REST contract on %s', (database) => {
  let stack: TestStack;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let alice: TestUser; // owns the approved vendor "Alpha DJ"
  let carol: TestUser; // owns the approved vendor "Beta Catering"
  let dave: TestUser; // owns the draft vendor "Draft Co"
  let bob: TestUser; // a host
  let admin: TestUser;
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;
  let asAdmin: SupabaseClient;
  let alpha: number;
  let beta: number;
  let draft: number;

  beforeAll(async () => {
    stack = await startFixtureStack(database);
    anon = clientFor(stack);
    service = clientFor(stack, undefined, stack.serviceRoleKey);
    [alice, carol, dave, bob, admin] = await Promise.all([
      createTestUser(stack, { email: 'alice@example.test' }),
      createTestUser(stack, { email: 'carol@example.test' }),
      createTestUser(stack, { email: 'dave@example.test' }),
      createTestUser(stack, { email: 'bob@example.test' }),
      createTestUser(stack, { email: 'admin@example.test', appMetadata: { role: 'admin' } }),
    ]);
    asAlice = clientFor(stack, alice.accessToken);
    asBob = clientFor(stack, bob.accessToken);
    asAdmin = clientFor(stack, admin.accessToken);
    const { data, error } = await service
      .from('vendors')
      .insert([
        {
          name: 'Alpha DJ',
          user_id: alice.id,
          status: 'approved',
          servicetype: 'DJ',
          cities_served: ['Austin'],
        },
        {
          name: 'Beta Catering',
          user_id: carol.id,
          status: 'approved',
          servicetype: 'Catering',
          cities_served: [],
        },
        { name: 'Draft Co', user_id: dave.id, status: 'draft', servicetype: 'Decor', cities_served: [] },
      ])
      .select('id, name');
    expect(error).toBeNull();
    const byName = new Map((data ?? []).map((v) => [v.name, v.id as number]));
    alpha = byName.get('Alpha DJ')!;
    beta = byName.get('Beta Catering')!;
    draft = byName.get('Draft Co')!;
    const packages = await service.from('Packages').insert([
      { vendor_id: alpha, name: 'Basic', price: 200, charging_type: 'per_hour', duration_hours: 2 },
      {
        vendor_id: alpha,
        name: 'Premium',
        price: 450.5,
        charging_type: 'per_event',
        extra_charge_weekend: 50,
      },
      { vendor_id: beta, name: 'Buffet', price: 25, charging_type: 'per_guest', minimum_spend: 500 },
    ]);
    expect(packages.error).toBeNull();
    const avail = await service.from('availability').insert([
      {
        vendor_id: alpha,
        user_id: alice.id,
        date: '2030-06-01',
        start_time: '18:00',
        end_time: '21:00',
        is_available: true,
      },
      {
        vendor_id: alpha,
        user_id: alice.id,
        date: '2030-06-01',
        start_time: '12:00',
        end_time: '15:00',
        is_available: true,
      },
      {
        vendor_id: beta,
        user_id: carol.id,
        date: '2030-06-02',
        start_time: '10:00',
        end_time: '12:00',
        is_available: true,
      },
      {
        vendor_id: beta,
        user_id: carol.id,
        date: '2030-06-03',
        start_time: '10:00',
        end_time: '12:00',
        is_available: false,
      },
    ]);
    expect(avail.error).toBeNull();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('vendors (part 1 and 2)', () => {
    it('selects the id of the signed-in user’s vendor as a single row', async () => {
      const { data, error } = await asAlice.from('vendors').select('id').eq('user_id', alice.id).single();
      expect(error).toBeNull();
      expect(data).toEqual({ id: alpha });
    });

    it('single() on zero rows is a 406 PGRST116', async () => {
      const res = await asBob.from('vendors').select('id').eq('user_id', bob.id).single();
      expect(res.status).toBe(406);
      expect(res.error?.code).toBe('PGRST116');
      expect(res.data).toBeNull();
    });

    it('maybeSingle() on zero rows gives null without error', async () => {
      const res = await asBob.from('vendors').select('id').eq('user_id', bob.id).maybeSingle();
      expect(res.error).toBeNull();
      expect(res.data).toBeNull();
    });

    it('browse: anon sees only approved vendors, with JSON-typed columns', async () => {
      const { data, error } = await anon.from('vendors').select('*').eq('status', 'approved').order('name');
      expect(error).toBeNull();
      expect(data?.map((v) => v.name)).toEqual(['Alpha DJ', 'Beta Catering']);
      expect(data?.[0].cities_served).toEqual(['Austin']);
      expect(typeof data?.[0].id).toBe('number');
      expect(data?.[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
      const all = await anon.from('vendors').select('id');
      expect(all.data?.map((v) => v.id).sort()).toEqual([alpha, beta].sort());
    });

    it('status by user_id, newest first, limit 1', async () => {
      const { data, error } = await asAlice
        .from('vendors')
        .select('status')
        .eq('user_id', alice.id)
        .order('created_at', { ascending: false })
        .limit(1);
      expect(error).toBeNull();
      expect(data).toEqual([{ status: 'approved' }]);
    });

    it('onboarding: insert returns the id, updates by id and by user_id', async () => {
      const ins = await asBob
        .from('vendors')
        .insert({
          name: 'Bob Balloons',
          email: 'bob@example.test',
          phone: '555-0100',
          servicetype: 'Decor',
          experience: 3,
          qualifications: ['Certified', 'Insured'],
          bio: 'Balloons, "quoted", and commas',
          user_id: bob.id,
        })
        .select()
        .single();
      expect(ins.error).toBeNull();
      expect(ins.status).toBe(201);
      expect(ins.data.qualifications).toEqual(['Certified', 'Insured']);
      expect(ins.data.status).toBe('draft');
      const id = ins.data.id as number;

      const cities = await asBob
        .from('vendors')
        .update({ cities_served: ['Austin', 'Dallas, TX'] })
        .eq('id', id);
      expect(cities.error).toBeNull();
      expect(cities.status).toBe(204);
      const read = await asBob.from('vendors').select('cities_served').eq('id', id).single();
      expect(read.data).toEqual({ cities_served: ['Austin', 'Dallas, TX'] });

      const photos = await asBob
        .from('vendors')
        .update({ photos: [`${bob.id}/1-abc-a.png`] })
        .eq('id', id)
        .select('photos');
      expect(photos.data).toEqual([{ photos: [`${bob.id}/1-abc-a.png`] }]);

      const status = await asBob.from('vendors').update({ status: 'edit_listing' }).eq('user_id', bob.id);
      expect(status.error).toBeNull();
      const submittedAt = new Date('2030-01-02T03:04:05.000Z').toISOString();
      const submit = await asBob
        .from('vendors')
        .update({ status: 'pending', submitted_at: submittedAt })
        .eq('id', id)
        .select('status, submitted_at')
        .single();
      expect(submit.error).toBeNull();
      expect(submit.data?.status).toBe('pending');
      expect(new Date(submit.data?.submitted_at).toISOString()).toBe(submittedAt);

      const full = await asBob
        .from('vendors')
        .select('*')
        .eq('user_id', bob.id)
        .order('created_at', { ascending: false })
        .limit(1)
        .maybeSingle();
      expect(full.data?.bio).toBe('Balloons, "quoted", and commas');
    });

    it('admin lists every vendor newest first; others see approved and their own', async () => {
      const adminList = await asAdmin.from('vendors').select('*').order('created_at', { ascending: false });
      expect(adminList.data?.map((v) => v.name)).toContain('Draft Co');
      const filter = await asAdmin.from('vendors').select('id, name, user_id').order('name');
      expect(filter.data?.[0]).toEqual({ id: alpha, name: 'Alpha DJ', user_id: alice.id });
      const aliceSees = await asAlice.from('vendors').select('name').eq('id', draft);
      expect(aliceSees.data).toEqual([]);
    });
  });

  describe('Packages and addons', () => {
    it('selects all, by vendor ordered by price, with decimals as numbers', async () => {
      const all = await anon.from('Packages').select('*');
      expect(all.data).toHaveLength(3);
      const { data } = await anon
        .from('Packages')
        .select('*')
        .eq('vendor_id', alpha)
        .order('price', { ascending: true });
      expect(data?.map((p) => [p.name, p.price, p.extra_charge_weekend])).toEqual([
        ['Basic', 200, null],
        ['Premium', 450.5, 50],
      ]);
    });

    it('replace-all: delete the vendor’s rows, then insert the new rows', async () => {
      const del = await asAlice.from('addons').delete().eq('vendor_id', alpha);
      expect(del.error).toBeNull();
      // supabase-js sends ?columns with the union of keys: a key missing from one row is null there, which a
      // NOT NULL column refuses, and the whole insert is rolled back
      const partial = await asAlice.from('addons').insert([
        { vendor_id: alpha, item: 'Fog machine', price: 40, charging_type: 'per_event' },
        { vendor_id: alpha, item: 'Extra hour', price: 100 },
      ]);
      expect(partial.status).toBe(400);
      expect(partial.error?.code).toBe('23502');
      const ins = await asAlice.from('addons').insert([
        { vendor_id: alpha, item: 'Fog machine', price: 40, charging_type: 'per_event' },
        { vendor_id: alpha, item: 'Extra hour', price: 100, charging_type: 'per_hour' },
      ]);
      expect(ins.error).toBeNull();
      expect(ins.status).toBe(201);
      const { data } = await anon.from('addons').select('*').eq('vendor_id', alpha).order('item');
      expect(data?.map((a) => [a.item, a.price, a.charging_type])).toEqual([
        ['Extra hour', 100, 'per_hour'],
        ['Fog machine', 40, 'per_event'],
      ]);
    });

    it('insert with defaultToNull: false gives missing keys the column default', async () => {
      const ins = await asAlice
        .from('addons')
        .insert(
          [
            { vendor_id: alpha, item: 'Confetti', price: 5, charging_type: 'per_guest' },
            { vendor_id: alpha, item: 'Smoke', price: 15 },
          ],
          { defaultToNull: false },
        )
        .select('item, charging_type');
      expect(ins.error).toBeNull();
      expect(ins.data).toEqual([
        { item: 'Confetti', charging_type: 'per_guest' },
        { item: 'Smoke', charging_type: 'per_event' },
      ]);
      await asAlice.from('addons').delete().in('item', ['Confetti', 'Smoke']);
    });

    it('another vendor cannot replace Alpha’s packages', async () => {
      const asCarol = clientFor(stack, carol.accessToken);
      const del = await asCarol.from('Packages').delete().eq('vendor_id', alpha).select();
      expect(del.error).toBeNull();
      expect(del.data).toEqual([]);
      const ins = await asCarol.from('Packages').insert({ vendor_id: alpha, name: 'Hijack', price: 1 });
      expect(ins.status).toBe(403);
      expect(ins.error?.code).toBe('42501');
      const { count } = await anon
        .from('Packages')
        .select('*', { count: 'exact', head: true })
        .eq('vendor_id', alpha);
      expect(count).toBe(2);
    });
  });

  describe('availability and time slot templates', () => {
    it('available dates of approved vendors (is true, in list)', async () => {
      const { data, error } = await anon
        .from('availability')
        .select('date, vendor_id')
        .eq('is_available', true)
        .in('vendor_id', [alpha, beta])
        .order('date')
        .order('start_time');
      expect(error).toBeNull();
      expect(data).toEqual([
        { date: '2030-06-01', vendor_id: alpha },
        { date: '2030-06-01', vendor_id: alpha },
        { date: '2030-06-02', vendor_id: beta },
      ]);
    });

    it('one date: vendor ids; slots ordered by start_time; dates on or after a day', async () => {
      const ids = await anon.from('availability').select('vendor_id').eq('date', '2030-06-02');
      expect(ids.data).toEqual([{ vendor_id: beta }]);
      const slots = await anon
        .from('availability')
        .select('*')
        .eq('vendor_id', alpha)
        .eq('date', '2030-06-01')
        .eq('is_available', true)
        .order('start_time');
      expect(slots.data?.map((s) => [s.start_time, s.end_time])).toEqual([
        ['12:00:00', '15:00:00'],
        ['18:00:00', '21:00:00'],
      ]);
      const dates = await anon
        .from('availability')
        .select('date')
        .eq('vendor_id', beta)
        .eq('is_available', true)
        .gte('date', '2030-06-02')
        .order('date');
      expect(dates.data).toEqual([{ date: '2030-06-02' }]);
      const between = await anon
        .from('availability')
        .select('date')
        .eq('vendor_id', beta)
        .gte('date', '2030-06-01')
        .lte('date', '2030-12-01')
        .order('date', { ascending: false });
      expect(between.data).toEqual([{ date: '2030-06-03' }, { date: '2030-06-02' }]);
    });

    it('the vendor inserts many slots and deletes one by id', async () => {
      const ins = await asAlice
        .from('availability')
        .insert([
          {
            date: '2030-07-01',
            start_time: '09:00',
            end_time: '11:00',
            time_slot_text: '9-11',
            user_id: alice.id,
            vendor_id: alpha,
          },
          {
            date: '2030-07-02',
            start_time: '09:00',
            end_time: '11:00',
            time_slot_text: '9-11',
            user_id: alice.id,
            vendor_id: alpha,
          },
        ])
        .select('id, date, is_available');
      expect(ins.error).toBeNull();
      // is_available was not sent: the column default applies
      expect(ins.data?.map((r) => [r.date, r.is_available])).toEqual([
        ['2030-07-01', true],
        ['2030-07-02', true],
      ]);
      const del = await asAlice.from('availability').delete().eq('id', ins.data?.[0]?.id);
      expect(del.error).toBeNull();
      const left = await anon
        .from('availability')
        .select('date')
        .eq('vendor_id', alpha)
        .gte('date', '2030-07-01');
      expect(left.data).toEqual([{ date: '2030-07-02' }]);
    });

    it('templates: own rows only, ordered by start_time', async () => {
      const a = await asAlice
        .from('time_slot_templates')
        .insert({ start_time: '18:00', end_time: '22:00', display_text: 'Evening', user_id: alice.id })
        .select()
        .single();
      expect(a.error).toBeNull();
      await asAlice
        .from('time_slot_templates')
        .insert({ start_time: '08:00', end_time: '10:00', display_text: 'Morning', user_id: alice.id });
      const list = await asAlice
        .from('time_slot_templates')
        .select('*')
        .eq('user_id', alice.id)
        .order('start_time');
      expect(list.data?.map((t) => t.display_text)).toEqual(['Morning', 'Evening']);
      const bobSees = await asBob.from('time_slot_templates').select('*').eq('user_id', alice.id);
      expect(bobSees.data).toEqual([]);
      const bobDeletes = await asBob.from('time_slot_templates').delete().eq('id', a.data.id).select();
      expect(bobDeletes.data).toEqual([]);
      const del = await asAlice.from('time_slot_templates').delete().eq('id', a.data.id);
      expect(del.error).toBeNull();
      const after = await asAlice.from('time_slot_templates').select('display_text');
      expect(after.data).toEqual([{ display_text: 'Morning' }]);
    });
  });

  describe('bookings', () => {
    let bookingId: number;
    const booking = () => ({
      vendor_id: alpha,
      user_id: bob.id,
      customer_email: bob.email,
      customer_name: 'Bob Host',
      total_amount: 650.5,
      payment_status: 'clicked_book',
      booking_date: '2030-06-01',
      booking_time: '18:00',
      duration_hours: 3,
      guest_count: 20,
      selected_packages: 'Basic, Premium',
      selected_addons: 'Fog machine',
      event_location: 'Austin, TX',
      special_instructions: null,
    });

    it('the customer inserts one row and gets it back', async () => {
      const { data, error, status } = await asBob.from('bookings').insert(booking()).select().single();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toMatchObject({
        total_amount: 650.5,
        booking_time: '18:00:00',
        booking_date: '2030-06-01',
      });
      bookingId = data.id;
    });

    it('a booking for someone else is refused (403, 42501)', async () => {
      const res = await asBob.from('bookings').insert({ ...booking(), user_id: alice.id });
      expect(res.status).toBe(403);
      expect(res.error?.code).toBe('42501');
    });

    it('anon cannot insert (401, 42501)', async () => {
      const res = await anon.from('bookings').insert(booking());
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('42501');
    });

    it('booked times on a date with status in pending/paid; overlapping pending bookings are refused', async () => {
      await service.from('bookings').update({ payment_status: 'pending' }).eq('id', bookingId);
      const { data } = await asAlice
        .from('bookings')
        .select('booking_time, duration_hours')
        .eq('vendor_id', alpha)
        .eq('booking_date', '2030-06-01')
        .in('payment_status', ['paid', 'pending']);
      expect(data).toEqual([{ booking_time: '18:00:00', duration_hours: 3 }]);
      const overlap = await service
        .from('bookings')
        .insert({ ...booking(), booking_time: '19:00', payment_status: 'pending' });
      expect(overlap.error?.code).toBe('23P01');
      expect(overlap.status).toBe(400);
    });

    it('vendor dashboard: own vendor’s bookings newest first; others see none', async () => {
      const mine = await asAlice
        .from('bookings')
        .select('id, customer_name, total_amount, payment_status')
        .eq('vendor_id', alpha)
        .in('payment_status', ['pending', 'paid'])
        .order('created_at', { ascending: false });
      expect(mine.data?.map((b) => b.id)).toEqual([bookingId]);
      const asCarol = clientFor(stack, carol.accessToken);
      const theirs = await asCarol.from('bookings').select('id').eq('vendor_id', alpha);
      expect(theirs.data).toEqual([]);
    });

    it('admin: bookings inner-joined to vendor (id, name), newest first', async () => {
      const { data, error } = await asAdmin
        .from('bookings')
        .select('id, customer_name, booking_date, vendor:vendors!inner(id, name)')
        .order('created_at', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          id: bookingId,
          customer_name: 'Bob Host',
          booking_date: '2030-06-01',
          vendor: { id: alpha, name: 'Alpha DJ' },
        },
      ]);
      const filtered = await asAdmin
        .from('bookings')
        .select('id, vendors!inner(name)')
        .eq('vendors.name', 'Nobody');
      expect(filtered.data).toEqual([]);
      const hinted = await asAdmin.from('bookings').select('id, vendors!bookings_vendor_id_fkey(name)');
      expect(hinted.data).toEqual([{ id: bookingId, vendors: { name: 'Alpha DJ' } }]);
    });

    it('only the admin deletes a booking', async () => {
      const notAdmin = await asBob.from('bookings').delete().eq('id', bookingId).select();
      expect(notAdmin.data).toEqual([]);
      const del = await asAdmin.from('bookings').delete().eq('id', bookingId);
      expect(del.error).toBeNull();
      expect(del.status).toBe(204);
      const left = await service.from('bookings').select('id');
      expect(left.data).toEqual([]);
    });
  });

  describe('newsletter and vendor AI data', () => {
    it('anon inserts into Email_List; duplicates are 409; bad rows are 400; nobody reads it', async () => {
      const ok = await anon.from('Email_List').insert({ email: 'fan@example.test' });
      expect(ok.error).toBeNull();
      expect(ok.status).toBe(201);
      const dup = await anon.from('Email_List').insert({ email: 'fan@example.test' });
      expect(dup.status).toBe(409);
      expect(dup.error?.code).toBe('23505');
      const bad = await anon.from('Email_List').insert({ email: 'no-at-sign' });
      expect(bad.status).toBe(400);
      expect(bad.error?.code).toBe('23514');
      const read = await anon.from('Email_List').select('*');
      expect(read.data).toEqual([]);
    });

    it('select single by vendor_id, then insert or update by vendor_id; upsert on vendor_id', async () => {
      const none = await asAlice.from('vendor_ai_data').select('id').eq('vendor_id', alpha).maybeSingle();
      expect(none.data).toBeNull();
      const training = {
        coreServices: ['DJ', 'MC'],
        baseHourlyRate: '150',
        additionalServices: [{ name: 'Lights', price: '50' }],
      };
      const ins = await asAlice.from('vendor_ai_data').insert({
        vendor_id: alpha,
        user_id: alice.id,
        training_data: training,
        updated_at: new Date().toISOString(),
      });
      expect(ins.error).toBeNull();
      const one = await asAlice.from('vendor_ai_data').select('*').eq('vendor_id', alpha).single();
      expect(one.data?.training_data).toEqual(training);
      const upd = await asAlice
        .from('vendor_ai_data')
        .update({ training_data: { ...training, baseHourlyRate: '175' } })
        .eq('vendor_id', alpha)
        .select('training_data')
        .single();
      expect(upd.data?.training_data.baseHourlyRate).toBe('175');
      const up = await asAlice
        .from('vendor_ai_data')
        .upsert(
          { vendor_id: alpha, user_id: alice.id, training_data: { coreServices: [] } },
          { onConflict: 'vendor_id' },
        )
        .select('vendor_id, training_data');
      expect(up.error).toBeNull();
      expect(up.data).toEqual([{ vendor_id: alpha, training_data: { coreServices: [] } }]);
      const ignored = await asAlice
        .from('vendor_ai_data')
        .upsert(
          { vendor_id: alpha, user_id: alice.id, training_data: { x: 1 } },
          { onConflict: 'vendor_id', ignoreDuplicates: true },
        )
        .select();
      expect(ignored.data).toEqual([]);
      const bobReads = await asBob.from('vendor_ai_data').select('*').eq('vendor_id', alpha);
      expect(bobReads.data).toEqual([]);
    });

    it('users: insert after sign-up and read back own row only', async () => {
      const ins = await asBob
        .from('users')
        .insert({ id: bob.id, name: 'Bob', email: bob.email, type: 'host' });
      expect(ins.error).toBeNull();
      const own = await asBob.from('users').select('name, type').eq('id', bob.id).single();
      expect(own.data).toEqual({ name: 'Bob', type: 'host' });
      const other = await asAlice.from('users').select('*');
      expect(other.data).toEqual([]);
    });
  });

  describe('grammar', () => {
    it('aliases, casts, embedded to-many with filters/order/limit, embedded to-one', async () => {
      const { data, error } = await anon
        .from('vendors')
        .select('vendorName:name, idText:id::text, Packages(name, price)')
        .eq('id', alpha)
        .order('price', { referencedTable: 'Packages', ascending: false })
        .limit(1, { referencedTable: 'Packages' })
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        vendorName: 'Alpha DJ',
        idText: String(alpha),
        Packages: [{ name: 'Premium', price: 450.5 }],
      });
      const filtered = await anon
        .from('vendors')
        .select('name, Packages(name)')
        .eq('Packages.name', 'Buffet')
        .order('name');
      expect(filtered.data).toEqual([
        { name: 'Alpha DJ', Packages: [] },
        { name: 'Beta Catering', Packages: [{ name: 'Buffet' }] },
      ]);
      const inner = await anon
        .from('vendors')
        .select('name, Packages!inner(name)')
        .eq('Packages.name', 'Buffet');
      expect(inner.data).toEqual([{ name: 'Beta Catering', Packages: [{ name: 'Buffet' }] }]);
      const toOne = await anon.from('Packages').select('name, vendors(name)').eq('name', 'Buffet').single();
      expect(toOne.data).toEqual({ name: 'Buffet', vendors: { name: 'Beta Catering' } });
    });

    it('or, not, neq, gt/lt, like/ilike, is null, in with quoted values', async () => {
      const or = await anon.from('Packages').select('name').or('price.lt.30,name.eq.Premium').order('name');
      expect(or.data).toEqual([{ name: 'Buffet' }, { name: 'Premium' }]);
      const nested = await anon
        .from('Packages')
        .select('name')
        .or('and(price.gt.100,price.lt.300),name.ilike.*buf*')
        .order('name');
      expect(nested.data).toEqual([{ name: 'Basic' }, { name: 'Buffet' }]);
      const not = await anon.from('Packages').select('name').not('name', 'in', '("Basic","Buffet")');
      expect(not.data).toEqual([{ name: 'Premium' }]);
      const neq = await anon.from('Packages').select('name').neq('vendor_id', alpha);
      expect(neq.data).toEqual([{ name: 'Buffet' }]);
      const like = await anon
        .from('Packages')
        .select('name')
        .like('name', 'B%')
        .order('name', { ascending: false });
      expect(like.data).toEqual([{ name: 'Buffet' }, { name: 'Basic' }]);
      const isNull = await anon.from('Packages').select('name').is('minimum_spend', null).order('name');
      expect(isNull.data).toEqual([{ name: 'Basic' }, { name: 'Premium' }]);
      const notNull = await anon.from('Packages').select('name').not('minimum_spend', 'is', null);
      expect(notNull.data).toEqual([{ name: 'Buffet' }]);
      const comma = await anon.from('vendors').select('name').in('name', ['Alpha DJ', 'x,y']);
      expect(comma.data).toEqual([{ name: 'Alpha DJ' }]);
      const contains = await anon.from('vendors').select('name').contains('cities_served', ['Austin']);
      expect(contains.data).toEqual([{ name: 'Alpha DJ' }]);
    });

    it('order with nulls first/last, range and count=exact (Content-Range)', async () => {
      const nulls = await anon
        .from('Packages')
        .select('name')
        .order('minimum_spend', { ascending: true, nullsFirst: true })
        .order('name');
      expect(nulls.data?.map((p) => p.name)).toEqual(['Basic', 'Premium', 'Buffet']);
      const page = await anon.from('Packages').select('name', { count: 'exact' }).order('name').range(1, 2);
      expect(page.data).toEqual([{ name: 'Buffet' }, { name: 'Premium' }]);
      expect(page.count).toBe(3);
      const head = await anon
        .from('vendors')
        .select('*', { count: 'exact', head: true })
        .eq('status', 'approved');
      expect(head.count).toBe(2);
      expect(head.data).toBeNull();
      const res = await fetch(`${stack.url}/rest/v1/Packages?select=name&order=name`, {
        headers: { apikey: stack.anonKey, Range: '0-1', Prefer: 'count=exact' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('0-1/3');
      expect(await res.json()).toEqual([{ name: 'Basic' }, { name: 'Buffet' }]);
    });

    it('rpc: set-returning with filters/order/limit, scalar, table, setof scalar, GET, void with raise', async () => {
      const replaced = await asAlice.rpc('replace_packages', {
        p_vendor_id: alpha,
        p_packages: [
          { name: 'Solo', price: 300 },
          { name: 'Duo', price: 500, charging_type: 'per_event' },
        ],
      });
      expect(replaced.error).toBeNull();
      expect(replaced.data.map((p: { name: string }) => p.name).sort()).toEqual(['Duo', 'Solo']);
      const filtered = await asAlice
        .rpc('replace_packages', {
          p_vendor_id: alpha,
          p_packages: [
            { name: 'A', price: 1 },
            { name: 'B', price: 2 },
          ],
        })
        .select('name')
        .gt('price', 1);
      expect(filtered.data).toEqual([{ name: 'B' }]);
      const denied = await asBob.rpc('replace_packages', { p_vendor_id: alpha, p_packages: [] });
      expect(denied.status).toBe(403);
      const survived = await anon.from('Packages').select('name').eq('vendor_id', alpha).order('name');
      expect(survived.data).toEqual([{ name: 'A' }, { name: 'B' }]);

      const count = await anon.rpc('approved_vendor_count');
      expect(count.data).toBe(2);
      const table = await anon.rpc('vendors_available_on', { p_date: '2030-06-01' }).limit(1);
      expect(table.data).toEqual([{ vendor_id: alpha, name: 'Alpha DJ' }]);
      const viaGet = await anon.rpc('vendors_available_on', { p_date: '2030-06-02' }, { get: true });
      expect(viaGet.data).toEqual([{ vendor_id: beta, name: 'Beta Catering' }]);
      const cities = await anon.rpc('city_list', { p_vendor_id: alpha });
      expect(cities.data).toEqual(['Austin']);
      const ok = await anon.rpc('check_guests', { p_guests: 2 });
      expect(ok.error).toBeNull();
      const raised = await anon.rpc('check_guests', { p_guests: 0 });
      expect(raised.status).toBe(400);
      expect(raised.error).toMatchObject({ code: 'P0001', message: 'Guest count must be at least 1' });
      const missing = await anon.rpc('no_such_function', { a: 1 });
      expect(missing.status).toBe(404);
      expect(missing.error?.code).toBe('PGRST202');
    });
  });

  describe('errors', () => {
    it('rejects a forged or expired JWT with 401', async () => {
      const forged = await signJwt(
        { role: 'service_role' },
        'not-the-secret-but-long-enough-to-sign-with',
        60,
      );
      const a = await fetch(`${stack.url}/rest/v1/vendors`, {
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${forged}` },
      });
      expect(a.status).toBe(401);
      expect((await a.json()).code).toBe('PGRST301');
      const expired = await signJwt({ role: 'authenticated', sub: bob.id }, stack.jwtSecret, -10);
      const b = await fetch(`${stack.url}/rest/v1/vendors`, {
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${expired}` },
      });
      expect(b.status).toBe(401);
      expect((await b.json()).code).toBe('PGRST303');
      const none = await fetch(`${stack.url}/rest/v1/vendors`);
      expect(none.status).toBe(401);
    });

    it('takes the API key from the query string as the gateway does: not a filter, anon, a bad one is 401', async () => {
      const url = (query: string) => `${stack.url}/rest/v1/vendors?${query}`;
      // A plain GET with no custom header (what a page can send without a CORS preflight).
      const approved = await fetch(url(`select=name&id=eq.${alpha}&apikey=${stack.anonKey}`));
      expect(approved.status).toBe(200);
      expect(await approved.json()).toEqual([{ name: 'Alpha DJ' }]);
      // Row level security as for any anon request: the draft vendor stays hidden.
      const hidden = await fetch(url(`apikey=${stack.anonKey}&select=name&id=eq.${draft}`));
      expect(await hidden.json()).toEqual([]);
      const forged = await fetch(url('select=name&apikey=not-a-key'));
      expect(forged.status).toBe(401);
      expect((await forged.json()).code).toBe('PGRST301');
    });

    it('unknown table 404, unknown column 400, bad value 400, unknown relationship 400', async () => {
      const table = await anon.from('nope').select('*');
      expect(table.status).toBe(404);
      expect(table.error?.code).toBe('PGRST205');
      const column = await anon.from('vendors').select('nope');
      expect(column.status).toBe(400);
      expect(column.error?.code).toBe('42703');
      const value = await anon.from('vendors').select('id').eq('id', 'not-a-number');
      expect(value.status).toBe(400);
      expect(value.error?.code).toBe('22P02');
      const rel = await anon.from('vendors').select('id, time_slot_templates(id)');
      expect(rel.status).toBe(400);
      expect(rel.error?.code).toBe('PGRST200');
      const notNull = await service.from('vendors').insert({ user_id: bob.id });
      expect(notNull.status).toBe(400);
      expect(notNull.error?.code).toBe('23502');
      const fk = await service.from('Packages').insert({ vendor_id: 999999, name: 'x', price: 1 });
      expect(fk.status).toBe(409);
      expect(fk.error?.code).toBe('23503');
    });

    it('anything outside the grammar is a 400 naming what is unsupported', async () => {
      const fts = await anon.from('vendors').select('id').textSearch('bio', 'dj');
      expect(fts.status).toBe(400);
      expect(fts.error?.message).toMatch(/Unsupported.*fts/);
      const spread = await anon.from('Packages').select('name, ...vendors(name)');
      expect(spread.status).toBe(400);
      expect(spread.error?.message).toMatch(/spread/);
      const jsonPath = await anon.from('vendor_ai_data').select('training_data->coreServices');
      expect(jsonPath.status).toBe(400);
      expect(jsonPath.error?.message).toMatch(/JSON path/);
      const noFilter = await service.from('Packages').delete();
      expect(noFilter.status).toBe(400);
      expect(noFilter.error?.code).toBe('21000');
      const count = await anon.from('Packages').select('count()');
      expect(count.status).toBe(400);
    });

    it('a failing single() write is rolled back', async () => {
      const res = await asAlice
        .from('Packages')
        .update({ description: 'changed' })
        .eq('vendor_id', alpha)
        .select()
        .single();
      expect(res.status).toBe(406);
      const after = await anon.from('Packages').select('description').eq('vendor_id', alpha);
      expect(after.data?.every((p) => p.description === null)).toBe(true);
    });
  });
});
