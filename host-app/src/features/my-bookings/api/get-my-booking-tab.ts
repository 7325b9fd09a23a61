import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBookingsTab } from './get-my-bookings';

/** The tab of My bookings one of the host's bookings is listed under (null: not the host's booking). */
export async function getMyBookingTab(bookingId: string, today: string): Promise<MyBookingsTab | null> {
  const { data, error } = await getSupabase().rpc('my_booking_tab', {
    p_booking_id: bookingId,
    p_today: today,
  });
  if (error) throw error;
  return (data as MyBookingsTab | null) ?? null;
}

export function myBookingTabQueryOptions(bookingId: string, today: string) {
  return queryOptions({
    queryKey: ['my-booking-tab', bookingId, today],
    queryFn: () => getMyBookingTab(bookingId, today),
  });
}

/** Disabled without a booking id (no link to follow). */
export function useMyBookingTab(bookingId: string | null, today: string, enabled: boolean) {
  return useQuery({
    ...myBookingTabQueryOptions(bookingId ?? '', today),
    enabled: enabled && Boolean(bookingId),
  });
}
