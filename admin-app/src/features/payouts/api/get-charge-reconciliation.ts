import { getSupabase } from '@partyeasy/shared-domain/backend';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One booking paid by the charge: its vendor's part of it (payout_ledger's transfers, reversals, hold). */
export interface ChargeLine {
  booking_id: string;
  vendor_id: string;
  vendor_name: string | null;
  payment_status: string;
  total_cents: number;
  refunded_cents: number;
  net_cents: number;
  vendor_share_cents: number;
  platform_cents: number;
  transferred_cents: number;
  scheduled_cents: number;
  reversed_cents: number;
  reversing_cents: number;
  held_cents: number;
}

/** A charge that paid several bookings (a paid checkout group). */
export interface Charge {
  checkout_group_id: string;
  payment_intent_id: string | null;
  event_id: string | null;
  event_name: string | null;
  paid_at: string;
  bookings: number;
  charged_cents: number;
  refunded_cents: number;
  net_cents: number;
  bookings_net_cents: number;
  reconciles: boolean;
  lines: ChargeLine[];
}

export interface ChargePage {
  charges: Charge[];
  /** Paid charges, counted up to 1,000 (the newest 1,000 are reachable). */
  total: number;
}

export const CHARGES_PAGE_SIZE = 10;

/** A page of the charges paying several vendors, newest first (admin_charge_reconciliation, paged in SQL). */
export async function getChargeReconciliation(page: number): Promise<ChargePage> {
  const { data, error } = await getSupabase().rpc(
    'admin_charge_reconciliation',
    { p_limit: CHARGES_PAGE_SIZE, p_offset: (page - 1) * CHARGES_PAGE_SIZE },
    { get: true },
  );
  if (error) throw error;
  const rows = (data ?? []) as unknown as (Charge & { total_count: number })[];
  return {
    charges: rows.map(({ total_count: _count, ...charge }) => charge),
    total: rows[0]?.total_count ?? 0,
  };
}

/** Under ['admin', 'bookings'] so that a refund from the bookings table refreshes it too. */
export const chargeReconciliationQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'payouts', 'charges', page] as const,
    queryFn: () => getChargeReconciliation(page),
  });

export function useChargeReconciliation(page: number) {
  return useQuery({ ...chargeReconciliationQueryOptions(page), placeholderData: keepPreviousData });
}
