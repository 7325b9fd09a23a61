import {
  type BOOKING_STATUS_FILTERS,
  matchesBookingSearch,
  matchesTimeFilter,
  type TimeFilter,
} from '@partyeasy/shared-domain';
import type { VendorBooking } from '../api/get-vendor-bookings';

export type StatusFilter = 'all' | (typeof BOOKING_STATUS_FILTERS)[number];

export interface BookingFilters {
  search: string;
  status: StatusFilter;
  time: TimeFilter;
}

export const NO_FILTERS: BookingFilters = { search: '', status: 'all', time: 'all' };

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const TIME_FILTER_LABELS: Record<TimeFilter, string> = {
  all: 'All time',
  today: 'Today',
  last7days: 'Last 7 days',
  lastMonth: 'Last month',
};

/** Search, status and time (on created_at) filters together. */
export function filterBookings(
  bookings: readonly VendorBooking[],
  filters: BookingFilters,
  now: Date = new Date(),
): VendorBooking[] {
  return bookings.filter(
    (b) =>
      matchesBookingSearch(b, filters.search) &&
      (filters.status === 'all' || b.payment_status === filters.status) &&
      matchesTimeFilter(b.created_at, filters.time, now),
  );
}
