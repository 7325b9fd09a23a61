import type { Db } from '@partyeasy/devstack/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, ids, pendingVendorActor } from './support/actors.js';
import { type ActorClient, type Row, sqlClient } from './support/client.js';
import { type DatabaseKind, freshDatabase, type TestDatabase, tableFingerprint } from './support/database.js';

const anon = (db: Db) => sqlClient(db, actors.anon);
const as = (db: Db, actor: Actor): ActorClient => sqlClient(db, actor);

async function rpcRows(client: ActorClient, fn: string, args: Row): Promise<Row[]> {
  const r = await client.rpc(fn, args);
  if (r.error) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.data as Row[];
}

async function one<T = Row>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const r = await db.query<T>(sql, params);
  if (!r.rows[0]) throw new Error(`no row: ${sql}`);
  return r.rows[0];
}

/** A date n days from today, as the database sees it. */
async function day(db: Db, n: number): Promise<string> {
  return (await one<{ d: string }>(db, `select (current_date + $1::int)::text as d`, [n])).d;
}

async function newBooking(
  db: Db,
  values: { vendor?: string; user?: string; date: string; time: string; hours: number },
) {
  return (
    await one<{ id: string }>(
      db,
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time, duration_hours)
       values ($1, $2, 'x@example.com', 100, $3, $4, $5) returning id`,
      [values.vendor ?? ids.venue, values.user ?? ids.host, values.date, values.time, values.hours],
    )
  ).id;
}

describe.each<DatabaseKind>(['postgres', 'pglite'])('database functions on %s', (kind) => {
  let t: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    db = t.db;
  });
  afterAll(async () => {
    await t?.drop();
  });

  describe('users profile trigger', () => {
    it('creates the users row from user_metadata and keeps it in step', async () => {
      const id = '00000000-0000-4000-8000-0000000000f1';
      await db.query(
        `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'new@example.com', $2::jsonb)`,
        [id, JSON.stringify({ full_name: 'New Person', user_type: 'vendor', phone_number: '+1 555 0000' })],
      );
      expect(
        await one(db, 'select name, email, phone_number, type from public.users where id = $1', [id]),
      ).toEqual({
        name: 'New Person',
        email: 'new@example.com',
        phone_number: '+1 555 0000',
        type: 'vendor',
      });
      await db.query(
        `update auth.users set email = 'renamed@example.com', raw_user_meta_data = raw_user_meta_data || '{"full_name":"Renamed"}' where id = $1`,
        [id],
      );
      expect(await one(db, 'select name, email, type from public.users where id = $1', [id])).toEqual({
        name: 'Renamed',
        email: 'renamed@example.com',
        type: 'vendor',
      });
    });

    it('copes with missing or odd metadata (Google sign-in) and with running twice', async () => {
      const id = '00000000-0000-4000-8000-0000000000f2';
      await db.query(
        `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'g@example.com', $2::jsonb)`,
        [id, JSON.stringify({ name: 'Google Person', user_type: 'superuser' })],
      );
      await db.query(`select public.upsert_user_profile(u) from auth.users u where id = $1`, [id]);
      expect(await one(db, 'select count(*)::int as n from public.users where id = $1', [id])).toEqual({
        n: 1,
      });
      expect(await one(db, 'select name, type from public.users where id = $1', [id])).toEqual({
        name: 'Google Person',
        type: null,
      });
      await db.query(
        `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), 'null@example.com', null)`,
      );
      expect(
        await one(db, `select count(*)::int as n from public.users where email = 'null@example.com'`),
      ).toEqual({
        n: 1,
      });
    });
  });

  describe('browse', () => {
    it('lists approved vendors newest first with the spec card price and the total count', async () => {
      const page = await rpcRows(anon(db), 'browse_vendors', { p_limit: 100 });
      const byName = Object.fromEntries(page.map((r) => [r.name, r]));
      expect(page.every((r) => r.total_count === page.length)).toBe(true);
      expect(Object.keys(byName)).not.toContain('Bubble Bar Houston');
      expect(Object.keys(byName)).not.toContain('Flash Booth Austin');
      // per_hour 3 h × 150 = 450 beats per_event 1800
      expect(byName['DJ Nova']?.card_price).toBe(450);
      // per_hour 2 h × 95 = 190 beats per_guest minimum spend 900
      expect(byName['Shaken & Stirred Bar Co.']?.card_price).toBe(190);
      // the 0-priced per_hour package is not positive, so the per_guest minimum spend wins
      expect(byName['Smoke & Sage BBQ']?.card_price).toBe(1200);
      // no packages: null ('Custom pricing')
      expect(byName['Bloom Balloon Studio']?.card_price).toBeNull();
      const created = page.map((r) => String(r.created_at));
      expect([...created].sort().reverse()).toEqual(created);
    });

    it('filters by city, service type and date, and paginates', async () => {
      const dallas = await rpcRows(anon(db), 'browse_vendors', { p_city: 'Dallas, TX' });
      expect(dallas.length).toBeGreaterThan(0);
      expect(dallas.every((r) => (r.cities_served as string[]).includes('Dallas, TX'))).toBe(true);
      const djs = await rpcRows(anon(db), 'browse_vendors', { p_service_type: 'DJ' });
      expect(djs.map((r) => r.name)).toEqual(['DJ Nova']);
      const all = await rpcRows(anon(db), 'browse_vendors', { p_service_type: 'All' });
      expect(all.length).toBe(8);

      const date = await day(db, 3);
      const expected = (
        await db.query<{ id: string }>(
          `select distinct v.id from public.vendors v join public.availability a on a.vendor_id = v.id
            where v.status = 'approved' and a.is_available and a.date = $1`,
          [date],
        )
      ).rows.map((r) => r.id);
      const onDate = await rpcRows(anon(db), 'browse_vendors', { p_date: date });
      expect(onDate.map((r) => r.id).sort()).toEqual(expected.sort());

      const first = await rpcRows(anon(db), 'browse_vendors', { p_limit: 3, p_offset: 0 });
      const second = await rpcRows(anon(db), 'browse_vendors', { p_limit: 3, p_offset: 3 });
      expect(first).toHaveLength(3);
      expect(first[0]?.total_count).toBe(8);
      expect(second.map((r) => r.id)).not.toContain(first[0]?.id);
      expect(await rpcRows(anon(db), 'browse_vendors', { p_city: 'Nowhere, ZZ' })).toEqual([]);
    });

    it('treats filter values as data: SQL fragments, long strings and odd Unicode match nothing', async () => {
      for (const value of [
        "Dallas, TX' or '1'='1",
        "'); drop table public.vendors; --",
        'x'.repeat(10_000),
        'Dallas\u0000',
        '🎉 Zürich ∑ \u202e',
      ]) {
        const city = await anon(db).rpc('browse_vendors', { p_city: value.replace('\u0000', '') });
        const type = await anon(db).rpc('browse_vendors', { p_service_type: value.replace('\u0000', '') });
        expect([city.error, type.error]).toEqual([null, null]);
        expect([city.data, type.data]).toEqual([[], []]);
      }
      expect(
        (await one<{ n: number }>(db, 'select count(*)::int as n from public.vendors')).n,
      ).toBeGreaterThan(10);
    });

    it('gives calendar dots only for dates with an approved vendor available', async () => {
      const from = await day(db, 50);
      const only = await day(db, 51);
      const to = await day(db, 55);
      await db.query(
        `insert into public.availability (vendor_id, date, start_time, end_time) values
           ($1, $2, '10:00', '12:00'), ($3, $4, '10:00', '12:00')`,
        [ids.ownVendor, only, ids.pendingVendor, await day(db, 52)],
      );
      await db.query(
        `insert into public.availability (vendor_id, date, is_available) values ($1, $2, false)`,
        [ids.otherVendor, await day(db, 53)],
      );
      const dates = await rpcRows(anon(db), 'available_dates', { p_from: from, p_to: to });
      expect(dates).toEqual([only]);
    });

    it("lists one vendor's available dates and windows by start time", async () => {
      const from = await day(db, 1);
      const dates = (await rpcRows(anon(db), 'vendor_available_dates', {
        p_vendor_id: ids.venue,
        p_from: from,
      })) as unknown as string[];
      expect(dates.length).toBeGreaterThan(5);
      expect(dates.every((d) => d >= from)).toBe(true);
      expect([...dates].sort()).toEqual(dates);
      const friday = await one<{ d: string }>(
        db,
        `select min(date)::text as d from public.availability where vendor_id = $1 and end_time < start_time and is_available and date > current_date`,
        [ids.venue],
      );
      const windows = await rpcRows(anon(db), 'vendor_day_windows', {
        p_vendor_id: ids.venue,
        p_date: friday.d,
      });
      expect(windows.map((w) => [w.start_time, w.end_time])).toContainEqual(['20:00:00', '02:00:00']);
      // a listing under review shows nothing to the public, but its owner sees it
      const hidden = await rpcRows(anon(db), 'vendor_available_dates', {
        p_vendor_id: ids.pendingVendor,
        p_from: from,
      });
      expect(hidden).toEqual([]);
      const own = await rpcRows(as(db, pendingVendorActor), 'vendor_available_dates', {
        p_vendor_id: ids.pendingVendor,
        p_from: from,
      });
      expect(own.length).toBeGreaterThan(0);
    });
  });

  describe('listing status', () => {
    it('submits, edits an approved listing, and refuses editing while under review', async () => {
      const owner = as(db, actors.ownerVendor);
      const [submitted] = await rpcRows(owner, 'submit_listing', { p_vendor_id: ids.ownVendor });
      expect(submitted?.status).toBe('pending_approval');
      expect(Date.now() - Date.parse(String(submitted?.submitted_at))).toBeLessThan(60_000);
      await expect(
        rpcRows(owner, 'start_listing_edit', { p_vendor_id: ids.ownVendor }),
      ).rejects.toMatchObject({
        code: '55000',
      });
      const admin = as(db, actors.admin);
      await rpcRows(admin, 'admin_set_vendor_status', { p_vendor_id: ids.ownVendor, p_status: 'approved' });
      const [editing] = await rpcRows(owner, 'start_listing_edit', { p_vendor_id: ids.ownVendor });
      expect(editing?.status).toBe('edit_listing');
      await rpcRows(admin, 'admin_set_vendor_status', { p_vendor_id: ids.ownVendor, p_status: 'approved' });
    });

    it('lets an admin reject with a reason, send back to pending, and records who and when', async () => {
      const admin = as(db, actors.admin);
      await expect(
        rpcRows(admin, 'admin_set_vendor_status', {
          p_vendor_id: ids.pendingVendor,
          p_status: 'rejected',
          p_reason: ' ',
        }),
      ).rejects.toMatchObject({ code: '22023' });
      await expect(
        rpcRows(admin, 'admin_set_vendor_status', {
          p_vendor_id: ids.pendingVendor,
          p_status: 'edit_listing',
        }),
      ).rejects.toMatchObject({ code: '22023' });
      const [rejected] = await rpcRows(admin, 'admin_set_vendor_status', {
        p_vendor_id: ids.pendingVendor,
        p_status: 'rejected',
        p_reason: 'Blurry photos',
      });
      expect(rejected).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Blurry photos',
        status_changed_by: ids.admin,
      });
      // the rejected owner edits and resubmits; they still cannot approve themselves
      const owner = as(db, pendingVendorActor);
      expect(
        (await owner.update('vendors', { bio: 'Sharper photos now' }, { id: ids.pendingVendor })).data,
      ).toBe(1);
      const selfApprove = await owner.update('vendors', { status: 'approved' }, { id: ids.pendingVendor });
      expect(selfApprove.error?.code).toBe('42501');
      await rpcRows(owner, 'submit_listing', { p_vendor_id: ids.pendingVendor });
      const [back] = await rpcRows(admin, 'admin_set_vendor_status', {
        p_vendor_id: ids.pendingVendor,
        p_status: 'pending_approval',
      });
      expect(back).toMatchObject({ status: 'pending_approval', rejection_reason: null });
      expect(Date.now() - Date.parse(String(back?.status_changed_at))).toBeLessThan(60_000);
    });
  });

  describe('replace-all saves', () => {
    // Packages and add-ons change while the listing is being edited (the review rule), then it is live again.
    beforeAll(async () => {
      await db.query(`update public.vendors set status = 'edit_listing' where id = $1`, [ids.ownVendor]);
    });
    afterAll(async () => {
      await db.query(`update public.vendors set status = 'approved' where id = $1`, [ids.ownVendor]);
    });

    it('replaces packages and add-ons as a whole', async () => {
      const owner = as(db, actors.ownerVendor);
      const saved = await rpcRows(owner, 'replace_vendor_packages', {
        p_vendor_id: ids.ownVendor,
        p_packages: [
          {
            name: 'Silver',
            description: 'Two hours',
            price: 120,
            charging_type: 'per_hour',
            minimum_hours: 2,
          },
          {
            name: 'Gold',
            description: 'All night',
            price: 900,
            charging_type: 'per_event',
            duration_hours: 5,
          },
        ],
      });
      expect(saved.map((p) => p.name).sort()).toEqual(['Gold', 'Silver']);
      const stored = await db.query(
        `select name from public."Packages" where vendor_id = $1 order by price`,
        [ids.ownVendor],
      );
      expect(stored.rows.map((r) => r.name)).toEqual(['Silver', 'Gold']);
      const addons = await rpcRows(owner, 'replace_vendor_addons', {
        p_vendor_id: ids.ownVendor,
        p_addons: [{ item: '  Confetti cannon ', price: 60 }],
      });
      expect(addons).toMatchObject([{ item: 'Confetti cannon', charging_type: 'per_event' }]);
      await expect(
        rpcRows(owner, 'replace_vendor_packages', { p_vendor_id: ids.ownVendor, p_packages: { name: 'x' } }),
      ).rejects.toMatchObject({ code: '22023' });
    });

    it('leaves the previous packages and add-ons intact when a row fails part way', async () => {
      const owner = as(db, actors.ownerVendor);
      const packagesBefore = await tableFingerprint(db, 'public."Packages"');
      await expect(
        rpcRows(owner, 'replace_vendor_packages', {
          p_vendor_id: ids.ownVendor,
          p_packages: [
            { name: 'Fine', price: 100, charging_type: 'per_event', duration_hours: 2 },
            { name: 'Broken', price: -5, charging_type: 'per_event', duration_hours: 2 },
          ],
        }),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        rpcRows(owner, 'replace_vendor_packages', {
          p_vendor_id: ids.ownVendor,
          p_packages: [{ name: 'Wrong type', price: 100, charging_type: 'per_minute' }],
        }),
      ).rejects.toMatchObject({ code: '23514' });
      expect(await tableFingerprint(db, 'public."Packages"')).toBe(packagesBefore);

      const addonsBefore = await tableFingerprint(db, 'public.addons');
      await expect(
        rpcRows(owner, 'replace_vendor_addons', {
          p_vendor_id: ids.ownVendor,
          p_addons: [
            { item: 'Ok', price: 1 },
            { item: '', price: 1 },
          ],
        }),
      ).rejects.toMatchObject({ code: '23514' });
      expect(await tableFingerprint(db, 'public.addons')).toBe(addonsBefore);
    });
  });

  describe('reservations', () => {
    let friday: string;
    let saturday: string;
    beforeAll(async () => {
      const r = await one<{ d: string }>(
        db,
        `select min(a.date)::text as d from public.availability a
          where a.vendor_id = $1 and a.is_available and a.end_time < a.start_time and extract(isodow from a.date) = 5
            and a.date > current_date + 14
            and exists (select 1 from public.availability s where s.vendor_id = a.vendor_id and s.is_available
                        and s.date = a.date + 1 and s.end_time < s.start_time)`,
        [ids.venue],
      );
      friday = r.d;
      saturday = await one<{ d: string }>(db, `select ($1::date + 1)::text as d`, [friday]).then((x) => x.d);
    });

    it('moves clicked_book to pending, once, and refuses an overlapping slot (overnight included)', async () => {
      const host = as(db, actors.host);
      const late = await newBooking(db, { date: friday, time: '23:00', hours: 3 });
      const [held] = await rpcRows(host, 'reserve_booking', { p_booking_id: late });
      expect(held?.payment_status).toBe('pending');
      const [again] = await rpcRows(host, 'reserve_booking', { p_booking_id: late });
      expect(again?.payment_status).toBe('pending');

      // 01:00 on Saturday lies in Friday's overnight window and overlaps the 23:00-02:00 hold
      const afterMidnight = await newBooking(db, {
        user: ids.otherHost,
        date: saturday,
        time: '01:00',
        hours: 1,
      });
      await expect(
        rpcRows(as(db, actors.otherHost), 'reserve_booking', { p_booking_id: afterMidnight }),
      ).rejects.toMatchObject({ code: '23P01' });
      const evening = await newBooking(db, { user: ids.otherHost, date: friday, time: '20:00', hours: 3 });
      const [ok] = await rpcRows(as(db, actors.otherHost), 'reserve_booking', { p_booking_id: evening });
      expect(ok?.payment_status).toBe('pending');

      const blocking = await rpcRows(anon(db), 'vendor_blocking_bookings', {
        p_vendor_id: ids.venue,
        p_date: saturday,
      });
      expect(blocking).toContainEqual(
        expect.objectContaining({
          booking_date: friday,
          booking_time: '23:00:00',
          ends_at: `${saturday}T02:00:00`,
        }),
      );
      expect(
        await one(db, `select payment_status from public.bookings where id = $1`, [afterMidnight]),
      ).toEqual({
        payment_status: 'clicked_book',
      });
    });

    it('refuses slots outside availability, in the past, or already settled', async () => {
      const host = as(db, actors.host);
      const outside = await newBooking(db, { date: friday, time: '08:00', hours: 2 });
      await expect(rpcRows(host, 'reserve_booking', { p_booking_id: outside })).rejects.toMatchObject({
        code: '23514',
      });
      const tooLong = await newBooking(db, { date: saturday, time: '23:00', hours: 4 });
      await expect(rpcRows(host, 'reserve_booking', { p_booking_id: tooLong })).rejects.toMatchObject({
        code: '23514',
      });
      const past = await newBooking(db, { date: await day(db, -3), time: '20:00', hours: 1 });
      await expect(rpcRows(host, 'reserve_booking', { p_booking_id: past })).rejects.toMatchObject({
        code: '22023',
      });
      const paid = await newBooking(db, { date: saturday, time: '20:00', hours: 1 });
      await db.query(`update public.bookings set payment_status = 'cancelled' where id = $1`, [paid]);
      await expect(rpcRows(host, 'reserve_booking', { p_booking_id: paid })).rejects.toMatchObject({
        code: '55000',
      });
    });

    it('makes overlapping holds impossible even for the superuser (exclusion constraint)', async () => {
      const a = await newBooking(db, { date: saturday, time: '20:00', hours: 2 });
      const b = await newBooking(db, { date: saturday, time: '21:30', hours: 1 });
      // a hold, then its payment (the only way to paid: clicked_book → pending → paid)
      await db.query(`update public.bookings set payment_status = 'pending' where id = $1`, [a]);
      await db.query(`update public.bookings set payment_status = 'paid' where id = $1`, [a]);
      await expect(
        db.query(`update public.bookings set payment_status = 'pending' where id = $1`, [b]),
      ).rejects.toMatchObject({
        code: '23P01',
      });
      // a cancelled or clicked_book booking never blocks
      await db.query(`update public.bookings set payment_status = 'cancelled' where id = $1`, [a]);
      await db.query(`update public.bookings set payment_status = 'pending' where id = $1`, [b]);
    });

    it('lets the service role (the checkout function) reserve any booking', async () => {
      const id = await newBooking(db, { date: saturday, time: '23:30', hours: 1 });
      const held = await db.transaction(async (tx) => {
        await tx.query('set local role service_role');
        await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
        return (
          await tx.query<{ payment_status: string }>(
            'select payment_status from public.reserve_booking($1)',
            [id],
          )
        ).rows;
      });
      expect(held).toEqual([{ payment_status: 'pending' }]);
    });
  });

  it('newsletter: no direct inserts; one confirmation token per address and 10 minutes, confirmed once', async () => {
    const direct = await anon(db).insert('Email_List', { email: 'Party@Example.org' });
    expect(direct.error?.code).toBe('42501');
    const token = async (email: string) =>
      (await db.query<{ t: string | null }>('select public.newsletter_confirmation_token($1) as t', [email]))
        .rows[0]!.t;
    const first = await token('Party@Example.org');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    // the same address in another case and with spaces: no second mail within 10 minutes, one row
    expect(await token(' party@example.ORG ')).toBeNull();
    const rows = await db.query(
      `select confirmed_at, confirm_token_hash from public."Email_List" where lower(btrim(email)) = 'party@example.org'`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ confirmed_at: null });
    const confirm = async (t: string) =>
      (await db.query<{ ok: boolean }>('select public.confirm_newsletter($1) as ok', [t])).rows[0]!.ok;
    expect(await confirm('0'.repeat(64))).toBe(false);
    expect(await confirm(first!)).toBe(true);
    expect(await confirm(first!)).toBe(false);
    // confirmed: never mailed again
    await db.query(
      `update public."Email_List" set confirm_sent_at = now() - interval '1 day' where lower(btrim(email)) = 'party@example.org'`,
    );
    expect(await token('PARTY@example.org')).toBeNull();
  });
});
