import { matchesBookingSearch, matchesTimeFilter, type TimeFilter } from '@partyeasy/shared-domain';

/** The bookings table's filters; 'all' means any. */
export interface AdminBookingFilters {
  search: string;
  vendorId: string;
  status: string;
  time: TimeFilter;
}

export const NO_BOOKING_FILTERS: AdminBookingFilters = {
  search: '',
  vendorId: 'all',
  status: 'all',
  time: 'all',
};

export const TIME_FILTER_LABELS: Record<TimeFilter, string> = {
  all: 'All time',
  today: 'Today',
  last7days: 'Last 7 days',
  lastMonth: 'Last 1 month',
};

export function isBookingFiltered(filters: AdminBookingFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.vendorId !== 'all' ||
    filters.status !== 'all' ||
    filters.time !== 'all'
  );
}

interface FilterableBooking {
  vendor_id: string;
  payment_status: string;
  created_at: string;
  customer_name: string | null;
  customer_email: string;
  selected_packages: string | null;
  selected_addons: string | null;
  event_location: string | null;
  special_instructions: string | null;
  vendor: { name: string };
}

/** Search (customer, e-mail, packages, add-ons, location, instructions, vendor), vendor, status, created_at. */
export function filterAdminBookings<B extends FilterableBooking>(
  bookings: readonly B[],
  filters: AdminBookingFilters,
  now: Date = new Date(),
): B[] {
  return bookings.filter(
    (booking) =>
      matchesBookingSearch(booking, filters.search) &&
      (filters.vendorId === 'all' || booking.vendor_id === filters.vendorId) &&
      (filters.status === 'all' || booking.payment_status === filters.status) &&
      matchesTimeFilter(booking.created_at, filters.time, now),
  );
}
