import { type MoneyFigures, readMoneyFigures } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface PayoutFailure {
  entry_id: number;
  kind: string;
  booking_id: string;
  vendor_name: string;
  amount_cents: number;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
}

/**
 * The payouts overview: the money figures over every card payment (money_figures, one SQL aggregate, the
 * same the vendor dashboard and the booking details read) and the latest failed transfers or reversals
 * (admin_payout_failures, at most 20).
 */
export async function getPayoutsOverview(): Promise<{ totals: MoneyFigures; failures: PayoutFailure[] }> {
  const [totals, failures] = await Promise.all([
    getSupabase().rpc('money_figures', {}, { get: true }).single(),
    getSupabase().rpc('admin_payout_failures', { p_limit: 20 }, { get: true }),
  ]);
  if (totals.error) throw totals.error;
  if (failures.error) throw failures.error;
  return {
    totals: readMoneyFigures(totals.data),
    failures: (failures.data ?? []) as PayoutFailure[],
  };
}

/** Under ['admin', 'bookings'] so that a refund from the bookings table refreshes it too. */
export const payoutsOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'bookings', 'payouts'] as const, queryFn: getPayoutsOverview });

export function usePayoutsOverview() {
  return useQuery(payoutsOverviewQueryOptions());
}
