import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutQueryKey } from './get-payout-account';

export interface VendorEarnings {
  paidOutCents: number;
  scheduledCents: number;
  onHoldCents: number;
  reversedCents: number;
}

/** The three earnings figures, aggregated in SQL (vendor_earnings). */
export async function getVendorEarnings(vendorId: string): Promise<VendorEarnings> {
  const { data, error } = await getSupabase()
    .rpc('vendor_earnings', { p_vendor_id: vendorId }, { get: true })
    .single();
  if (error) throw new Error(error.message);
  const row = data as Record<string, number>;
  return {
    paidOutCents: Number(row.paid_out_cents),
    scheduledCents: Number(row.scheduled_cents),
    onHoldCents: Number(row.on_hold_cents),
    reversedCents: Number(row.reversed_cents),
  };
}

export function vendorEarningsQueryOptions(vendorId: string | undefined) {
  return queryOptions({
    queryKey: [...payoutQueryKey(vendorId), 'earnings'] as const,
    queryFn: () => getVendorEarnings(vendorId as string),
    enabled: Boolean(vendorId),
  });
}

export function useVendorEarnings(vendorId: string | undefined) {
  return useQuery(vendorEarningsQueryOptions(vendorId));
}
