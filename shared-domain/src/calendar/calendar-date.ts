/**
 * Calendar dates of an event, as 'YYYY-MM-DD' strings.
 *
 * A calendar date is not an instant: '2026-03-08' is the same day for a host in Chicago and a server in
 * UTC. All arithmetic here works on year/month/day integers through UTC milliseconds and the `getUTC*`
 * accessors, so the process time zone (and its daylight-saving changes) never moves a date.
 * Because the format is fixed-width, plain string comparison orders dates correctly.
 */

export type CalendarDate = string;

export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `Date.UTC` without its 0–99 → 1900s year mapping. */
function utc(year: number, monthIndex: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  return d.getTime();
}
const pad4 = (n: number) => String(n).padStart(4, '0');

/** Parses 'YYYY-MM-DD'; `undefined` for anything else, including impossible days ('2026-02-30'). */
export function parseCalendarDate(value: unknown): DateParts | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return undefined;
  return { year, month, day };
}

/**
 * A date as people read it in a mail or a heading: '2026-12-19' → 'Saturday, December 19, 2026'; text that
 * is not a calendar date comes back as it is.
 */
export function formatLongDate(value: string): string {
  const parts = parseCalendarDate(value);
  if (!parts) return value;
  return new Date(utc(parts.year, parts.month - 1, parts.day)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return parseCalendarDate(value) !== undefined;
}

/** Builds 'YYYY-MM-DD'; out-of-range months and days roll over ( (2026, 12, 1) → '2027-01-01'). */
export function toCalendarDate(year: number, monthIndex: number, day: number): CalendarDate {
  return fromUtcMs(utc(year, monthIndex, day));
}

function fromUtcMs(ms: number): CalendarDate {
  const d = new Date(ms);
  return `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

function toUtcMs(date: CalendarDate): number {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return utc(parts.year, parts.month - 1, parts.day);
}

/** Days in a month; monthIndex is 0-based like JavaScript's (1 = February). */
export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(utc(year, monthIndex + 1, 0)).getUTCDate();
}

/** '2026-02-28' + 1 → '2026-03-01'; '2026-03-08' + 1 → '2026-03-09' whatever the daylight-saving rules. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * MS_PER_DAY);
}

/**
 * Adds calendar months, clamping to the last day of a shorter month:
 * '2026-01-31' + 1 month → '2026-02-28'; '2026-11-22' + 3 → '2027-02-22'.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const target = new Date(utc(parts.year, parts.month - 1 + months, 1));
  const year = target.getUTCFullYear();
  const monthIndex = target.getUTCMonth();
  return toCalendarDate(year, monthIndex, Math.min(parts.day, daysInMonth(year, monthIndex)));
}

/** Whole days from `from` to `to` ('2026-11-22' → '2026-11-29' is 7). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday ('2026-11-22' is a Sunday → 0). */
export function weekdayOf(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/**
 * The calendar date a user sees on their own clock at `now` (their local day, which is what "today",
 * "past dates" and "tomorrow" mean in the spec). Pass `now` in tests.
 */
export function localToday(now: Date = new Date()): CalendarDate {
  return `${pad4(now.getFullYear())}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

/** The calendar date of an instant in the local zone ('2026-11-22T03:00:00Z' is 2026-11-21 in Chicago). */
export function localDateOf(instant: Date | string | number): CalendarDate | undefined {
  const d = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(d.getTime())) return undefined;
  return localToday(d);
}
