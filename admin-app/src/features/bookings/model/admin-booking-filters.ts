import type { BookingQueryFilters, TimeFilter } from '@partyeasy/shared-domain';

/** The bookings table's filters; 'all' means any. */
export interface AdminBookingFilters extends BookingQueryFilters {
  vendorId: string;
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

/** The columns the table sorts on the server; newest booking first by default. */
export const SORTABLE_BOOKING_FIELDS = ['created_at', 'booking_date', 'total_amount'] as const;
export type SortableBookingField = (typeof SORTABLE_BOOKING_FIELDS)[number];

export interface AdminBookingSort {
  field: SortableBookingField;
  ascending: boolean;
}

export const DEFAULT_BOOKING_SORT: AdminBookingSort = { field: 'created_at', ascending: false };

/**
 * ProTable's sort ({ booking_date: 'ascend' }, keyed by column key) as the server order; anything else,
 * or no sort, is the default: { total_amount: 'descend' } → total_amount descending, {} → created_at
 * descending.
 */
export function bookingSortFrom(
  sort: Record<string, 'ascend' | 'descend' | null | undefined>,
): AdminBookingSort {
  for (const field of SORTABLE_BOOKING_FIELDS) {
    const order = sort[field];
    if (order) return { field, ascending: order === 'ascend' };
  }
  return DEFAULT_BOOKING_SORT;
}
