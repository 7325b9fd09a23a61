import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface VendorDispute {
  id: string;
  booking_id: string;
  reason: string;
  status: string;
  offer_cents: number | null;
  created_at: string;
}

/** The listing's disputes not yet resolved, oldest first (at most 20; read through row security). */
export async function getVendorDisputes(vendorId: string): Promise<VendorDispute[]> {
  const { data, error } = await getSupabase()
    .from('disputes')
    .select('id, booking_id, reason, status, offer_cents, created_at')
    .eq('vendor_id', vendorId)
    .neq('status', 'resolved')
    .order('created_at')
    .limit(20);
  if (error) throw error;
  return data ?? [];
}

export function vendorDisputesQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendor-disputes', vendorId],
    queryFn: () => getVendorDisputes(vendorId),
  });
}

export function useVendorDisputes(vendorId: string) {
  return useQuery(vendorDisputesQueryOptions(vendorId));
}
