import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_ROW_COLUMNS, type VendorRow } from '../model/types';

/** One vendors row by id (the stored vendorId). */
export async function getVendor(id: string): Promise<VendorRow> {
  const { data, error } = await getSupabase()
    .from('vendors')
    .select(VENDOR_ROW_COLUMNS)
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  return data as VendorRow;
}

export function vendorQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: ['onboarding', 'vendor', id] as const,
    queryFn: () => getVendor(id as string),
    enabled: Boolean(id),
  });
}

export function useVendor(id: string | null) {
  return useQuery(vendorQueryOptions(id));
}
