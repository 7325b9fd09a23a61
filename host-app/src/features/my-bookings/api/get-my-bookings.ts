import { MY_BOOKINGS_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

const COLUMNS =
  'id, vendor_id, payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons, total_amount, processing_fee, event_location, special_instructions, created_at, checkout_session_id, refunded_cents, cancelled_by, cancellation_reason, completed_at';

/**
 * The signed-in host's own bookings, newest first (the latest MY_BOOKINGS_LIMIT), each with its vendor's name and
 * time zone (from the public profiles of live listings: hosts do not read the vendors table; a listing that is not live
 * shows no name).
 */
export async function getMyBookings(userId: string) {
  const { data, error } = await getSupabase()
    .from('bookings')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(MY_BOOKINGS_LIMIT);
  if (error) throw error;
  const bookings = data ?? [];
  const vendorIds = [...new Set(bookings.map((b) => b.vendor_id))];
  const names = new Map<string, { id: string; name: string; time_zone: string | null }>();
  if (vendorIds.length > 0) {
    const vendors = await getSupabase()
      .from('vendor_profiles')
      .select('id, name, time_zone')
      .in('id', vendorIds)
      .limit(MY_BOOKINGS_LIMIT);
    if (vendors.error) throw vendors.error;
    for (const v of vendors.data ?? []) {
      if (v.id && v.name) names.set(v.id, { id: v.id, name: v.name, time_zone: v.time_zone });
    }
  }
  return bookings.map((b) => ({ ...b, vendor: names.get(b.vendor_id) ?? null }));
}

export type MyBooking = Awaited<ReturnType<typeof getMyBookings>>[number];

export function myBookingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['my-bookings', userId], queryFn: () => getMyBookings(userId) });
}

export function useMyBookings(userId: string | undefined) {
  return useQuery({ ...myBookingsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
