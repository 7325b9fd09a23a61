import { netPaidToVendorsCents, readMoneyFigures } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutQueryKey } from './get-payout-account';

export interface VendorEarnings {
  paidOutCents: number;
  scheduledCents: number;
  onHoldCents: number;
  reversedCents: number;
  /** What hosts' late cancellations kept of the subtotal: part of the figures above, paid after the event. */
  lateCancellationCents: number;
}

/**
 * The earnings figures: the listing's money figures (money_figures, the SQL the admin's overview and
 * booking details read too): paid out = transfers less reversals, scheduled, on hold, and the part of
 * them that hosts' late cancellations kept for the vendor.
 */
export async function getVendorEarnings(vendorId: string): Promise<VendorEarnings> {
  const { data, error } = await getSupabase()
    .rpc('money_figures', { p_vendor_id: vendorId }, { get: true })
    .single();
  if (error) throw new Error(error.message);
  const f = readMoneyFigures(data);
  return {
    paidOutCents: netPaidToVendorsCents(f),
    scheduledCents: f.scheduledCents,
    onHoldCents: f.heldCents,
    reversedCents: f.reversedCents,
    lateCancellationCents: f.lateCancellationCents,
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
