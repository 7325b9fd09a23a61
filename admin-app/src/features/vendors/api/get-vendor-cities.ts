import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The location filter's options: every city a vendor serves, once, sorted (admin_vendor_cities). */
export async function getVendorCities(): Promise<string[]> {
  const { data, error } = await getSupabase().rpc('admin_vendor_cities', undefined, { get: true });
  if (error) throw error;
  return data;
}

export const vendorCitiesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'vendor-cities'] as const, queryFn: getVendorCities });

export function useVendorCities() {
  return useQuery(vendorCitiesQueryOptions());
}
