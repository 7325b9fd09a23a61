import { queryOptions, useQuery } from '@tanstack/react-query';
import { db } from './backend';

const COLUMNS =
  'id, vendor_id, payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons, total_amount, processing_fee, event_location, special_instructions, created_at, checkout_session_id, refunded_cents, cancelled_by, cancellation_reason, vendor:vendors(id, name, time_zone)';

/** The signed-in host's own bookings, newest first, each with its vendor's name. */
export async function getMyBookings(userId: string) {
  const { data, error } = await db()
    .from('bookings')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export type MyBooking = Awaited<ReturnType<typeof getMyBookings>>[number];

export function myBookingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['my-bookings', userId], queryFn: () => getMyBookings(userId) });
}

export function useMyBookings(userId: string | undefined) {
  return useQuery({ ...myBookingsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
