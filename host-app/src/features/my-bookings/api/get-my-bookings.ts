import { MY_BOOKINGS_LIMIT } from '@partyeasy/shared-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { db } from './backend';

const COLUMNS =
  'id, vendor_id, payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons, total_amount, processing_fee, event_location, special_instructions, created_at, checkout_session_id, vendor:vendors(id, name)';

/** The signed-in host's own bookings, newest first (the latest MY_BOOKINGS_LIMIT), each with its vendor's name. */
export async function getMyBookings(userId: string) {
  const { data, error } = await db()
    .from('bookings')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(MY_BOOKINGS_LIMIT);
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
