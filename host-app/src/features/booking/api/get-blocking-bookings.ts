import type { BlockingBooking, CalendarDate } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Paid and pending bookings that can block the slots of one date (times only, no customer data). */
export async function getBlockingBookings(vendorId: string, date: CalendarDate): Promise<BlockingBooking[]> {
  const { data, error } = await getSupabase().rpc('vendor_blocking_bookings', {
    p_vendor_id: vendorId,
    p_date: date,
  });
  if (error) throw error;
  return (data ?? []).flatMap((row) =>
    row.booking_time
      ? [{ date: row.booking_date, time: row.booking_time, durationHours: row.duration_hours }]
      : [],
  );
}

export function blockingBookingsQueryOptions(vendorId: string, date: CalendarDate) {
  return queryOptions({
    queryKey: ['booking', 'blocking-bookings', vendorId, date],
    queryFn: () => getBlockingBookings(vendorId, date),
    // Someone else may take a slot at any moment: always ask again when the date is shown.
    staleTime: 0,
  });
}

export function useBlockingBookings(vendorId: string, date: CalendarDate | null) {
  return useQuery({ ...blockingBookingsQueryOptions(vendorId, date ?? ''), enabled: Boolean(date) });
}
