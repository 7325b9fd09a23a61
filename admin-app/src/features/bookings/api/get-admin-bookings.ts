import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BookingRow, db } from './backend';

/** A booking as the admin table shows it, joined to its vendor (id, name). */
export type AdminBooking = Pick<
  BookingRow,
  | 'id'
  | 'vendor_id'
  | 'user_id'
  | 'customer_email'
  | 'customer_name'
  | 'total_amount'
  | 'payment_status'
  | 'booking_date'
  | 'booking_time'
  | 'duration_hours'
  | 'guest_count'
  | 'selected_packages'
  | 'selected_addons'
  | 'event_location'
  | 'special_instructions'
  | 'created_at'
> & { vendor: { id: string; name: string } };

const FIELDS =
  'id, vendor_id, user_id, customer_email, customer_name, total_amount, payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons, event_location, special_instructions, created_at, vendor:vendors!inner(id, name)';

/** Every booking on the platform, newest first (RLS lets only admins read them all). */
export async function getAdminBookings(): Promise<AdminBooking[]> {
  const { data, error } = await db()
    .from('bookings')
    .select(FIELDS)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data as unknown as AdminBooking[];
}

export const adminBookingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'bookings'] as const, queryFn: getAdminBookings });

export function useAdminBookings() {
  return useQuery(adminBookingsQueryOptions());
}
