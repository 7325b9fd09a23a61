import { callFunction, type PaymentStack, startPaymentStack } from '@partyeasy/devstack/stripe/testing';
import { createTestUser, type TestUser } from '@partyeasy/devstack/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ids, SEED_PASSWORD } from '../support/actors.js';
import { forgetTestHolds, tableFingerprint, whileEditing } from '../support/database.js';

// Faults, the database part: errors injected into the database (a trigger that fails on a chosen row or
// update) and into the payment provider, through the public API. A failed multi-row save leaves the previous
// data; a checkout that fails at any point leaves no slot blocked.
// (api-flows.test.ts and functions.test.ts cover a save failing on a constraint; checkout.test.ts a provider
// that refuses the key.)

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

describe('faults on postgres', () => {
  let stack: PaymentStack;
  let owner: SupabaseClient;
  let hosts: TestUser[];
  let dates: string[];
  let nextDate = 0;

  const asToken = (token: string): SupabaseClient =>
    createClient(stack.url, stack.anonKey, {
      auth: noSession,
      global: { headers: { Authorization: `Bearer ${token}` } },
    });

  /** A trigger that raises on the rows `when` matches (SQL over NEW / OLD), dropped after each test. */
  async function injectFault(table: string, timing: 'insert' | 'update', when: string) {
    await stack.db.query(`
      create or replace function public.injected_fault() returns trigger language plpgsql as $$
      begin
        if ${when} then raise exception 'injected fault' using errcode = 'XX000'; end if;
        return new;
      end $$`);
    await stack.db.query(
      `create trigger injected_fault before ${timing} on ${table} for each row execute function public.injected_fault()`,
    );
    faults.push(table);
  }
  const faults: string[] = [];

  /** A clicked_book booking of the host on the DJ Nova window of `date`, inserted through REST. */
  async function book(host: TestUser, date: string, time = '10:00') {
    const { data, error } = await asToken(host.accessToken)
      .from('bookings')
      .insert({
        vendor_id: ids.ownVendor,
        user_id: host.id,
        customer_email: host.email,
        total_amount: 1,
        booking_date: date,
        booking_time: time,
        duration_hours: 3,
        guest_count: 20,
        selected_packages: 'Party Starter',
        selected_addons: '',
      })
      .select('id')
      .single();
    if (error) throw error;
    return data.id as string;
  }
  const checkout = (host: TestUser, bookingId: string) =>
    callFunction(stack, 'create-checkout-session', {
      token: host.accessToken,
      body: { bookingId, packages: [{ name: 'Party Starter' }], addons: [] },
    });
  const holders = async (date: string) =>
    (
      await stack.db.query<{ id: string }>(
        `select id from public.bookings where vendor_id = $1 and booking_date = $2 and payment_status in ('pending', 'paid')`,
        [ids.ownVendor, date],
      )
    ).rows.map((r) => r.id);
  const status = async (id: string) =>
    (
      await stack.db.query<{ payment_status: string; checkout_session_id: string | null }>(
        'select payment_status, checkout_session_id from public.bookings where id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    owner = createClient(stack.url, stack.anonKey, { auth: noSession });
    const { error } = await owner.auth.signInWithPassword({
      email: 'dj@partyeasy.test',
      password: SEED_PASSWORD,
    });
    if (error) throw error;
    hosts = await Promise.all([0, 1, 2].map(() => createTestUser(stack)));
    const r = await stack.db.query<{ date: string }>(
      `select a.date::text as date from public.availability a
        where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.end_time = '14:00'
          and a.date > current_date + 2
          and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
        order by a.date`,
      [ids.ownVendor],
    );
    dates = r.rows.map((row) => row.date);
  });
  afterEach(async () => {
    for (const table of faults.splice(0))
      await stack.db.query(`drop trigger if exists injected_fault on ${table}`);
    Object.assign(process.env, stack.functionEnv);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  // Each test starts without the unpaid holds of the tests before it (the hold limits, docs/reliability.md).
  beforeEach(async () => {
    if (stack) await forgetTestHolds(stack.db);
  });

  it('a database error on the third of four packages leaves the previous packages', () =>
    whileEditing(stack.db, ids.ownVendor, async () => {
      const before = await tableFingerprint(stack.db, 'public."Packages"');
      const previous = await owner
        .from('Packages')
        .select('name')
        .eq('vendor_id', ids.ownVendor)
        .order('name');
      expect(previous.data?.length).toBeGreaterThan(0);
      await injectFault('public."Packages"', 'insert', `new.name = 'Third'`);
      const pkg = (name: string) => ({ name, price: 100, charging_type: 'per_event', duration_hours: 2 });
      const { error } = await owner.rpc('replace_vendor_packages', {
        p_vendor_id: ids.ownVendor,
        p_packages: [pkg('First'), pkg('Second'), pkg('Third'), pkg('Fourth')],
      });
      expect(error?.message).toContain('injected fault');
      expect(await tableFingerprint(stack.db, 'public."Packages"')).toBe(before);
      const after = await owner.from('Packages').select('name').eq('vendor_id', ids.ownVendor).order('name');
      expect(after.data).toEqual(previous.data);
    }));

  it('a database error part way through the add-ons leaves the previous add-ons', () =>
    whileEditing(stack.db, ids.ownVendor, async () => {
      const before = await tableFingerprint(stack.db, 'public.addons');
      await injectFault('public.addons', 'insert', `new.item = 'Broken'`);
      const { error } = await owner.rpc('replace_vendor_addons', {
        p_vendor_id: ids.ownVendor,
        p_addons: [
          { item: 'Fine', price: 10 },
          { item: 'Broken', price: 20 },
          { item: 'Never', price: 30 },
        ],
      });
      expect(error?.message).toContain('injected fault');
      expect(await tableFingerprint(stack.db, 'public.addons')).toBe(before);
    }));

  it('a database error on one row of a bulk availability insert stores none of them', async () => {
    const before = await tableFingerprint(stack.db, 'public.availability');
    await injectFault('public.availability', 'insert', `new.time_slot_text = 'boom'`);
    const day = dates[dates.length - 1] as string;
    const { error } = await owner.from('availability').insert(
      ['08:00', '09:00', '10:00'].map((start, i) => ({
        vendor_id: ids.ownVendor,
        date: day,
        start_time: start,
        end_time: `${String(8 + i).padStart(2, '0')}:45`,
        time_slot_text: i === 1 ? 'boom' : `slot ${i}`,
      })),
    );
    expect(error?.message).toContain('injected fault');
    expect(await tableFingerprint(stack.db, 'public.availability')).toBe(before);
  });

  it('the payment provider unreachable: 502, the slot stays free for the next host', async () => {
    const date = dates[nextDate++] as string;
    const [first, second] = hosts as [TestUser, TestUser];
    const booking = await book(first, date);
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9';
    const failed = await checkout(first, booking);
    Object.assign(process.env, stack.functionEnv);
    expect(failed.status, JSON.stringify(failed.body)).toBe(502);
    expect(await status(booking)).toEqual({ payment_status: 'clicked_book', checkout_session_id: null });
    expect(await holders(date)).toEqual([]);
    const next = await book(second, date, '11:00');
    expect((await checkout(second, next)).status).toBe(200);
    expect(await holders(date)).toEqual([next]);
  });

  it('a database error while storing the checkout: 500, the hold is released and the session expired', async () => {
    const date = dates[nextDate++] as string;
    const [first, second] = hosts as [TestUser, TestUser];
    const booking = await book(first, date);
    await injectFault(
      'public.bookings',
      'update',
      `new.checkout_session_id is not null and old.checkout_session_id is null and new.booking_date = '${date}'`,
    );
    const sessionsBefore = new Set(stack.standIn.sessions.keys());
    const failed = await checkout(first, booking);
    expect(failed.status, JSON.stringify(failed.body)).toBe(500);
    expect(await status(booking)).toEqual({ payment_status: 'clicked_book', checkout_session_id: null });
    expect(await holders(date)).toEqual([]);
    const opened = [...stack.standIn.sessions.values()].filter((s) => !sessionsBefore.has(s.session.id));
    expect(opened.map((s) => s.session.status)).toEqual(['expired']);
    await stack.db.query('drop trigger injected_fault on public.bookings');
    faults.splice(0);
    const next = await book(second, date, '11:00');
    expect((await checkout(second, next)).status).toBe(200);
  });

  it('the checkout dying between the hold and the session: the slot is free again after 10 minutes', async () => {
    const date = dates[nextDate++] as string;
    const [first, second, third] = hosts as [TestUser, TestUser, TestUser];
    // The function's first step, then nothing: what a crash (or a host calling the RPC directly) leaves.
    const abandoned = await book(first, date);
    const held = await asToken(first.accessToken).rpc('reserve_booking', { p_booking_id: abandoned });
    expect(held.error).toBeNull();
    expect(await holders(date)).toEqual([abandoned]);
    const shown = await createClient(stack.url, stack.anonKey, { auth: noSession }).rpc(
      'vendor_blocking_bookings',
      {
        p_vendor_id: ids.ownVendor,
        p_date: date,
      },
    );
    expect((shown.data ?? []).filter((b: { booking_date: string }) => b.booking_date === date)).toHaveLength(
      1,
    );

    // A fresh hold blocks, as it must while its checkout may still be on its way.
    const early = await book(second, date, '11:00');
    const refused = await checkout(second, early);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('slot_taken');

    await stack.db.query(`update public.bookings set held_at = now() - interval '11 minutes' where id = $1`, [
      abandoned,
    ]);
    const visitor = createClient(stack.url, stack.anonKey, { auth: noSession });
    const blocking = await visitor.rpc('vendor_blocking_bookings', {
      p_vendor_id: ids.ownVendor,
      p_date: date,
    });
    expect(blocking.error).toBeNull();
    // (the answer also covers the neighbouring days, where earlier tests hold slots)
    expect((blocking.data ?? []).filter((b: { booking_date: string }) => b.booking_date === date)).toEqual(
      [],
    );

    const later = await book(third, date, '10:30');
    const ok = await checkout(third, later);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await holders(date)).toEqual([later]);
    expect((await status(abandoned))?.payment_status).toBe('clicked_book');
  });
});
