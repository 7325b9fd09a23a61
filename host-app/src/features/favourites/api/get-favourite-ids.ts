import { FAVOURITES_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const favouritesKeyRoot = ['favourites'] as const;

/** The ids of every vendor the signed-in user saved (at most FAVOURITES_LIMIT, so one bounded read). */
export async function getFavouriteIds(): Promise<ReadonlySet<string>> {
  const { data, error } = await getSupabase().from('favourites').select('vendor_id').limit(FAVOURITES_LIMIT);
  if (error) throw new Error(error.message);
  return new Set((data ?? []).map((row) => row.vendor_id));
}

export function favouriteIdsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...favouritesKeyRoot, 'ids', userId ?? null] as const,
    queryFn: getFavouriteIds,
    enabled: Boolean(userId),
  });
}

export function useFavouriteIds(userId: string | undefined) {
  return useQuery(favouriteIdsQueryOptions(userId));
}
