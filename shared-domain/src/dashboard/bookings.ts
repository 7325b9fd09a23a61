import { toCents } from '../format/money.ts';
import { revenueSplit } from '../pricing/quote-booking.ts';

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
  /** Admin view: the joined vendor. */
  vendor?: { name?: string | null } | null;
}

/**
 * The dashboards' search box: a case-insensitive substring of customer name, e-mail, packages, add-ons,
 * event location, special instructions and (admin) vendor name. A blank query matches everything.
 */
export function matchesBookingSearch(booking: DashboardBooking, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [
    booking.customer_name,
    booking.customer_email,
    booking.selected_packages,
    booking.selected_addons,
    booking.event_location,
    booking.special_instructions,
    booking.vendor?.name,
  ].some((value) => (value ?? '').toLowerCase().includes(needle));
}

/** Booking statuses whose amount counts as revenue. */
const REVENUE_STATUSES = new Set(['pending', 'paid', 'completed']);

/**
 * The stat cards of both dashboards, money in cents.
 * totalBookings counts every booking given; revenue sums total_amount (the subtotal without fee) of
 * pending, paid and completed bookings; platformProfit is 5% of each of those (rounded per booking) and
 * vendorPayout the rest. Choice the spec leaves open: cancelled bookings and clicked_book rows (checkout
 * started, never paid) add no revenue.
 * Example: paid $200 + completed $100 + cancelled $50 → revenue 30000, profit 1500, payout 28500.
 */
export function bookingStats(bookings: readonly DashboardBooking[]) {
  let revenueCents = 0;
  let platformProfitCents = 0;
  const count = (status: string) => bookings.filter((b) => b.payment_status === status).length;
  for (const booking of bookings) {
    if (!REVENUE_STATUSES.has(booking.payment_status ?? '')) continue;
    const cents = Math.max(0, toCents(booking.total_amount) ?? 0);
    revenueCents += cents;
    platformProfitCents += revenueSplit(cents).platformProfitCents;
  }
  return {
    totalBookings: bookings.length,
    revenueCents,
    platformProfitCents,
    vendorPayoutCents: revenueCents - platformProfitCents,
    completed: count('completed'),
    pending: count('pending'),
    paid: count('paid'),
    cancelled: count('cancelled'),
  };
}
