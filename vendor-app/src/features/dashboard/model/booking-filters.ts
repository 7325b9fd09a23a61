import {
  type BookingQueryFilters,
  type BookingSearchArgs,
  bookingSearchArgs,
  type TimeFilter,
  VENDOR_DASHBOARD_LOADED_STATUSES,
  VENDOR_DASHBOARD_UPCOMING_STATUSES,
} from '@partyeasy/shared-domain';

/**
 * The dashboard's status filter: 'upcoming' (the default: pending and paid, the spec's list), one status,
 * or 'all' (everything the dashboard lists, VENDOR_DASHBOARD_LOADED_STATUSES).
 */
export type StatusFilter = 'upcoming' | 'pending' | 'completed' | 'cancelled' | 'all';

export interface BookingFilters extends BookingQueryFilters {
  status: StatusFilter;
}

export const NO_FILTERS: BookingFilters = { search: '', status: 'upcoming', time: 'all' };

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  upcoming: 'Upcoming',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
  all: 'All statuses',
};

/**
 * The statuses one choice of the status filter lists.
 * Examples: 'upcoming' → ['pending', 'paid']; 'completed' → ['completed'];
 * 'all' → ['pending', 'paid', 'completed', 'cancelled'].
 */
export function statusesOf(status: StatusFilter): readonly string[] {
  if (status === 'upcoming') return VENDOR_DASHBOARD_UPCOMING_STATUSES;
  if (status === 'all') return VENDOR_DASHBOARD_LOADED_STATUSES;
  return [status];
}

/**
 * The booking_search arguments of the vendor's list for the page's filters.
 * Example: { search: ' Ann ', status: 'upcoming', time: 'all' } for vendor v1
 * → { p_vendor_id: 'v1', p_statuses: ['pending', 'paid'], p_search: 'Ann' }.
 */
export function vendorBookingArgs(filters: BookingFilters, vendorId: string, now?: Date): BookingSearchArgs {
  return bookingSearchArgs(
    { ...filters, status: 'all' },
    { vendorId, statuses: statusesOf(filters.status) },
    now,
  );
}

export const TIME_FILTER_LABELS: Record<TimeFilter, string> = {
  all: 'All time',
  today: 'Today',
  last7days: 'Last 7 days',
  lastMonth: 'Last month',
};
