import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import { bookingStats } from '@partyeasy/shared-domain';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';

type Client = SupabaseClient<Database>;
type Filters = Database['public']['Functions']['booking_summary']['Args'];
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

const BULK = 1_500;

/** What bookingStats (the dashboards' own rule, in shared-domain) makes of the rows SQL selects. */
function expectedSummary(rows: { payment_status: string; total_amount: string }[]) {
  const s = bookingStats(rows);
  return {
    total_bookings: s.totalBookings,
    revenue_cents: s.revenueCents,
    platform_profit_cents: s.platformProfitCents,
    completed: s.completed,
    pending: s.pending,
    paid: s.paid,
    cancelled: s.cancelled,
  };
}

// booking_search / booking_summary / admin_vendor_search (supabase/schemas/80_operator.sql) with more bookings
// than the API's max_rows, through the HTTP API, against an independent computation over SQL's rows.
describe.each(['postgres', 'pglite'] as const)('operator dashboards at scale on %s', (database) => {
  let stack: TestStack;
  let admin: Client;
  let vendor: Client;
  let host: Client;
  const signIn = async (email: string): Promise<Client> => {
    const client = createClient<Database>(stack.url, stack.anonKey, options);
    const { error } = await client.auth.signInWithPassword({ email, password: SEED_PASSWORD });
    if (error) throw error;
    return client;
  };

  /** The rows SQL itself selects for the filters (written out here, not through the functions). */
  const sqlRows = async (f: Filters) => {
    const pattern = f.p_search ? `%${f.p_search}%` : null;
    const r = await stack.db.query<{ payment_status: string; total_amount: string }>(
      `select b.payment_status, b.total_amount::text as total_amount
         from public.bookings b join public.vendors v on v.id = b.vendor_id
        where ($1::uuid is null or b.vendor_id = $1) and ($2::text[] is null or b.payment_status = any ($2))
          and ($3::text is null or b.customer_name ilike $3 or b.customer_email ilike $3 or v.name ilike $3
               or b.selected_packages ilike $3 or b.selected_addons ilike $3 or b.event_location ilike $3
               or b.special_instructions ilike $3)
          and ($4::timestamptz is null or b.created_at >= $4) and ($5::timestamptz is null or b.created_at < $5)`,
      [
        f.p_vendor_id ?? null,
        f.p_statuses ?? null,
        pattern,
        f.p_created_from ?? null,
        f.p_created_to ?? null,
      ],
    );
    return r.rows;
  };
  const summary = async (client: Client, f: Filters) => {
    const { data, error } = await client.rpc('booking_summary', f, { get: true }).single();
    if (error) throw error;
    return data;
  };

  beforeAll(async () => {
    stack = await startTestStack({ database, seed: true });
    // More bookings than max_rows, over 90 days of created_at, with odd cents (half-cent profits).
    await stack.db.query(
      `insert into public.bookings (vendor_id, customer_email, customer_name, event_location, special_instructions,
                                    total_amount, payment_status,
                                    booking_date, booking_time, duration_hours, created_at)
       select (array[$1, $2, $3]::uuid[])[1 + g % 3], 'bulk' || g || '@example.test', 'Bulk Guest ' || g,
              'Ballroom ' || (g % 50), case when g % 7 = 0 then 'Bring extra cables' end,
              ((g * 7919) % 100000) / 100.0 + 10,
              (array['completed','completed','completed','cancelled','cancelled','clicked_book','pending','paid','paid','completed'])[1 + g % 10],
              current_date + 400 + g, time '18:00', 3,
              now() - (g % 90) * interval '1 day' - ((g * 37) % 86400) * interval '1 second'
         from generate_series(1, $4::int) g`,
      [ids.ownVendor, ids.otherVendor, ids.venue, BULK],
    );
    [admin, vendor, host] = await Promise.all([
      signIn(actors.admin.email!),
      signIn(actors.ownerVendor.email!),
      signIn(actors.host.email!),
    ]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('the summary equals SQL over every matching row, to the cent, for each filter', async () => {
    const dayAgo = new Date(Date.now() - 86_400_000);
    dayAgo.setUTCHours(7, 13, 0, 0);
    const cases: Filters[] = [
      {},
      { p_statuses: ['pending'] },
      { p_statuses: ['completed', 'cancelled'] },
      { p_created_from: new Date(Date.now() - 7 * 86_400_000).toISOString() },
      {
        p_created_from: new Date(Date.now() - 40 * 86_400_000 - 5_000).toISOString(),
        p_created_to: dayAgo.toISOString(),
      },
      {
        p_created_from: dayAgo.toISOString(),
        p_created_to: new Date(dayAgo.getTime() + 3_600_000).toISOString(),
      },
      { p_search: 'guest 12' },
      { p_search: 'BULK1@example' },
      { p_search: 'nova' },
      { p_search: 'Ballroom 7' },
      { p_search: 'cables' },
      { p_vendor_id: ids.otherVendor, p_statuses: ['paid', 'pending'] },
    ];
    const all = await summary(admin, {});
    expect(all.total_bookings).toBeGreaterThan(BULK);
    for (const f of cases) {
      expect({ f, got: await summary(admin, f) }).toEqual({ f, got: expectedSummary(await sqlRows(f)) });
    }
  });

  it('stays exact through inserts, updates and deletes (the daily totals follow every write)', async () => {
    await stack.db.query(
      `update public.bookings set payment_status = 'completed', total_amount = total_amount + 0.01
        where customer_email like 'bulk1%@example.test' and payment_status = 'paid'`,
    );
    await stack.db.query(`update public.bookings set created_at = created_at - interval '3 days'
                           where customer_email like 'bulk2%@example.test'`);
    await stack.db.query(`update public.bookings set customer_name = customer_name || ' Jr'
                           where customer_email like 'bulk3%@example.test'`);
    // A paid booking cannot be deleted (it is refunded or cancelled first): the others are.
    await stack.db.query(
      `delete from public.bookings where customer_email like 'bulk4%@example.test' and payment_status <> 'paid'`,
    );
    for (const f of [{}, { p_created_from: new Date(Date.now() - 30 * 86_400_000).toISOString() }]) {
      expect(await summary(admin, f)).toEqual(expectedSummary(await sqlRows(f)));
    }
    const drift = await stack.db.query(
      `select d.day, d.payment_status from public.booking_daily_totals d
         full join (select (created_at at time zone 'UTC')::date as day, payment_status, count(*) as n,
                           sum(public.booking_cents(total_amount)) as c
                      from public.bookings group by 1, 2) b using (day, payment_status)
        where coalesce(d.bookings, 0) <> coalesce(b.n, 0) or coalesce(d.amount_cents, 0) <> coalesce(b.c, 0)`,
    );
    expect(drift.rows).toEqual([]);
  });

  it('pages of booking_search reach the last row, with the summary as the total', async () => {
    const f: Filters = { p_statuses: ['completed', 'cancelled', 'paid'] };
    const total = Number((await summary(admin, f)).total_bookings);
    expect(total).toBeGreaterThan(1_000);
    const capped = await admin.rpc('booking_search', f, { get: true }).select('id');
    expect(capped.data).toHaveLength(1_000); // max_rows
    const seen = new Set<string>();
    for (let from = 0; from < total; from += 500) {
      const page = await admin
        .rpc('booking_search', f, { get: true })
        .select('id, vendor:vendors!inner(id, name)')
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, from + 499);
      expect(page.error).toBeNull();
      for (const row of (page.data ?? []) as unknown as { id: string }[]) seen.add(row.id);
    }
    expect(seen.size).toBe(total);
  });

  it('booking_search_page gives the pages of booking_search in every order, ties and the last page included', async () => {
    // 30 bookings sharing one created_at and one amount: only the id orders them
    await stack.db.query(
      `insert into public.bookings (vendor_id, customer_email, total_amount, payment_status, booking_date,
                                    booking_time, duration_hours, created_at)
       select $1, 'tie' || g || '@example.test', 123.45, 'completed', current_date + 2000 + g, time '10:00', 2,
              now() - interval '3 days'
         from generate_series(1, 30) g`,
      [ids.venue],
    );
    const f: Filters = {};
    const total = Number((await summary(admin, f)).total_bookings);
    expect(total).toBeGreaterThan(1_000);
    for (const field of ['created_at', 'booking_date', 'total_amount'] as const) {
      for (const ascending of [false, true]) {
        for (const from of [0, 20, 980, total - 7]) {
          const expected = await admin
            .rpc('booking_search', f, { get: true })
            .select('id')
            .order(field, { ascending })
            .order('id')
            .range(from, from + 19);
          const page = await admin
            .rpc(
              'booking_search_page',
              { ...f, p_sort: field, p_ascending: ascending, p_offset: from, p_limit: 20 },
              { get: true },
            )
            .select('id, vendor:vendors!inner(id, name)')
            .order(field, { ascending })
            .order('id');
          expect(page.error).toBeNull();
          expect(
            page.data?.map((r) => r.id),
            `${field} ${ascending} ${from}`,
          ).toEqual(expected.data?.map((r) => r.id));
          expect(page.data?.length).toBe(Math.min(20, total - from));
        }
      }
    }
    // RLS applies: a vendor's pages hold its own bookings only; anon may not call it
    const own = await vendor
      .rpc('booking_search_page', { p_offset: 0, p_limit: 1000 }, { get: true })
      .select('vendor_id');
    expect(new Set(own.data?.map((r) => r.vendor_id))).toEqual(new Set([ids.ownVendor]));
    const anon = createClient<Database>(stack.url, stack.anonKey, options);
    expect((await anon.rpc('booking_search_page', {}, { get: true })).error?.code).toBe('42501');
    // only the three sortable columns, and a page of 1 to 1,000 rows
    for (const bad of [
      { p_sort: 'customer_email' },
      { p_sort: 'created_at; drop table bookings' },
      { p_limit: 1001 },
      { p_limit: 0 },
      { p_offset: -1 },
    ]) {
      expect(
        (await admin.rpc('booking_search_page', bad, { get: true })).error?.code,
        JSON.stringify(bad),
      ).toBe('22023');
    }
  });

  it('an e-mail search finds exactly the rows that contain the whole search (field by field, the address by its local part)', async () => {
    await stack.db.query(
      `insert into public.bookings (vendor_id, customer_email, customer_name, special_instructions, total_amount,
                                    payment_status, booking_date, booking_time, duration_hours)
       values ($1, 'xbulk12@example.test', null, null, 10, 'paid', current_date + 3000, time '10:00', 2),
              ($1, 'bulk12@other.test', null, null, 11, 'paid', current_date + 3001, time '10:00', 2),
              ($1, 'someone@example.test', null, 'Copy to BULK12@Example.TEST please', 12, 'paid', current_date + 3002, time '10:00', 2),
              ($1, 'bulk12@example.testing', null, null, 13, 'paid', current_date + 3003, time '10:00', 2),
              ($1, 'a_b%c@example.test', null, null, 14, 'paid', current_date + 3004, time '10:00', 2),
              ($1, 'aXbYc@example.test', null, null, 15, 'paid', current_date + 3005, time '10:00', 2),
              ($1, 'ab@x.test', 'Ab@X.test Guest', null, 16, 'paid', current_date + 3006, time '10:00', 2),
              ($1, 'odd@bulk12@example.test', null, null, 17, 'paid', current_date + 3007, time '10:00', 2),
              ($1, 'Mixed.BULK12@EXAMPLE.TEST', 'Guest with Bulk12@example.test in the name', null, 18, 'paid', current_date + 3008, time '10:00', 2)`,
      [ids.otherVendor],
    );
    for (const search of [
      'bulk12@example.test',
      'BULK12@EXAMPLE.TEST',
      'a_b%c@example.test',
      'ab@x.test',
      '2@ex',
    ]) {
      const f: Filters = { p_search: search };
      const found = await admin.rpc('booking_search', f, { get: true }).select('customer_email');
      const inSql = await stack.db.query<{ customer_email: string }>(
        `select b.customer_email from public.bookings b join public.vendors v on v.id = b.vendor_id
          where strpos(lower(concat_ws(' ', b.customer_name, b.customer_email, b.selected_packages, b.selected_addons,
                                        b.event_location, b.special_instructions, v.name)), lower($1)) > 0`,
        [search],
      );
      expect(found.data?.map((r) => r.customer_email).sort(), search).toEqual(
        inSql.rows.map((r) => r.customer_email).sort(),
      );
      // sqlRows takes % and _ as wildcards, so it is compared for the plain searches only
      if (!/[%_]/.test(search)) expect(await summary(admin, f)).toEqual(expectedSummary(await sqlRows(f)));
    }
    const exact = await admin
      .rpc('booking_search', { p_search: 'bulk12@example.test' }, { get: true })
      .select('customer_email');
    expect(exact.data?.map((r) => r.customer_email).sort()).toEqual([
      'Mixed.BULK12@EXAMPLE.TEST',
      'bulk12@example.test',
      'bulk12@example.testing',
      'odd@bulk12@example.test',
      'someone@example.test',
      'xbulk12@example.test',
    ]);
  });

  it('a vendor sees totals and rows of its own listing only; others are refused', async () => {
    const own = { p_vendor_id: ids.ownVendor, p_statuses: ['pending', 'paid'] };
    expect(await summary(vendor, own)).toEqual(expectedSummary(await sqlRows(own)));
    const refused = await vendor.rpc('booking_summary', { p_vendor_id: ids.otherVendor }, { get: true });
    expect(refused.error?.code).toBe('42501');
    expect((await vendor.rpc('booking_summary', {}, { get: true })).error?.code).toBe('42501');
    expect((await host.rpc('booking_summary', {}, { get: true })).error?.code).toBe('42501');
    const rows = await vendor.rpc('booking_search', { p_search: 'bulk' }, { get: true }).select('vendor_id');
    expect(new Set(rows.data?.map((r) => r.vendor_id))).toEqual(new Set([ids.ownVendor]));
    // the ids of a search are only those the caller may read
    expect((await host.rpc('booking_search_ids', { p_search: 'bulk' })).data).toEqual([]);
    const ownIds = (await vendor.rpc('booking_search_ids', { p_search: 'bulk' })).data ?? [];
    const ownInSql = await stack.db.query<{ n: string }>(
      `select count(*)::text as n from public.bookings where vendor_id = $1 and customer_email ilike '%bulk%'`,
      [ids.ownVendor],
    );
    expect(ownIds.length).toBe(Number(ownInSql.rows[0]?.n));
    expect(ownIds.length).toBeGreaterThan(0);
    const anon = createClient<Database>(stack.url, stack.anonKey, options);
    expect((await anon.rpc('booking_search', {}, { get: true })).error?.code).toBe('42501');
    expect((await anon.rpc('booking_search_ids', { p_search: 'bulk' })).error?.code).toBe('42501');
  });

  it('admin_vendor_search filters in SQL with the first photo and the lowest package price', async () => {
    const { data, error, count } = await admin
      .rpc('admin_vendor_search', { p_status: 'approved' }, { get: true, count: 'exact' })
      .order('created_at', { ascending: false })
      .range(0, 2);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    const approved = await stack.db.query<{ n: string }>(
      `select count(*)::text as n from public.vendors where status = 'approved'`,
    );
    expect(count).toBe(Number(approved.rows[0]?.n));
    const expected = await stack.db.query<{ id: string; lowest: string | null; photo: string | null }>(
      `select v.id, (select min(price)::text from public."Packages" p where p.vendor_id = v.id) as lowest,
              v.photos[1] as photo from public.vendors v where v.id = any ($1)`,
      [data?.map((v) => v.id)],
    );
    for (const row of expected.rows) {
      const got = data?.find((v) => v.id === row.id);
      expect(got?.lowest_price === null ? null : Number(got?.lowest_price)).toBe(
        row.lowest === null ? null : Number(row.lowest),
      );
      expect(got?.first_photo).toBe(row.photo);
    }
    const nova = await admin.rpc(
      'admin_vendor_search',
      { p_search: 'nOVa', p_service_type: ' dj ' },
      { get: true },
    );
    expect(nova.data?.map((v) => v.id)).toEqual([ids.ownVendor]);
    const literal = await admin.rpc('admin_vendor_search', { p_search: '%' }, { get: true });
    expect(literal.data).toEqual([]);
    const cities = await admin.rpc('admin_vendor_cities', undefined, { get: true });
    expect(cities.data).toContain('Dallas, TX');
    const anon = createClient<Database>(stack.url, stack.anonKey, options);
    expect((await anon.rpc('admin_vendor_search', {}, { get: true })).error?.code).toBe('42501');
  });
});
