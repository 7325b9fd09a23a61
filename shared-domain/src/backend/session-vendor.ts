import { queryOptions } from '@tanstack/react-query';
import { type Db, getSupabase } from './supabase-client.ts';

/**
 * The one lookup of a user's own listing, with the columns the caller needs: `data` is that row or `null`. A
 * user creates at most one listing (the database refuses a second one from the API, migration
 * `one_listing_per_user`); should an operator have given an account several, this is the newest. Asked as a
 * list of at most one row: zero rows is the usual answer for hosts, not an error (no 406 on every page of a
 * signed-in non-vendor). The caller passes the client (`getSupabase()`), so that its tests can stand it in.
 * `newest: false` asks only whether there is one: no order on `created_at`, a column the anon role may not
 * read (the header's lookup can run just after a logout, without a session).
 */
export async function ownVendorRow<const Columns extends string>(
  client: Db,
  userId: string,
  columns: Columns,
  { newest = true }: { newest?: boolean } = {},
) {
  const query = client.from('vendors').select(columns).eq('user_id', userId).limit(1);
  const { data, error } = await (newest ? query.order('created_at', { ascending: false }) : query);
  return { data: data?.[0] ?? null, error };
}

/** The id of the signed-in user's vendors row, or `null` when they have none. A lookup error is logged and means not a vendor. */
export async function getOwnVendorId(userId: string): Promise<string | null> {
  const { data, error } = await ownVendorRow(getSupabase(), userId, 'id', { newest: false });
  if (error) {
    console.error('Vendor lookup failed', error);
    return null;
  }
  return data?.id ?? null;
}

/**
 * Whether the header shows 'Vendor Dashboard'. Invalidate `ownVendorQueryOptions(userId).queryKey`
 * after creating a listing; `ownVendorQueryKeyRoot` clears it for everyone on logout.
 */
export const ownVendorQueryKeyRoot = ['session', 'own-vendor'] as const;

export function ownVendorQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...ownVendorQueryKeyRoot, userId ?? null] as const,
    queryFn: () => (userId ? getOwnVendorId(userId) : null),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}
