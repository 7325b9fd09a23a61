import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, claimsOf, ids } from './support/actors.js';
import { asAuthenticated, freshDatabase, type TestDatabase, whileEditing } from './support/database.js';

// Real concurrency needs real connections: PostgreSQL only (PGlite is a single connection).
describe('concurrent requests on postgres', () => {
  let t: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    t = await freshDatabase('postgres');
    pool = new pg.Pool({ connectionString: t.url, max: 40 });
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool?.end();
    await t?.drop();
  });

  /** One PostgREST-like transaction as the actor, on its own connection. */
  const asActor = <T>(actor: Actor, sql: string, params: unknown[]) =>
    asAuthenticated<T>(pool, claimsOf(actor), sql, params);

  it('30 simultaneous reservations of overlapping slots leave exactly one hold', async () => {
    const { rows: windows } = await pool.query<{ date: string }>(
      `select a.date::text as date from public.availability a
        where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.end_time = '14:00'
          and a.date > current_date + 14 order by a.date limit 1`,
      [ids.ownVendor],
    );
    const date = windows[0]?.date;
    expect(date).toBeDefined();
    const customers = [actors.host, actors.otherHost, actors.admin];
    const bookingIds: { id: string; actor: Actor }[] = [];
    for (let i = 0; i < 30; i++) {
      const actor = customers[i % customers.length] as Actor;
      // 2 h from 10:00, 10:30, 11:00 or 11:30: every one covers 11:30-12:00, so any two overlap
      const time = ['10:00', '10:30', '11:00', '11:30'][i % 4];
      const [row] = await asActor<{ id: string }>(
        actor,
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time, duration_hours)
         values ($1, $2, $3, 300, $4, $5, 2) returning id`,
        [ids.ownVendor, actor.userId, actor.email, date, time],
      );
      bookingIds.push({ id: row?.id as string, actor });
    }
    const results = await Promise.allSettled(
      bookingIds.map((b) =>
        asActor(b.actor, 'select payment_status from public.reserve_booking($1)', [b.id]),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(new Set(lost.map((r) => (r.reason as { code?: string }).code))).toEqual(new Set(['23P01']));
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from public.bookings where id = any($1::uuid[]) and payment_status in ('pending', 'paid')`,
      [bookingIds.map((b) => b.id)],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('two tabs saving the same packages at once: one complete set survives, never a mixture', () =>
    whileEditing(t.db, ids.ownVendor, async () => {
      const set = (tab: string) =>
        [1, 2, 3, 4].map((n) => ({
          name: `${tab} ${n}`,
          price: n * 10,
          charging_type: 'per_event',
          duration_hours: 1,
        }));
      for (let round = 0; round < 5; round++) {
        await Promise.all(
          ['Tab A', 'Tab B'].map((tab) =>
            asActor(actors.ownerVendor, 'select id from public.replace_vendor_packages($1, $2::jsonb)', [
              ids.ownVendor,
              JSON.stringify(set(tab)),
            ]),
          ),
        );
        const { rows } = await pool.query<{ name: string }>(
          `select name from public."Packages" where vendor_id = $1 order by price`,
          [ids.ownVendor],
        );
        const names = rows.map((r) => r.name);
        expect([set('Tab A'), set('Tab B')].map((s) => s.map((p) => p.name))).toContainEqual(names);
      }
    }));
});
