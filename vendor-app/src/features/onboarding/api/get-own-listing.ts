import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorRow } from '../model/types';

/** The signed-in user's newest vendors row (full record), or null when they have none. */
export async function getOwnListing(userId: string): Promise<VendorRow | null> {
  const { data, error } = await getSupabase()
    .from('vendors')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  return (data?.[0] as VendorRow | undefined) ?? null;
}

export function ownListingQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['onboarding', 'own-listing', userId ?? null] as const,
    queryFn: () => (userId ? getOwnListing(userId) : null),
    enabled: Boolean(userId),
  });
}

export function useOwnListing(userId: string | undefined) {
  return useQuery(ownListingQueryOptions(userId));
}
