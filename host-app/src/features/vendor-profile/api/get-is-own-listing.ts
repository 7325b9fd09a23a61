import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Whether the signed-in user owns this listing (`owns_vendor`, a read): its owner is shown that it is theirs
 * instead of Book Now, since the database refuses bookings and reviews of one's own listing.
 */
export async function getIsOwnListing(vendorId: string): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('owns_vendor', { p_vendor_id: vendorId }, { get: true });
  if (error) throw error;
  return data === true;
}

export function isOwnListingQueryOptions(vendorId: string, userId: string | null | undefined) {
  return queryOptions({
    queryKey: ['own-listing', vendorId, userId ?? null],
    queryFn: () => getIsOwnListing(vendorId),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}

/** False for visitors and while the answer loads (the database refuses self-dealing whatever this says). */
export function useIsOwnListing(vendorId: string, userId: string | null | undefined): boolean {
  return useQuery(isOwnListingQueryOptions(vendorId, userId)).data === true;
}
