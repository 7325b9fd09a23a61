import type { Db } from '@partyeasy/devstack/context';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type Actor, SEED_PASSWORD } from './actors.js';
import type { ActorClient, CallError, Filter, Outcome, Row } from './client.js';

/** A tiny valid PNG (1x1), for uploads. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A supabase-js client signed in with the actor's seed password (a real access token), or anon. */
export async function signedInClient(url: string, anonKey: string, actor: Actor): Promise<SupabaseClient> {
  const client = createClient(url, anonKey, options);
  if (actor.email) {
    const { error } = await client.auth.signInWithPassword({ email: actor.email, password: SEED_PASSWORD });
    if (error) throw new Error(`sign-in of ${actor.email} failed: ${error.message}`);
  }
  return client;
}

const toError = (e: { code?: string; message: string; statusCode?: string } | null): CallError | null =>
  e ? { code: e.code ?? e.statusCode ?? 'unknown', message: e.message } : null;

/**
 * The matrix operations through the HTTP API: /rest/v1 for tables and functions, /storage/v1 for
 * storage.objects (the superuser db only looks up an object's name from its id).
 */
export function apiClient(client: SupabaseClient, db: Db): ActorClient {
  // Applies `.eq(column, value)` for each filter entry to a query builder of any table.
  const filtered = <Q>(query: Q, filter: Filter | undefined): Q => {
    type EqChain = { eq(column: string, value: unknown): EqChain };
    let q = query as unknown as EqChain;
    for (const [k, v] of Object.entries(filter ?? {})) q = q.eq(k, v);
    return q as unknown as Q;
  };
  const bucket = () => client.storage.from('vendor-photos');
  const objectName = async (filter: Filter) => {
    const r = await db.query<{ name: string }>('select name from storage.objects where id = $1', [filter.id]);
    return r.rows[0]?.name ?? '';
  };

  return {
    async select(table, filter, columns = '*'): Promise<Outcome<Row[]>> {
      if (table === 'storage.objects') {
        const owner = String(filter?.name ?? '').split('/')[0] || (await firstFolder(db));
        const { data, error } = await bucket().list(owner);
        return { data: (data ?? []) as unknown as Row[], error: toError(error as never) };
      }
      const { data, error } = await filtered(client.from(table).select(columns), filter);
      return { data: (data ?? []) as unknown as Row[], error: toError(error) };
    },
    async insert(table, row) {
      if (table === 'storage.objects') {
        const { error } = await bucket().upload(String(row.name), PNG_BYTES, { contentType: 'image/png' });
        return { data: error ? 0 : 1, error: toError(error as never) };
      }
      const { error, count } = await client.from(table).insert(row, { count: 'exact' });
      return { data: count ?? 0, error: toError(error) };
    },
    async update(table, patch, filter) {
      if (table === 'storage.objects') {
        const { error } = await bucket().update(await objectName(filter), PNG_BYTES, {
          contentType: 'image/png',
        });
        return { data: error ? 0 : 1, error: toError(error as never) };
      }
      const { error, count } = await filtered(client.from(table).update(patch, { count: 'exact' }), filter);
      return { data: count ?? 0, error: toError(error) };
    },
    async remove(table, filter) {
      if (table === 'storage.objects') {
        const { data, error } = await bucket().remove([await objectName(filter)]);
        return { data: data?.length ?? 0, error: toError(error as never) };
      }
      const { error, count } = await filtered(client.from(table).delete({ count: 'exact' }), filter);
      return { data: count ?? 0, error: toError(error) };
    },
    async rpc(fn, args) {
      const { data, error } = await client.rpc(fn, args);
      return {
        data: data === null || data === undefined ? [] : Array.isArray(data) ? data : [data],
        error: toError(error),
      };
    },
  };
}

async function firstFolder(db: Db): Promise<string> {
  const r = await db.query<{ owner: string }>(
    `select split_part(name, '/', 1) as owner from storage.objects where bucket_id = 'vendor-photos' order by name limit 1`,
  );
  return r.rows[0]?.owner ?? '';
}
