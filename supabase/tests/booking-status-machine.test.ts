import { OWN_LISTING_MESSAGES } from '@partyeasy/shared-domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, claimsOf, ids } from './support/actors.js';
import { asAuthenticated, freshDatabase, type TestDatabase } from './support/database.js';

// The booking's status machine (booking_status_transitions + trigger bookings_status_machine) and the self-dealing
// rule (is_own_listing / refuse_own_listing), on PostgreSQL: every pair of statuses tried as the superuser, the
// service role (the functions and the schedule) and an admin; payments reported concurrently decided once
// (apply_checkout_payment). docs/reliability.md, hardening round 3.

const STATUSES = ['clicked_book', 'pending', 'paid', 'completed', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];

/** The allowed transitions, written here independently of the migration: the test fails if they drift. */
const ALLOWED: ReadonlyArray<readonly [Status, Status]> = [
  ['clicked_book', 'pending'],
  ['clicked_book', 'cancelled'],
  ['pending', 'clicked_book'],
  ['pending', 'paid'],
  ['pending', 'cancelled'],
  ['paid', 'completed'],
  ['paid', 'cancelled'],
];
const allowed = (from: Status, to: Status) => ALLOWED.some(([f, t]) => f === from && t === to);
const PAIRS = STATUSES.flatMap((from) =>
  STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
);

describe('the booking status machine on postgres', () => {
  let t: TestDatabase;
  let pool: pg.Pool;
  let slot = 0;
  beforeAll(async () => {
    t = await freshDatabase('postgres');
    pool = new pg.Pool({ connectionString: t.url, max: 20 });
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool?.end();
    await t?.drop();
  });

  /** A booking of the host with the bar in `status`, at an hour of its own (none overlaps another). */
  async function booking(status: Status, extra: { sessionId?: string; userId?: string } = {}) {
    slot += 1;
    const { rows } = await pool.query<{ id: string }>(
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, processing_fee, payment_status,
         booking_date, booking_time, duration_hours, checkout_session_id)
       values ($1, $2, 'host@partyeasy.test', 200, 10, $3, current_date + 500 + $4::int / 20,
               make_time($4::int % 20, 0, 0), 1, $5) returning id`,
      [ids.otherVendor, extra.userId ?? ids.host, status, slot, extra.sessionId ?? null],
    );
    return rows[0]?.id as string;
  }

  /** One transaction as the service role, as the Edge Functions' client and the schedule reach the database. */
  async function asServiceRole<T>(sql: string, params: unknown[]): Promise<T[]> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role service_role');
      await client.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      const r = await client.query(sql, params);
      await client.query('commit');
      return r.rows as T[];
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
  }

  const statusOf = async (id: string) =>
    (await pool.query<{ s: string }>('select payment_status as s from public.bookings where id = $1', [id]))
      .rows[0]?.s;

  it('writes the allowed transitions down once, and completed and cancelled are final', async () => {
    const { rows } = await pool.query<{ from_status: Status; to_status: Status }>(
      'select from_status, to_status from public.booking_status_transitions order by 1, 2',
    );
    expect(rows.map((r) => [r.from_status, r.to_status])).toEqual(
      [...ALLOWED].sort((a, b) => a.join().localeCompare(b.join())),
    );
    expect(rows.filter((r) => r.from_status === 'completed' || r.from_status === 'cancelled')).toEqual([]);
  });

  it.each(PAIRS)('%s → %s as the superuser', async (from, to) => {
    const id = await booking(from);
    const change = pool.query('update public.bookings set payment_status = $2 where id = $1', [id, to]);
    if (allowed(from, to)) {
      await change;
      expect(await statusOf(id)).toBe(to);
    } else {
      await expect(change).rejects.toMatchObject({
        code: 'PT409',
        hint: 'booking_status_transition',
        message: `A booking cannot go from ${from} to ${to}.`,
      });
      expect(await statusOf(id)).toBe(from);
    }
  });

  it.each(PAIRS.filter(([from, to]) => !allowed(from, to)))(
    '%s → %s is refused for the service role and for an admin too',
    async (from, to) => {
      const id = await booking(from);
      await expect(
        asServiceRole('update public.bookings set payment_status = $2 where id = $1', [id, to]),
      ).rejects.toMatchObject({ code: 'PT409' });
      await expect(
        asAuthenticated(
          pool,
          claimsOf(actors.admin),
          'update public.bookings set payment_status = $2 where id = $1',
          [id, to],
        ),
      ).rejects.toMatchObject({ code: 'PT409' });
      expect(await statusOf(id)).toBe(from);
    },
  );

  it('releases a hold only while it has no checkout session (one with a session ends at the provider)', async () => {
    const withSession = await booking('pending', { sessionId: `cs_test_sm_${slot}` });
    await expect(
      pool.query(`update public.bookings set payment_status = 'clicked_book' where id = $1`, [withSession]),
    ).rejects.toMatchObject({ code: 'PT409', hint: 'booking_status_transition' });
    await pool.query(`update public.bookings set payment_status = 'cancelled' where id = $1`, [withSession]);
    const without = await booking('pending');
    await pool.query(`update public.bookings set payment_status = 'clicked_book' where id = $1`, [without]);
    expect(await statusOf(without)).toBe('clicked_book');
  });

  it('an admin cannot cancel a completed booking "without a refund" (the status is final)', async () => {
    const id = await booking('completed');
    await pool.query(`update public.bookings set payment_intent_id = 'pi_test_sm_done' where id = $1`, [id]);
    await expect(
      asServiceRole(`select public.start_booking_refund($1, 'admin', 0, 'x')`, [id]),
    ).rejects.toMatchObject({ code: '55000' });
    expect(await statusOf(id)).toBe('completed');
  });

  describe('self-dealing', () => {
    const insertFor = (userId: string, vendorId: string) =>
      pool.query(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
           duration_hours) values ($1, $2, 'dj@partyeasy.test', 200, current_date + 700, '10:00', 1)`,
        [vendorId, userId],
      );

    it('refuses a booking of an own listing on every path, with the shared message', async () => {
      const refusal = { code: 'PT403', hint: 'own_listing', message: OWN_LISTING_MESSAGES.book };
      await expect(insertFor(ids.ownerVendorUser, ids.ownVendor)).rejects.toMatchObject(refusal);
      await expect(
        asServiceRole(
          `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
             duration_hours) values ($1, $2, 'dj@partyeasy.test', 200, current_date + 700, '10:00', 1)`,
          [ids.ownVendor, ids.ownerVendorUser],
        ),
      ).rejects.toMatchObject(refusal);
      // Moving an existing booking onto its host's own listing, or onto the listing's owner.
      const hosts = await booking('clicked_book');
      await expect(
        pool.query('update public.bookings set user_id = $2 where id = $1', [hosts, ids.otherVendorUser]),
      ).rejects.toMatchObject(refusal);
      const owners = await booking('clicked_book', { userId: ids.ownerVendorUser });
      await expect(
        pool.query('update public.bookings set vendor_id = $2 where id = $1', [owners, ids.ownVendor]),
      ).rejects.toMatchObject(refusal);
      // Others book the listing as before.
      await insertFor(ids.host, ids.ownVendor);
    });

    it('refuses to hold or check out a booking of an own listing written before the rule, but lets it end', async () => {
      const legacy = await pool.connect();
      let id: string;
      try {
        await legacy.query('begin');
        await legacy.query('set local session_replication_role = replica');
        const { rows } = await legacy.query<{ id: string }>(
          `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
             duration_hours) values ($1, $2, 'dj@partyeasy.test', 200, current_date + 701, '10:00', 1) returning id`,
          [ids.ownVendor, ids.ownerVendorUser],
        );
        id = rows[0]?.id as string;
        await legacy.query('commit');
      } finally {
        legacy.release();
      }
      await expect(
        pool.query(`update public.bookings set payment_status = 'pending' where id = $1`, [id]),
      ).rejects.toMatchObject({ code: 'PT403', hint: 'own_listing' });
      await expect(
        pool.query(`update public.bookings set checkout_session_id = 'cs_test_sm_own' where id = $1`, [id]),
      ).rejects.toMatchObject({ code: 'PT403', hint: 'own_listing' });
      await pool.query(`update public.bookings set special_instructions = 'kept' where id = $1`, [id]);
      await pool.query(`update public.bookings set payment_status = 'cancelled' where id = $1`, [id]);
      expect(await statusOf(id)).toBe('cancelled');
    });

    it('refuses a review by the listing owner, whatever wrote it', async () => {
      const legacy = await pool.connect();
      let id: string;
      try {
        await legacy.query('begin');
        await legacy.query('set local session_replication_role = replica');
        const { rows } = await legacy.query<{ id: string }>(
          `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
             booking_time, duration_hours, completed_at)
           values ($1, $2, 'dj@partyeasy.test', 200, 'completed', current_date - 3, '10:00', 1, now()) returning id`,
          [ids.ownVendor, ids.ownerVendorUser],
        );
        id = rows[0]?.id as string;
        await legacy.query('commit');
      } finally {
        legacy.release();
      }
      const refusal = { code: 'PT403', hint: 'own_listing', message: OWN_LISTING_MESSAGES.review };
      await expect(
        asAuthenticated(
          pool,
          claimsOf(actors.ownerVendor),
          `select public.submit_review($1, 5, 'Great', 'Really.')`,
          [id],
        ),
      ).rejects.toMatchObject(refusal);
      await expect(
        pool.query(
          `insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name, event_month)
           values ($1, $2, $3, 5, 'Great', 'Really.', 'Nova', date_trunc('month', current_date)::date)`,
          [id, ids.ownVendor, ids.ownerVendorUser],
        ),
      ).rejects.toMatchObject(refusal);
      const { rows } = await pool.query('select 1 from public.reviews where booking_id = $1', [id]);
      expect(rows).toEqual([]);
    });

    it('is not callable through the API with any user id (ownership is not public)', async () => {
      await expect(
        asAuthenticated(pool, claimsOf(actors.host), 'select public.is_own_listing($1, $2)', [
          ids.ownVendor,
          ids.ownerVendorUser,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('payments reported by the provider (apply_checkout_payment)', () => {
    const apply = (id: string, session: string, intent: string) =>
      asServiceRole<{ d: { outcome: string; amount_cents?: number } }>(
        'select public.apply_checkout_payment($1, $2, $3) as d',
        [id, session, intent],
      ).then((rows) => rows[0]?.d);

    it('pays a pending hold once when the same payment is reported 8 times at once', async () => {
      const session = `cs_test_sm_pay_${slot}`;
      const id = await booking('pending', { sessionId: session });
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => apply(id, session, 'pi_test_sm_pay')),
      );
      expect(outcomes.map((o) => o?.outcome).sort()).toEqual(['paid', ...Array(7).fill('unchanged')]);
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from public.booking_history where booking_id = $1 and kind = 'paid'`,
        [id],
      );
      expect(rows[0]?.n).toBe(1);
      expect(await statusOf(id)).toBe('paid');
    });

    it('never revives a booking cancelled after its payment, and asks no refund for it', async () => {
      const session = `cs_test_sm_revive_${slot}`;
      const id = await booking('pending', { sessionId: session });
      expect((await apply(id, session, 'pi_test_sm_revive'))?.outcome).toBe('paid');
      await pool.query(
        `update public.bookings set payment_status = 'cancelled', refunded_cents = 21000, cancelled_by = 'admin'
          where id = $1`,
        [id],
      );
      const before = (await pool.query('select * from public.bookings where id = $1', [id])).rows[0];
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => apply(id, session, 'pi_test_sm_revive')),
      );
      expect(new Set(outcomes.map((o) => o?.outcome))).toEqual(new Set(['unchanged']));
      expect((await pool.query('select * from public.bookings where id = $1', [id])).rows[0]).toEqual(before);
    });

    it('answers "refund" for a checkout that had ended, and only one refund can start', async () => {
      const session = `cs_test_sm_late_${slot}`;
      const id = await booking('cancelled', { sessionId: session });
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => apply(id, session, 'pi_test_sm_late')),
      );
      expect(outcomes.every((o) => o?.outcome === 'refund' && o.amount_cents === 21000)).toBe(true);
      const starts = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          asServiceRole(`select public.start_booking_refund($1, 'auto', 21000, 'late')`, [id]),
        ),
      );
      expect(starts.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
      const { rows } = await pool.query<{ n: number; s: string; pi: string }>(
        `select (select count(*)::int from public.booking_refunds r where r.booking_id = b.id) as n,
                b.payment_status as s, b.payment_intent_id as pi, b.cancelled_by
           from public.bookings b where b.id = $1`,
        [id],
      );
      expect(rows[0]).toMatchObject({ n: 1, s: 'cancelled', pi: 'pi_test_sm_late', cancelled_by: null });
    });
  });
});
