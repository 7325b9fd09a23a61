import { LISTING_ITEMS_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageRow } from '../model/types';

export async function getPackages(vendorId: string): Promise<PackageRow[]> {
  const { data, error } = await getSupabase()
    .from('Packages')
    .select('*')
    .eq('vendor_id', vendorId)
    .order('created_at')
    .order('id')
    .limit(LISTING_ITEMS_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []) as PackageRow[];
}

export function packagesQueryOptions(vendorId: string | null) {
  return queryOptions({
    queryKey: ['onboarding', 'packages', vendorId] as const,
    queryFn: () => getPackages(vendorId as string),
    enabled: Boolean(vendorId),
  });
}

export function usePackages(vendorId: string | null) {
  return useQuery(packagesQueryOptions(vendorId));
}
