import type { BookingSearchArgs } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions } from '@tanstack/react-query';
import type { AdminBookingSort } from '../model/admin-booking-filters';
import type { BookingRow } from './rows';

/** A booking as the admin table shows it, joined to its vendor (id, name). */
export type AdminBooking = Pick<
  BookingRow,
  | 'id'
  | 'vendor_id'
  | 'user_id'
  | 'customer_email'
  | 'customer_name'
  | 'total_amount'
  | 'processing_fee'
  | 'payment_status'
  | 'booking_date'
  | 'booking_time'
  | 'duration_hours'
  | 'guest_count'
  | 'selected_packages'
  | 'quote_offer_id'
  | 'selected_addons'
  | 'event_location'
  | 'special_instructions'
  | 'created_at'
> & { vendor: { id: string; name: string } };

const FIELDS =
  'id, vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee, payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, quote_offer_id, selected_addons, event_location, special_instructions, created_at, vendor:vendors!inner(id, name)';

export interface AdminBookingsPageRequest {
  args: BookingSearchArgs;
  /** 1-based, as ProTable counts. */
  page: number;
  pageSize: number;
  sort: AdminBookingSort;
}

/**
 * One page of the bookings matching the filters in the chosen order, the id as tie-breaker so pages never
 * overlap. booking_search_page (filtered in SQL, RLS lets only admins read every booking) finds the page's ids
 * first and reads only those rows, so a deep page costs about what the first does; its rows come back in no
 * particular order, hence the same order here.
 */
export async function getAdminBookingsPage({
  args,
  page,
  pageSize,
  sort,
}: AdminBookingsPageRequest): Promise<AdminBooking[]> {
  const { data, error } = await getSupabase()
    .rpc(
      'booking_search_page',
      {
        ...args,
        p_sort: sort.field,
        p_ascending: sort.ascending,
        p_offset: (page - 1) * pageSize,
        p_limit: pageSize,
      },
      { get: true },
    )
    .select(FIELDS)
    .order(sort.field, { ascending: sort.ascending })
    .order('id');
  if (error) throw error;
  return data as unknown as AdminBooking[];
}

export const adminBookingsPageQueryOptions = (request: AdminBookingsPageRequest) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'page', request] as const,
    queryFn: () => getAdminBookingsPage(request),
  });
