import type { VendorStandingFigures } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The caller's listing's standing over the last 90 days (vendor_standing: four aggregates, live). */
export async function getVendorStanding(): Promise<VendorStandingFigures> {
  const { data, error } = await getSupabase().rpc('vendor_standing', {}, { get: true });
  if (error) throw new Error(error.message);
  return data as unknown as VendorStandingFigures;
}

export function vendorStandingQueryOptions(vendorId: string | undefined) {
  return queryOptions({
    queryKey: ['vendor-dashboard', 'standing', vendorId ?? null] as const,
    queryFn: getVendorStanding,
    enabled: Boolean(vendorId),
    staleTime: 5 * 60_000,
  });
}

export function useVendorStanding(vendorId: string | undefined) {
  return useQuery(vendorStandingQueryOptions(vendorId));
}
