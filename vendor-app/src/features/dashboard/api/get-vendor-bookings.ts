import { type BookingSearchArgs, VENDOR_DASHBOARD_PAID_IF_CANCELLED } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface VendorBooking {
  id: string;
  customer_name: string | null;
  customer_email: string;
  total_amount: number | string;
  payment_status: string;
  booking_date: string;
  booking_time: string;
  duration_hours: number | string;
  guest_count: number;
  selected_packages: string | null;
  selected_addons: string | null;
  event_location: string | null;
  special_instructions: string | null;
  created_at: string;
  refunded_cents: number;
  cancelled_by: string | null;
  cancellation_reason: string | null;
  processing_fee: number | string | null;
  /** A booking made from an offer: a change states its new price. */
  quote_offer_id: string | null;
}

const FIELDS =
  'id, customer_name, customer_email, total_amount, payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons, event_location, special_instructions, created_at, refunded_cents, cancelled_by, cancellation_reason, processing_fee, quote_offer_id';

export interface VendorBookingsPage {
  bookings: VendorBooking[];
  /** Every booking matching the filters (Prefer: count=exact over this vendor's rows). */
  total: number;
}

/**
 * One page of the vendor's bookings matching the filters (model/booking-filters vendorBookingArgs), newest
 * first (booking_search: filtered in SQL; RLS lets a vendor read only its own).
 */
export async function getVendorBookingsPage(
  args: BookingSearchArgs,
  page: number,
  pageSize: number,
): Promise<VendorBookingsPage> {
  const from = (page - 1) * pageSize;
  const { data, error, count } = await getSupabase()
    .rpc('booking_search', args, { get: true, count: 'exact' })
    .select(FIELDS)
    // a cancelled booking only if it had been paid (with its refund), never an abandoned checkout
    .or(VENDOR_DASHBOARD_PAID_IF_CANCELLED)
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  if (error) throw new Error(error.message);
  const bookings = (data as VendorBooking[] | null) ?? [];
  return { bookings, total: count ?? bookings.length };
}

export function vendorBookingsQueryOptions(args: BookingSearchArgs | null, page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['vendor-dashboard', 'bookings', args, page, pageSize] as const,
    queryFn: () => getVendorBookingsPage(args as BookingSearchArgs, page, pageSize),
    enabled: args !== null,
  });
}

export function useVendorBookings(args: BookingSearchArgs | null, page: number, pageSize: number) {
  return useQuery({ ...vendorBookingsQueryOptions(args, page, pageSize), placeholderData: keepPreviousData });
}
