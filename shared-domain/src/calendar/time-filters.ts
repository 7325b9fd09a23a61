import { addMonths, localDateOf, localToday } from './calendar-date.ts';

/** Time filter options of the vendor dashboard and the admin bookings page. */
export const TIME_FILTERS = ['all', 'today', 'last7days', 'lastMonth'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

const DAY_MS = 86_400_000;

/**
 * Whether a timestamp (bookings.created_at) passes a time filter, judged on the viewer's clock at `now`.
 *
 * - today: the same local calendar day as `now`.
 * - last7days: within the 7 × 24 hours up to `now`.
 * - lastMonth: at or after the same local date and time one calendar month earlier (22 Nov 15:00 →
 *   from 22 Oct 15:00; 31 Mar → from 28 Feb, clamped to the shorter month).
 * - all: everything.
 * Choices the spec leaves open: timestamps after `now` (clock skew) count as inside the last-N windows;
 * unreadable timestamps pass only 'all'.
 */
export function matchesTimeFilter(
  timestamp: string | Date | null | undefined,
  filter: TimeFilter,
  now: Date = new Date(),
): boolean {
  if (filter === 'all') return true;
  if (timestamp === null || timestamp === undefined) return false;
  const at = timestamp instanceof Date ? timestamp : new Date(timestamp);
  if (Number.isNaN(at.getTime())) return false;
  switch (filter) {
    case 'today':
      return localDateOf(at) === localToday(now);
    case 'last7days':
      return at.getTime() >= now.getTime() - 7 * DAY_MS;
    case 'lastMonth': {
      const [y, m, d] = addMonths(localToday(now), -1).split('-').map(Number) as [number, number, number];
      const from = new Date(
        y,
        m - 1,
        d,
        now.getHours(),
        now.getMinutes(),
        now.getSeconds(),
        now.getMilliseconds(),
      );
      return at.getTime() >= from.getTime();
    }
    default:
      return true;
  }
}

/** Shorthands for the three predicates. */
export const isToday = (timestamp: string | Date, now?: Date) => matchesTimeFilter(timestamp, 'today', now);
export const isWithinLast7Days = (timestamp: string | Date, now?: Date) =>
  matchesTimeFilter(timestamp, 'last7days', now);
export const isWithinLastMonth = (timestamp: string | Date, now?: Date) =>
  matchesTimeFilter(timestamp, 'lastMonth', now);
