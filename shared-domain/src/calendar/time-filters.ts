import { addMonths, localDateOf, localToday } from './calendar-date.ts';

/** Time filter options of the vendor dashboard and the admin bookings page. */
export const TIME_FILTERS = ['all', 'today', 'last7days', 'lastMonth'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

const DAY_MS = 86_400_000;

/**
 * The earliest timestamp a time filter lets through, on the viewer's clock at `now` (the lower bound the
 * dashboards send to the server as created_at >= start): null for 'all'.
 *
 * - today: local midnight of `now` (22 Nov 15:00 → 22 Nov 00:00).
 * - last7days: 7 × 24 hours before `now` (22 Nov 15:00 → 15 Nov 15:00).
 * - lastMonth: the same local date and time one calendar month earlier (22 Nov 15:00 → 22 Oct 15:00;
 *   31 Mar → 28 Feb, clamped to the shorter month).
 */
export function timeFilterStart(filter: TimeFilter, now: Date = new Date()): Date | null {
  const [y, m, d] = localToday(now).split('-').map(Number) as [number, number, number];
  switch (filter) {
    case 'today':
      return new Date(y, m - 1, d);
    case 'last7days':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'lastMonth': {
      const [py, pm, pd] = addMonths(localToday(now), -1).split('-').map(Number) as [number, number, number];
      return new Date(
        py,
        pm - 1,
        pd,
        now.getHours(),
        now.getMinutes(),
        now.getSeconds(),
        now.getMilliseconds(),
      );
    }
    default:
      return null;
  }
}

/**
 * Whether a timestamp (bookings.created_at) passes a time filter, judged on the viewer's clock at `now`:
 * at or after timeFilterStart, and for 'today' on the same local calendar day as `now`.
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
  if (filter === 'today') return localDateOf(at) === localToday(now);
  const start = timeFilterStart(filter, now);
  return start === null || at.getTime() >= start.getTime();
}

/** Shorthands for the three predicates. */
export const isToday = (timestamp: string | Date, now?: Date) => matchesTimeFilter(timestamp, 'today', now);
export const isWithinLast7Days = (timestamp: string | Date, now?: Date) =>
  matchesTimeFilter(timestamp, 'last7days', now);
export const isWithinLastMonth = (timestamp: string | Date, now?: Date) =>
  matchesTimeFilter(timestamp, 'lastMonth', now);
