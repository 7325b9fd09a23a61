import { getSupabase, ownVendorRow } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_ROW_COLUMNS, type VendorRow } from '../model/types';

/** The signed-in user's vendors row (full record, `ownVendorRow`), or null when they have none. */
export async function getOwnListing(userId: string): Promise<VendorRow | null> {
  const { data, error } = await ownVendorRow(getSupabase(), userId, VENDOR_ROW_COLUMNS);
  if (error) throw new Error(error.message);
  return (data as VendorRow | null) ?? null;
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
