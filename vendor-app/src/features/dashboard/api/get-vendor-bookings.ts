import { VENDOR_DASHBOARD_LOADED_STATUSES } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

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
}

const FIELDS =
  'id, customer_name, customer_email, total_amount, payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons, event_location, special_instructions, created_at, refunded_cents, cancelled_by, cancellation_reason';

/** The vendor's pending and paid bookings and those cancelled after payment, newest first (RLS lets a vendor read only its own). */
export async function getVendorBookings(vendorId: string): Promise<VendorBooking[]> {
  const { data, error } = await getSupabase()
    .from('bookings')
    .select(FIELDS)
    .eq('vendor_id', vendorId)
    // the spec's pending and paid, and bookings cancelled after payment (cancelled_by is set then)
    .or(`payment_status.in.(${VENDOR_DASHBOARD_LOADED_STATUSES.join(',')}),cancelled_by.not.is.null`)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data as VendorBooking[] | null) ?? [];
}

export function vendorBookingsQueryOptions(vendorId: string | undefined) {
  return queryOptions({
    queryKey: ['vendor-dashboard', 'bookings', vendorId ?? null] as const,
    queryFn: () => getVendorBookings(vendorId as string),
    enabled: Boolean(vendorId),
  });
}

export function useVendorBookings(vendorId: string | undefined) {
  return useQuery(vendorBookingsQueryOptions(vendorId));
}
