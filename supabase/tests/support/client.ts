import type { Db } from '@partyeasy/devstack/context';
import { type Actor, claimsOf } from './actors.js';

export type Row = Record<string, unknown>;
export type Filter = Record<string, string | number | boolean>;

/** What a refused or failed call reports: the SQLSTATE (PostgREST's `code`) and message. */
export interface CallError {
  code: string;
  message: string;
}

export interface Outcome<T> {
  data: T;
  error: CallError | null;
}

/**
 * The operations the apps perform, as one role. Implemented over SQL (role + JWT claims, as PostgREST does)
 * and over the HTTP API with supabase-js, so one matrix of cases runs against both.
 */
export interface ActorClient {
  /** `columns` as in a select list (default *: refused on tables with columns the role may not read). */
  select(table: string, filter?: Filter, columns?: string): Promise<Outcome<Row[]>>;
  /** Returns the number of rows inserted. */
  insert(table: string, row: Row): Promise<Outcome<number>>;
  /** Returns the number of rows updated. */
  update(table: string, patch: Row, filter: Filter): Promise<Outcome<number>>;
  /** Returns the number of rows deleted. */
  remove(table: string, filter: Filter): Promise<Outcome<number>>;
  rpc(fn: string, args: Row): Promise<Outcome<unknown>>;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) =>
  table.includes('.') ? table.split('.').map(ident).join('.') : `public.${ident(table)}`;

function where(filter: Filter | undefined, params: unknown[]): string {
  const keys = Object.keys(filter ?? {});
  if (keys.length === 0) return 'true';
  return keys
    .map((k) => {
      params.push(String(filter?.[k]));
      return `${ident(k)}::text = $${params.length}`;
    })
    .join(' and ');
}

function toError(err: unknown): CallError {
  const e = err as { code?: string; message?: string };
  return { code: e.code ?? 'unknown', message: e.message ?? String(err) };
}

/** Each call is one transaction under `set local role` with request.jwt.claims, committed when it succeeds. */
export function sqlClient(db: Db, actor: Actor): ActorClient {
  const role = actor.userId ? 'authenticated' : 'anon';
  const claims = JSON.stringify(claimsOf(actor));
  async function run<T>(
    fn: (
      q: (sql: string, params?: unknown[]) => Promise<{ rows: Row[]; affectedRows?: number }>,
    ) => Promise<T>,
  ) {
    try {
      const data = await db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        return fn((sql, params) => tx.query(sql, params));
      });
      return { data, error: null };
    } catch (err) {
      return { data: undefined as T, error: toError(err) };
    }
  }
  return {
    select: (table, filter, columns = '*') =>
      run(async (q) => {
        const params: unknown[] = [];
        return (await q(`select ${columns} from ${qualified(table)} where ${where(filter, params)}`, params))
          .rows;
      }),
    insert: (table, row) =>
      run(async (q) => {
        const cols = Object.keys(row).map(ident).join(', ');
        const r = await q(
          `insert into ${qualified(table)} (${cols}) select ${cols} from jsonb_populate_record(null::${qualified(table)}, $1::jsonb)`,
          [JSON.stringify(row)],
        );
        return r.affectedRows ?? 0;
      }),
    update: (table, patch, filter) =>
      run(async (q) => {
        const cols = Object.keys(patch).map(ident).join(', ');
        const params: unknown[] = [JSON.stringify(patch)];
        const r = await q(
          `update ${qualified(table)} set (${cols}) = (select ${cols} from jsonb_populate_record(null::${qualified(table)}, $1::jsonb)) where ${where(filter, params)}`,
          params,
        );
        return r.affectedRows ?? 0;
      }),
    remove: (table, filter) =>
      run(async (q) => {
        const params: unknown[] = [];
        const r = await q(`delete from ${qualified(table)} where ${where(filter, params)}`, params);
        return r.affectedRows ?? 0;
      }),
    rpc: (fn, args) =>
      run(async (q) => {
        const keys = Object.keys(args);
        const named = keys.map((k, i) => `${ident(k)} => $${i + 1}`).join(', ');
        const params = keys.map((k) => {
          const v = args[k];
          return v !== null && typeof v === 'object' && !Array.isArray(v)
            ? JSON.stringify(v)
            : Array.isArray(v)
              ? JSON.stringify(v)
              : v;
        });
        const r = await q(`select to_jsonb(t) as r from public.${ident(fn)}(${named}) t`, params);
        return r.rows.map((row) => row.r);
      }),
  };
}
