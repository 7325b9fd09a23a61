import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './support/actors.js';
import { forgetTestHolds } from './support/database.js';

// Simultaneous checkouts on a PostgreSQL server (real concurrent transactions): many hosts pressing Pay for
// the same slot get exactly one hold; one host pressing Pay several times gets one checkout.

const HOSTS = 8;
const PASSWORD = 'Concurrent!2026';

describe('concurrent checkouts on postgres', () => {
  let stack: PaymentStack;
  let hosts: { id: string; email: string; token: string }[];
  let dates: string[];

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    const admin = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    hosts = [];
    for (let i = 0; i < HOSTS; i++) {
      const email = `racer${i}@example.test`;
      const { data, error } = await admin.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      });
      if (error) throw error;
      hosts.push({ id: data.user.id, email, token: await passwordToken(stack, email, PASSWORD) });
    }
    const r = await stack.db.query<{ date: string }>(
      `select a.date::text as date from public.availability a
        where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.date > current_date + 1
          and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
        order by a.date`,
      [ids.ownVendor],
    );
    dates = r.rows.map((row) => row.date);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const insertBooking = async (host: { id: string; email: string }, date: string, time = '10:00') =>
    (
      await stack.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
           duration_hours, guest_count, selected_packages, selected_addons)
         values ($1, $2, $3, 1, $4, $5, 3, 20, 'Party Starter', '') returning id`,
        [ids.ownVendor, host.id, host.email, date, time],
      )
    ).rows[0]!.id;

  const checkout = (token: string, bookingId: string) =>
    callFunction(stack, 'create-checkout-session', {
      token,
      body: { bookingId, packages: [{ name: 'Party Starter', calculatedPrice: 1 }], addons: [] },
    });

  it(`${HOSTS} hosts paying for overlapping times of one slot: exactly one hold, the rest 409`, async () => {
    const date = dates[0]!;
    // Half start at 10:00, half at 11:00 (3 h each, overlapping, all inside the 10:00-14:00 window).
    const bookings = await Promise.all(
      hosts.map((h, i) => insertBooking(h, date, i % 2 === 0 ? '10:00' : '11:00')),
    );
    const results = await Promise.all(hosts.map((h, i) => checkout(h.token, bookings[i]!)));

    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([
      200,
      ...Array(HOSTS - 1).fill(409),
    ]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe('slot_taken');

    const held = await stack.db.query<{ id: string; checkout_session_id: string | null }>(
      `select id, checkout_session_id from public.bookings
        where vendor_id = $1 and booking_date = $2 and payment_status in ('pending', 'paid')`,
      [ids.ownVendor, date],
    );
    expect(held.rows).toHaveLength(1);
    const winner = results.find((r) => r.status === 200)!;
    expect(held.rows[0]!.checkout_session_id).toBe(winner.body.sessionId);
    const sessionsForDate = [...stack.standIn.sessions.values()].filter((s) =>
      bookings.includes(s.session.metadata.booking_id ?? ''),
    );
    expect(sessionsForDate).toHaveLength(1);
    const released = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.bookings where id = any($1::uuid[]) and payment_status = 'clicked_book'`,
      [bookings],
    );
    expect(released.rows[0]!.n).toBe(HOSTS - 1);
  });

  it('one host pressing Pay five times at once gets one checkout and one hold', async () => {
    // The race above left its winner (any of the hosts) one active hold with this vendor, the most a host
    // may have: let it go, so that the hold limit does not decide this test.
    await forgetTestHolds(stack.db);
    const host = hosts[0]!;
    const booking = await insertBooking(host, dates[1]!);
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(host.token, booking)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const urls = new Set(results.map((r) => r.body.url));
    expect(urls.size).toBe(1);

    await stack.standIn.idle();
    const row = await stack.db.query<{ payment_status: string; checkout_session_id: string }>(
      'select payment_status, checkout_session_id from public.bookings where id = $1',
      [booking],
    );
    expect(row.rows[0]).toMatchObject({
      payment_status: 'pending',
      checkout_session_id: results[0]!.body.sessionId,
    });
    const open = [...stack.standIn.sessions.values()].filter(
      (s) => s.session.metadata.booking_id === booking && s.session.status === 'open',
    );
    expect(open.map((s) => s.session.id)).toEqual([results[0]!.body.sessionId]);
  });
});
