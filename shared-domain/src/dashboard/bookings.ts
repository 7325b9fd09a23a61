import { type TimeFilter, timeFilterStart } from '../calendar/time-filters.ts';
import { toCents } from '../format/money.ts';

export interface DashboardBooking {
  customer_name?: string | null;
  customer_email?: string | null;
  selected_packages?: string | null;
  selected_addons?: string | null;
  event_location?: string | null;
  special_instructions?: string | null;
  payment_status?: string | null;
  /** The subtotal without the fee, in dollars. */
  total_amount?: number | string | null;
  /** The 5% processing fee the host paid on top, in dollars. */
  processing_fee?: number | string | null;
  /** What was refunded to the host, in cents. */
  refunded_cents?: number | null;
  /** The card payment on record (null: no money moved, such as the demo data's). */
  payment_intent_id?: string | null;
  /** Who cancelled: a host's cancellation after payment keeps the unrefunded subtotal for the vendor. */
  cancelled_by?: string | null;
  /** When the booking was paid. */
  paid_at?: string | null;
}

/** Booking statuses whose amount counts as revenue. */
const REVENUE_STATUSES = new Set(['pending', 'paid', 'completed']);

/** A booking's money, in cents: the SQL functions booking_charged_cents / booking_vendor_share_cents / booking_platform_cents. */
export interface BookingMoney {
  /** What the host's card paid: subtotal + fee, for a booking paid by card; 0 otherwise. */
  chargedCents: number;
  refundedCents: number;
  /**
   * The vendor's share: the subtotal less refunds, for a charged booking that stands (paid or completed) or
   * that its host cancelled after paying.
   */
  vendorShareCents: number;
  /** The platform's part: charged − refunded − the vendor's share. */
  platformCents: number;
}

/**
 * The per-booking money rule of docs/payments.md "Money figures" (the same as the SQL functions).
 * A refund is taken from the vendor's share first and from the fee only beyond it; what a host's
 * cancellation kept of the subtotal is the vendor's, while an admin's or a vendor's cancellation pays the
 * vendor nothing.
 * Examples ($200.00 + $10.00 fee, paid by card):
 * - completed, nothing refunded → charged 21000, vendor 20000, platform 1000;
 * - completed, $50.00 refunded late → vendor 15000, platform 1000;
 * - cancelled by the host 24–72 h before (half of the subtotal refunded) → vendor 10000, platform 1000;
 * - cancelled by an admin with half of the subtotal refunded → vendor 0, platform 11000;
 * - cancelled with everything refunded → vendor 0, platform 0;
 * - paid without a card payment on record (demo data) → all 0.
 */
export function bookingMoney(b: DashboardBooking): BookingMoney {
  const status = b.payment_status ?? '';
  const charged =
    b.payment_intent_id && ['paid', 'completed', 'cancelled'].includes(status)
      ? Math.max(0, toCents(b.total_amount) ?? 0) + Math.max(0, toCents(b.processing_fee) ?? 0)
      : 0;
  if (charged === 0) return { chargedCents: 0, refundedCents: 0, vendorShareCents: 0, platformCents: 0 };
  const refunded = b.refunded_cents ?? 0;
  const hostCancelled = status === 'cancelled' && b.cancelled_by === 'host' && Boolean(b.paid_at);
  const share =
    status === 'paid' || status === 'completed' || hostCancelled
      ? Math.max(0, Math.max(0, toCents(b.total_amount) ?? 0) - refunded)
      : 0;
  return {
    chargedCents: charged,
    refundedCents: refunded,
    vendorShareCents: share,
    platformCents: charged - refunded - share,
  };
}

/**
 * The stat cards of both dashboards, money in cents.
 * totalBookings counts every booking given; revenue sums total_amount (the subtotal without fee) of
 * pending, paid and completed bookings; platformProfit sums each booking's platform part (bookingMoney:
 * what the platform keeps of card payments, cancelled bookings included). Choice the spec leaves open:
 * cancelled bookings and clicked_book rows (checkout started, never paid) add no revenue.
 * Example: paid $200 + completed $100 + cancelled $50 (refunded in full), each with its 5% fee paid by
 * card → revenue 30000, profit 1000 + 500 + 0 = 1500.
 */
export function bookingStats(bookings: readonly DashboardBooking[]) {
  let revenueCents = 0;
  let platformProfitCents = 0;
  const count = (status: string) => bookings.filter((b) => b.payment_status === status).length;
  for (const booking of bookings) {
    platformProfitCents += bookingMoney(booking).platformCents;
    if (!REVENUE_STATUSES.has(booking.payment_status ?? '')) continue;
    revenueCents += Math.max(0, toCents(booking.total_amount) ?? 0);
  }
  return {
    totalBookings: bookings.length,
    revenueCents,
    platformProfitCents,
    completed: count('completed'),
    pending: count('pending'),
    paid: count('paid'),
    cancelled: count('cancelled'),
  };
}

export type BookingStats = ReturnType<typeof bookingStats>;

/** The dashboards' booking filters as a page holds them; 'all' means any. */
export interface BookingQueryFilters {
  /** Customer name, customer e-mail or vendor name (a substring, case ignored). */
  search: string;
  /** 'all' or a payment_status. */
  status: string;
  time: TimeFilter;
  /** Admin only: 'all' or a vendor id. */
  vendorId?: string;
}

/** The arguments of the booking_search and booking_summary functions (absent = no filter). */
export interface BookingSearchArgs {
  p_vendor_id?: string;
  p_statuses?: string[];
  p_search?: string;
  p_created_from?: string;
}

/**
 * A page's filters as booking_search / booking_summary arguments, so the list, its total and the summary
 * cards always describe the same rows. `scope` narrows to one vendor and to the statuses a dashboard
 * loads at all (the status filter then picks among them).
 * Examples (now = 22 Nov 2026 15:00 local):
 * - { search: ' Ann ', status: 'pending', time: 'today', vendorId: 'all' }
 *   → { p_search: 'Ann', p_statuses: ['pending'], p_created_from: 22 Nov 00:00 local as ISO }
 * - { search: '', status: 'all', time: 'all' }, scope { vendorId: 'v1', statuses: ['pending', 'paid'] }
 *   → { p_vendor_id: 'v1', p_statuses: ['pending', 'paid'] }
 * - the same with status 'completed' → p_statuses [] (no row: the dashboard loads no completed bookings).
 */
export function bookingSearchArgs(
  filters: BookingQueryFilters,
  scope: { vendorId?: string; statuses?: readonly string[] } = {},
  now: Date = new Date(),
): BookingSearchArgs {
  const args: BookingSearchArgs = {};
  const vendorId =
    scope.vendorId ?? (filters.vendorId && filters.vendorId !== 'all' ? filters.vendorId : null);
  if (vendorId) args.p_vendor_id = vendorId;
  const picked = filters.status === 'all' ? null : [filters.status];
  if (scope.statuses) {
    args.p_statuses = picked ? scope.statuses.filter((s) => picked.includes(s)) : [...scope.statuses];
  } else if (picked) args.p_statuses = picked;
  const search = filters.search.trim();
  if (search !== '') args.p_search = search;
  const from = timeFilterStart(filters.time, now);
  if (from) args.p_created_from = from.toISOString();
  return args;
}

/** booking_summary's row, the same figures as bookingStats computes from a list. */
export interface BookingSummaryRow {
  total_bookings: number | null;
  revenue_cents: number | null;
  platform_profit_cents: number | null;
  completed: number | null;
  pending: number | null;
  paid: number | null;
  cancelled: number | null;
}

/** booking_summary's row in bookingStats' shape: { revenue_cents: 30000, platform_profit_cents: 1500, … }. */
export function summaryStats(row: BookingSummaryRow): BookingStats {
  const n = (v: number | null) => Number(v ?? 0);
  return {
    totalBookings: n(row.total_bookings),
    revenueCents: n(row.revenue_cents),
    platformProfitCents: n(row.platform_profit_cents),
    completed: n(row.completed),
    pending: n(row.pending),
    paid: n(row.paid),
    cancelled: n(row.cancelled),
  };
}
