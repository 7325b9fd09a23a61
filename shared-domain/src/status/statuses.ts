/** Listing status of a vendors row (spec part 1 section 4, part 2 section 4). */
export const VENDOR_STATUSES = ['pending_approval', 'approved', 'rejected', 'edit_listing'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** bookings.payment_status values; clicked_book is written when the row is created, before checkout. */
export const BOOKING_PAYMENT_STATUSES = [
  'clicked_book',
  'pending',
  'paid',
  'completed',
  'cancelled',
] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

/** Bookings that block a time slot (availability conflicts, the exclusion constraint). */
export const BLOCKING_BOOKING_STATUSES = [
  'paid',
  'pending',
] as const satisfies readonly BookingPaymentStatus[];

/**
 * What the vendor dashboard lists: the bookings that hold, held or were paid for the vendor's time —
 * pending, paid, completed, and cancelled ones that had been paid (the list adds `paid_at is not null`
 * for those: a checkout abandoned before payment is never shown, nor a clicked_book row).
 */
export const VENDOR_DASHBOARD_LOADED_STATUSES = [
  'pending',
  'paid',
  'completed',
  'cancelled',
] as const satisfies readonly BookingPaymentStatus[];

/**
 * The vendor dashboard list's condition on top of its statuses (a PostgREST `or` filter): a cancelled
 * booking is listed only if it had been paid — paid_at is set when a booking becomes paid and stays, and
 * cancelled_by is set by every cancellation after payment (host, vendor, admin), also of a row that was
 * written as paid without a paid_at.
 */
export const VENDOR_DASHBOARD_PAID_IF_CANCELLED =
  'payment_status.neq.cancelled,paid_at.not.is.null,cancelled_by.not.is.null';

/** The vendor dashboard's default view, 'Upcoming': the spec's pending and paid bookings. */
export const VENDOR_DASHBOARD_UPCOMING_STATUSES = [
  'pending',
  'paid',
] as const satisfies readonly BookingPaymentStatus[];

/**
 * What the vendor dashboard's four stat cards count: the bookings that stand (pending, paid, completed).
 * Total Bookings is their number, Total Revenue their amounts, then Completed and Pending; a cancelled
 * booking is listed (with its refund) but not counted.
 */
export const VENDOR_DASHBOARD_COUNTED_STATUSES = [
  'pending',
  'paid',
  'completed',
] as const satisfies readonly BookingPaymentStatus[];

/**
 * The vendor dashboard's mark on a booking that holds the slot but is not paid (payment_status pending: a
 * checkout was started and may still be abandoned): 'Unpaid hold'; paid and other bookings have none.
 * Example: unpaidHoldNote('pending') → 'Unpaid hold: not paid yet'; unpaidHoldNote('paid') → undefined.
 */
export function unpaidHoldNote(paymentStatus: string): string | undefined {
  return paymentStatus === 'pending' ? 'Unpaid hold: not paid yet' : undefined;
}

/** Status filter options of the admin bookings page: every payment status, in the order a booking moves. */
export const BOOKING_STATUS_FILTERS = [
  'clicked_book',
  'pending',
  'paid',
  'completed',
  'cancelled',
] as const satisfies readonly BookingPaymentStatus[];

/** Status filter of the admin vendor page: 'All' plus every status. */
export const ADMIN_VENDOR_STATUS_FILTERS = ['All', ...VENDOR_STATUSES] as const;

export type VendorStatusContext = 'onboarding' | 'admin';

const ONBOARDING_LABELS: Record<string, string> = {
  pending_approval: 'Under Review',
  approved: 'Live & Active',
  rejected: 'Rejected',
  edit_listing: 'Editing',
};

const ADMIN_LABELS: Record<string, string> = {
  pending_approval: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  edit_listing: 'Editing',
};

/**
 * The badge text of a listing status.
 *
 * | status           | 'onboarding' (start page badge) | 'admin' (default)  |
 * |------------------|---------------------------------|--------------------|
 * | pending_approval | 'Under Review'                  | 'Pending'          |
 * | approved         | 'Live & Active'                 | 'Approved'         |
 * | edit_listing     | 'Editing'                       | 'Editing'          |
 * | rejected         | 'Rejected'                      | 'Rejected'         |
 * | anything else    | the raw text                    | the raw text       |
 *
 * The admin column is spec part 2 ("pending_approval (shown as Pending) … edit_listing (shown as Editing).
 * Unknown values are shown as raw text"). Its filter spells "All, Pending, approved, rejected, Editing";
 * every badge and option here is in one casing instead, capitalised like the booking statuses (README,
 * spec gaps). The spec gives no onboarding badge for edit_listing; it reuses 'Editing'. No status
 * (null/undefined) gives ''.
 */
export function vendorStatusLabel(
  status: string | null | undefined,
  context: VendorStatusContext = 'admin',
): string {
  if (status === null || status === undefined) return '';
  const labels = context === 'onboarding' ? ONBOARDING_LABELS : ADMIN_LABELS;
  return Object.hasOwn(labels, status) ? labels[status]! : status;
}

const BOOKING_LABELS: Record<string, string> = {
  clicked_book: 'Awaiting Payment',
  pending: 'Pending',
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * Display text of a bookings.payment_status: 'pending' → 'Pending', 'paid' → 'Paid',
 * 'completed' → 'Completed', 'cancelled' → 'Cancelled', 'clicked_book' → 'Awaiting Payment'
 * (the spec names no labels; these capitalise the values and describe clicked_book, a booking whose
 * checkout was started but not finished). Unknown values come back as raw text, null as ''.
 */
export function bookingStatusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined) return '';
  return Object.hasOwn(BOOKING_LABELS, status) ? BOOKING_LABELS[status]! : status;
}

export type StatusTone = 'success' | 'warning' | 'error' | 'processing' | 'default';

/** Badge colour family for a listing status (approved green, pending amber, rejected red, editing blue). */
export function vendorStatusTone(status: string | null | undefined): StatusTone {
  switch (status) {
    case 'approved':
      return 'success';
    case 'pending_approval':
      return 'warning';
    case 'rejected':
      return 'error';
    case 'edit_listing':
      return 'processing';
    default:
      return 'default';
  }
}

/** Badge colour family for a payment status (paid/completed green, pending amber, cancelled red). */
export function bookingStatusTone(status: string | null | undefined): StatusTone {
  switch (status) {
    case 'paid':
    case 'completed':
      return 'success';
    case 'pending':
      return 'warning';
    case 'cancelled':
      return 'error';
    case 'clicked_book':
      return 'processing';
    default:
      return 'default';
  }
}
