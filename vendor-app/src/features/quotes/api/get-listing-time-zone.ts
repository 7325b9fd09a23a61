import { getSupabase, ownVendorRow } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotesKeyRoot } from './types';

/** The signed-in vendor's listing time zone: a request's date and time are wall-clock there. */
export async function getListingTimeZone(userId: string): Promise<string> {
  const { data, error } = await ownVendorRow(getSupabase(), userId, 'time_zone');
  if (error) throw new Error(error.message);
  return data?.time_zone ?? 'America/Chicago';
}

export function listingTimeZoneQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...quotesKeyRoot, 'time-zone', userId ?? null] as const,
    queryFn: () => getListingTimeZone(userId as string),
    enabled: Boolean(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useListingTimeZone(userId: string | undefined) {
  return useQuery(listingTimeZoneQueryOptions(userId));
}
