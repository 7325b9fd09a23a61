import { randomBytes } from 'node:crypto';
import type { Db } from '@partyeasy/devstack/context';
import { createDb, prepareDatabase } from '@partyeasy/devstack/db';
import pg from 'pg';
import { inject } from 'vitest';

export type DatabaseKind = 'postgres' | 'pglite';

export interface TestDatabase {
  kind: DatabaseKind;
  /** Superuser handle (bypasses RLS). */
  db: Db;
  /** Connection URL of the database (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database with bootstrap, every migration and (optionally) the seed applied. */
export async function freshDatabase(
  kind: DatabaseKind,
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  if (kind === 'pglite') {
    const db = await createDb();
    await prepareDatabase(db, { seed });
    return { kind, db, drop: () => db.close() };
  }
  const serverUrl = inject('pgUrl');
  const name = `pe_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const db = await createDb({ databaseUrl: url });
  await prepareDatabase(db, { seed });
  return {
    kind,
    db,
    url,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      c.on('error', () => {});
      // Every pool is closed by now; force only covers a connection a failed test left behind.
      await c
        .query(`drop database if exists ${name}`)
        .catch(() => c.query(`drop database if exists ${name} with (force)`));
      await c.end();
    },
  };
}

/** A fingerprint of a table's whole content, to assert that a refused operation changed nothing. */
export async function tableFingerprint(db: Db, table: string): Promise<string> {
  const r = await db.query<{ fp: string | null; n: number }>(
    `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fp, count(*)::int as n from ${table} t`,
  );
  return `${r.rows[0]?.n}:${r.rows[0]?.fp}`;
}

/**
 * Lets go of the unpaid holds earlier tests took (their bookings end cancelled, the hold log is emptied), so that
 * the hold limits of reserve_booking (3 active per host, 1 per host and vendor, 3 a day per host and vendor) do
 * not carry from one test to the next. The seed's own bookings are not touched.
 */
export async function forgetTestHolds(db: Db): Promise<void> {
  await db.query(
    `update public.bookings set payment_status = 'cancelled'
      where payment_status = 'pending' and id in (select booking_id from public.booking_holds)`,
  );
  await db.query('delete from public.booking_holds');
}

/**
 * Runs fn while the listing is being edited (edit_listing), then makes it live again: packages and add-ons of
 * a listing change only while it is edited (the review rule, docs/reliability.md).
 */
export async function whileEditing<T>(db: Db, vendorId: string, fn: () => Promise<T>): Promise<T> {
  const { rows } = await db.query<{ status: string }>('select status from public.vendors where id = $1', [
    vendorId,
  ]);
  await db.query(`update public.vendors set status = 'edit_listing' where id = $1`, [vendorId]);
  try {
    return await fn();
  } finally {
    await db.query('update public.vendors set status = $2 where id = $1', [vendorId, rows[0]?.status]);
  }
}

/**
 * One PostgREST-like transaction as `claims` (an authenticated user), on its own connection of `pool`: the
 * way concurrent API requests reach PostgreSQL (PostgreSQL only; PGlite is a single connection).
 */
export async function asAuthenticated<T>(
  pool: pg.Pool,
  claims: object,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local role authenticated');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const result = await client.query(sql, params);
    await client.query('commit');
    return result.rows as T[];
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}
