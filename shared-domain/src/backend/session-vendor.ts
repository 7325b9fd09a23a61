import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from './supabase-client.ts';

/**
 * The one lookup of a user's own listing, with the columns the caller needs: that row or `null`. A user
 * creates at most one listing (the database refuses a second one from the API, migration
 * `one_listing_per_user`); should an operator have given an account several, this is the newest. Asked as a
 * list of at most one row (`maybeSingle`): zero rows is the usual answer for hosts, not an error, so it must
 * not cost a 406 response on every page of a signed-in non-vendor.
 */
export function ownVendorRow<const Columns extends string>(userId: string, columns: Columns) {
  return getSupabase()
    .from('vendors')
    .select(columns)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
}

/** The id of the signed-in user's vendors row, or `null` when they have none. A lookup error is logged and means not a vendor. */
export async function getOwnVendorId(userId: string): Promise<string | null> {
  const { data, error } = await ownVendorRow(userId, 'id');
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
