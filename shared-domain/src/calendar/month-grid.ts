import { type CalendarDate, daysInMonth, toCalendarDate, weekdayOf } from './calendar-date.ts';

/** The spec's calendar popups: 42 cells, weeks starting on Sunday. */
export const CALENDAR_GRID_CELLS = 42;

/**
 * The 42 dates shown for a month, starting on the Sunday on or before the 1st and running on through
 * the following month. monthIndex is 0-based like JavaScript's; out-of-range values roll into the
 * neighbouring year.
 *
 * Worked example: November 2026 starts on a Sunday → cells '2026-11-01' … '2026-12-12';
 * February 2026 starts on a Sunday too → '2026-02-01' … '2026-03-14';
 * October 2026 starts on a Thursday → '2026-09-27' … '2026-11-07'.
 * Use `isInMonth` to dim the leading and trailing cells.
 */
export function calendarMonthGrid(year: number, monthIndex: number): CalendarDate[] {
  const first = toCalendarDate(year, monthIndex, 1);
  const lead = weekdayOf(first);
  const [y, m] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: CALENDAR_GRID_CELLS }, (_, i) => toCalendarDate(y, m - 1, 1 - lead + i));
}

/** Whether a grid cell belongs to the displayed month (monthIndex 0-based). */
export function isInMonth(date: CalendarDate, year: number, monthIndex: number): boolean {
  const first = toCalendarDate(year, monthIndex, 1);
  return date.slice(0, 7) === first.slice(0, 7);
}

/** Month navigation: (2026, 11) + 1 → { year: 2027, monthIndex: 0 }. */
export function shiftMonth(
  year: number,
  monthIndex: number,
  delta: number,
): { year: number; monthIndex: number } {
  const total = year * 12 + monthIndex + delta;
  return { year: Math.floor(total / 12), monthIndex: ((total % 12) + 12) % 12 };
}

export { daysInMonth };
