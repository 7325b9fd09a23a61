import type { BOOKING_STATUS_FILTERS, BookingQueryFilters, TimeFilter } from '@partyeasy/shared-domain';

export type StatusFilter = 'all' | (typeof BOOKING_STATUS_FILTERS)[number];

export interface BookingFilters extends BookingQueryFilters {
  status: StatusFilter;
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
