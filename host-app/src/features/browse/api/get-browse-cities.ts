import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The cities approved vendors serve, once each, sorted: the location dropdown. */
export async function getBrowseCities(): Promise<string[]> {
  const { data, error } = await getSupabase().rpc('browse_cities');
  if (error) throw error;
  return data ?? [];
}

export function browseCitiesQueryOptions() {
  return queryOptions({ queryKey: ['browse-cities'], queryFn: getBrowseCities, staleTime: 5 * 60_000 });
}

export function useBrowseCities() {
  return useQuery(browseCitiesQueryOptions());
}
