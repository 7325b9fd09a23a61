import { LISTING_ITEMS_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorPackage } from '../model/types';

/** The vendor's packages, cheapest first. */
export async function getVendorPackages(vendorId: string): Promise<VendorPackage[]> {
  const { data, error } = await getSupabase()
    .from('Packages')
    .select('*')
    .eq('vendor_id', vendorId)
    .order('price', { ascending: true })
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(LISTING_ITEMS_LIMIT);
  if (error) throw error;
  return data ?? [];
}

export function vendorPackagesQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendor-packages', vendorId],
    queryFn: () => getVendorPackages(vendorId),
  });
}

export function useVendorPackages(vendorId: string, enabled = true) {
  return useQuery({ ...vendorPackagesQueryOptions(vendorId), enabled });
}
