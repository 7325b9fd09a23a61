import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface PayoutsOverview {
  paidBookings: number;
  chargedCents: number;
  feeCents: number;
  refundedCents: number;
  transferredCents: number;
  reversedCents: number;
  scheduledCents: number;
  onHoldCents: number;
  failedCount: number;
  failedCents: number;
  platformProfitCents: number;
}

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
 * The payouts overview: totals over every card payment (admin_payouts_overview, one SQL aggregate) and
 * the latest failed transfers or reversals (admin_payout_failures, at most 20).
 */
export async function getPayoutsOverview(): Promise<{ totals: PayoutsOverview; failures: PayoutFailure[] }> {
  const [totals, failures] = await Promise.all([
    getSupabase().rpc('admin_payouts_overview', undefined, { get: true }).single(),
    getSupabase().rpc('admin_payout_failures', { p_limit: 20 }, { get: true }),
  ]);
  if (totals.error) throw totals.error;
  if (failures.error) throw failures.error;
  const t = totals.data as Record<string, number>;
  const n = (key: string) => Number(t[key] ?? 0);
  return {
    totals: {
      paidBookings: n('paid_bookings'),
      chargedCents: n('charged_cents'),
      feeCents: n('fee_cents'),
      refundedCents: n('refunded_cents'),
      transferredCents: n('transferred_cents'),
      reversedCents: n('reversed_cents'),
      scheduledCents: n('scheduled_cents'),
      onHoldCents: n('on_hold_cents'),
      failedCount: n('failed_count'),
      failedCents: n('failed_cents'),
      platformProfitCents: n('platform_profit_cents'),
    },
    failures: (failures.data ?? []) as PayoutFailure[],
  };
}

/** Under ['admin', 'bookings'] so that a refund from the bookings table refreshes it too. */
export const payoutsOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'bookings', 'payouts'] as const, queryFn: getPayoutsOverview });

export function usePayoutsOverview() {
  return useQuery(payoutsOverviewQueryOptions());
}
