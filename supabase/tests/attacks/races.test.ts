import { callFunction, type PaymentStack, startPaymentStack } from '@partyeasy/devstack/stripe/testing';
import { createTestUser } from '@partyeasy/devstack/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, SEED_PASSWORD } from '../support/actors.js';
import { whileEditing } from '../support/database.js';

// Races through the public API on PostgreSQL (real concurrent transactions; PGlite has one connection).
// checkout-concurrency.test.ts (8 hosts), api-flows.test.ts (30 reserve_booking calls) and concurrency.test.ts
// (SQL level) cover smaller versions; these are the numbers, on the path the booking UI takes.

const RACERS = 50;
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

describe('races through the API on postgres', () => {
  let stack: PaymentStack;
  const asToken = (token: string): SupabaseClient =>
    createClient(stack.url, stack.anonKey, {
      auth: noSession,
      global: { headers: { Authorization: `Bearer ${token}` } },
    });

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it(`${RACERS} hosts paying for overlapping times of one slot at once: exactly one hold`, async () => {
    const { rows } = await stack.db.query<{ date: string }>(
      `select a.date::text as date from public.availability a
        where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.end_time = '14:00'
          and a.date > current_date + 2
          and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
        order by a.date limit 1`,
      [ids.ownVendor],
    );
    const date = rows[0]?.date as string;
    expect(date).toBeDefined();
    const hosts = await Promise.all(Array.from({ length: RACERS }, () => createTestUser(stack)));
    // Each host books as the booking UI does (REST insert with the own token): 3 h from 10:00 or 11:00,
    // so every two of them overlap.
    const bookings = await Promise.all(
      hosts.map(async (h, i) => {
        const { data, error } = await asToken(h.accessToken)
          .from('bookings')
          .insert({
            vendor_id: ids.ownVendor,
            user_id: h.id,
            customer_email: h.email,
            total_amount: 1,
            booking_date: date,
            booking_time: i % 2 === 0 ? '10:00' : '11:00',
            duration_hours: 3,
            guest_count: 20,
            selected_packages: 'Party Starter',
            selected_addons: '',
          })
          .select('id')
          .single();
        if (error) throw error;
        return data.id as string;
      }),
    );

    const results = await Promise.all(
      hosts.map((h, i) =>
        callFunction(stack, 'create-checkout-session', {
          token: h.accessToken,
          body: {
            bookingId: bookings[i],
            packages: [{ name: 'Party Starter', calculatedPrice: 1 }],
            addons: [],
          },
        }),
      ),
    );

    const byStatus = new Map<number, number>();
    for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus), JSON.stringify(results.filter((r) => r.status >= 500))).toEqual({
      200: 1,
      409: RACERS - 1,
    });
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.error))).toEqual(
      new Set(['slot_taken']),
    );
    const held = await stack.db.query<{ id: string; checkout_session_id: string | null }>(
      `select id, checkout_session_id from public.bookings
        where vendor_id = $1 and booking_date = $2 and payment_status in ('pending', 'paid')`,
      [ids.ownVendor, date],
    );
    const winner = results.find((r) => r.status === 200);
    expect(held.rows).toEqual([
      {
        id: bookings[results.indexOf(winner as (typeof results)[number])],
        checkout_session_id: winner?.body.sessionId,
      },
    ]);
    const sessions = [...stack.standIn.sessions.values()].filter((s) =>
      bookings.includes(s.session.metadata?.booking_id ?? ''),
    );
    expect(sessions.map((s) => s.session.id)).toEqual([winner?.body.sessionId]);
    const untouched = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.bookings
        where id = any($1::uuid[]) and payment_status = 'clicked_book' and checkout_session_id is null`,
      [bookings],
    );
    expect(untouched.rows[0]?.n).toBe(RACERS - 1);
  });

  it('two tabs saving the same packages at once, read meanwhile: always one complete set, never empty', () =>
    whileEditing(stack.db, ids.ownVendor, async () => {
      const owner = createClient(stack.url, stack.anonKey, { auth: noSession });
      const { error: signInError } = await owner.auth.signInWithPassword({
        email: 'dj@partyeasy.test',
        password: SEED_PASSWORD,
      });
      expect(signInError).toBeNull();
      // While the listing is being edited only its owner sees its packages (the edit preview).
      const visitor = owner;
      const names = async () => {
        const { data, error } = await visitor
          .from('Packages')
          .select('name')
          .eq('vendor_id', ids.ownVendor)
          .order('name');
        if (error) throw error;
        return (data ?? []).map((p) => p.name as string).join('|');
      };
      const set = (tab: string, n: number) =>
        Array.from({ length: n }, (_, i) => ({
          name: `${tab} ${i + 1}`,
          description: `${tab} package ${i + 1}`,
          price: 100 + i,
          charging_type: 'per_event',
          duration_hours: 2,
        }));
      const tabA = set('Tab A', 3);
      const tabB = set('Tab B', 6);
      const complete = new Set([
        await names(),
        tabA.map((p) => p.name).join('|'),
        tabB.map((p) => p.name).join('|'),
      ]);
      const seen: string[] = [];
      let saving = true;
      const reader = (async () => {
        while (saving) seen.push(await names());
      })();
      for (let round = 0; round < 10; round++) {
        const results = await Promise.all(
          [tabA, tabB].map((packages) =>
            owner.rpc('replace_vendor_packages', { p_vendor_id: ids.ownVendor, p_packages: packages }),
          ),
        );
        expect(results.map((r) => r.error)).toEqual([null, null]);
        const after = await names();
        expect([tabA, tabB].map((s) => s.map((p) => p.name).join('|'))).toContain(after);
      }
      saving = false;
      await reader;
      expect(seen.length).toBeGreaterThan(5);
      expect(seen.filter((s) => !complete.has(s))).toEqual([]);
    }));
});
