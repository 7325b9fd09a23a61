import { getSupabase } from '@partyeasy/shared-domain/backend';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payoutQueryKey } from './get-payout-account';

/** One payout: the transfer (or hold) of one booking, with that booking and what was reversed since. */
export interface VendorPayout {
  entry_id: number;
  booking_id: string;
  kind: string;
  status: string;
  amount_cents: number;
  reversed_cents: number;
  settled_at: string | null;
  booking_date: string;
  booking_time: string;
  customer_name: string | null;
  selected_packages: string | null;
  subtotal_cents: number;
  refunded_cents: number;
  /** The booking's status: cancelled when the payout is what a host's late cancellation kept. */
  booking_status: string;
}

/** A page of the vendor's payouts, newest first (vendor_payouts, with the total count). */
export async function getVendorPayouts(vendorId: string, page: number, pageSize: number) {
  const { data, error } = await getSupabase().rpc(
    'vendor_payouts',
    { p_vendor_id: vendorId, p_limit: pageSize, p_offset: (page - 1) * pageSize },
    { get: true },
  );
  if (error) throw new Error(error.message);
  const rows = (data ?? []) as (VendorPayout & { total_count: number })[];
  return {
    payouts: rows.map(({ total_count: _, ...p }) => ({
      ...p,
      reversed_cents: Number(p.reversed_cents),
      subtotal_cents: Number(p.subtotal_cents),
    })),
    total: Number(rows[0]?.total_count ?? 0),
  };
}

export function vendorPayoutsQueryOptions(vendorId: string | undefined, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...payoutQueryKey(vendorId), 'list', page, pageSize] as const,
    queryFn: () => getVendorPayouts(vendorId as string, page, pageSize),
    enabled: Boolean(vendorId),
    placeholderData: keepPreviousData,
  });
}

export function useVendorPayouts(vendorId: string | undefined, page: number, pageSize: number) {
  return useQuery(vendorPayoutsQueryOptions(vendorId, page, pageSize));
}
