/**
 * The money figures of docs/payments.md "Money figures", as the SQL function money_figures answers them
 * (one booking, one vendor, or everything for an admin), in cents. Both dashboards read them from there.
 */
export interface MoneyFigures {
  /** Bookings paid by card among those asked about. */
  bookings: number;
  /** What hosts' cards paid: subtotal + 5% fee. */
  chargedCents: number;
  /** The 5% processing fees charged. */
  feeCents: number;
  /** The fees less the part of refunds beyond the subtotal. */
  feesKeptCents: number;
  /** What admins' cancellations kept of cancelled bookings' subtotals (stays with the platform). */
  cancellationKeptCents: number;
  /** Refunded to hosts. */
  refundedCents: number;
  /** What the vendors earn: each standing or host-cancelled booking's subtotal less its refunds. */
  vendorShareCents: number;
  /** Transfers that reached vendors (before reversals). */
  paidToVendorsCents: number;
  /** Taken back from vendors after refunds, including what is still being taken back. */
  reversedCents: number;
  /** The part of reversedCents not yet taken back. */
  reversingCents: number;
  /** Still to pay vendors whose payouts are enabled (upcoming events included). */
  scheduledCents: number;
  /** Still to pay vendors who have not enabled payouts. */
  heldCents: number;
  /** What the platform keeps: charged − refunded − the vendors' share (fees kept + cancellations kept). */
  platformProfitCents: number;
  failedCount: number;
  failedCents: number;
  /** The part of vendorShareCents that hosts' cancellations kept (paid out after the event). */
  lateCancellationCents: number;
}

/** money_figures' row → MoneyFigures: { charged_cents: 21000, … } → { chargedCents: 21000, … }; absent = 0. */
export function readMoneyFigures(row: Record<string, unknown> | null | undefined): MoneyFigures {
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    bookings: n('bookings'),
    chargedCents: n('charged_cents'),
    feeCents: n('fee_cents'),
    feesKeptCents: n('fees_kept_cents'),
    cancellationKeptCents: n('cancellation_kept_cents'),
    refundedCents: n('refunded_cents'),
    vendorShareCents: n('vendor_share_cents'),
    paidToVendorsCents: n('paid_to_vendors_cents'),
    reversedCents: n('reversed_cents'),
    reversingCents: n('reversing_cents'),
    scheduledCents: n('scheduled_cents'),
    heldCents: n('held_cents'),
    platformProfitCents: n('platform_profit_cents'),
    failedCount: n('failed_count'),
    failedCents: n('failed_cents'),
    lateCancellationCents: n('late_cancellation_cents'),
  };
}

/**
 * What the vendors keep of what was sent: transfers less reversals (the vendor dashboard's "Paid out").
 * { paidToVendorsCents: 20000, reversedCents: 5000 } → 15000.
 */
export function netPaidToVendorsCents(f: Pick<MoneyFigures, 'paidToVendorsCents' | 'reversedCents'>): number {
  return f.paidToVendorsCents - f.reversedCents;
}
