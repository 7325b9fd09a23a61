import { LISTING_ITEMS_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorAddon } from '../model/types';

/** The vendor's add-ons in the order the vendor entered them. */
export async function getVendorAddons(vendorId: string): Promise<VendorAddon[]> {
  const { data, error } = await getSupabase()
    .from('addons')
    .select('*')
    .eq('vendor_id', vendorId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(LISTING_ITEMS_LIMIT);
  if (error) throw error;
  return data ?? [];
}

export function vendorAddonsQueryOptions(vendorId: string) {
  return queryOptions({ queryKey: ['vendor-addons', vendorId], queryFn: () => getVendorAddons(vendorId) });
}

export function useVendorAddons(vendorId: string, enabled = true) {
  return useQuery({ ...vendorAddonsQueryOptions(vendorId), enabled });
}
