import { LISTING_ITEMS_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddonRow } from '../model/types';

export async function getAddons(vendorId: string): Promise<AddonRow[]> {
  const { data, error } = await getSupabase()
    .from('addons')
    .select('*')
    .eq('vendor_id', vendorId)
    .order('created_at')
    .order('id')
    .limit(LISTING_ITEMS_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []) as AddonRow[];
}

export function addonsQueryOptions(vendorId: string | null) {
  return queryOptions({
    queryKey: ['onboarding', 'addons', vendorId] as const,
    queryFn: () => getAddons(vendorId as string),
    enabled: Boolean(vendorId),
  });
}

export function useAddons(vendorId: string | null) {
  return useQuery(addonsQueryOptions(vendorId));
}
