import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from './supabase-client.ts';

/**
 * The id of the signed-in user's vendors row, or `null` when they have none. Asked as a list of at most
 * one row (`maybeSingle`): zero rows is the usual answer for hosts, not an error, so it must not cost a
 * 406 response on every page of a signed-in non-vendor. A lookup error is logged and means not a vendor.
 */
export async function getOwnVendorId(userId: string): Promise<string | null> {
  const { data, error } = await getSupabase()
    .from('vendors')
    .select('id')
    .eq('user_id', userId)
    .limit(1)
    .maybeSingle();
  if (error) {
    console.error('Vendor lookup failed', error);
    return null;
  }
  return (data as { id: string } | null)?.id ?? null;
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
