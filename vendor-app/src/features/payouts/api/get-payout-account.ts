import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutState } from '../model/payout-state';

/** The vendor's payout state (row security: the vendor reads only their own account). */
export async function getPayoutAccount(vendorId: string): Promise<PayoutState> {
  const { data, error } = await getSupabase()
    .from('payout_accounts')
    .select('state')
    .eq('vendor_id', vendorId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return (data as { state: PayoutState } | null)?.state ?? 'not_connected';
}

export const payoutQueryKey = (vendorId: string | undefined) => ['vendor-payouts', vendorId ?? null] as const;

export function payoutAccountQueryOptions(vendorId: string | undefined) {
  return queryOptions({
    queryKey: [...payoutQueryKey(vendorId), 'account'] as const,
    queryFn: () => getPayoutAccount(vendorId as string),
    enabled: Boolean(vendorId),
  });
}

export function usePayoutAccount(vendorId: string | undefined) {
  return useQuery(payoutAccountQueryOptions(vendorId));
}
