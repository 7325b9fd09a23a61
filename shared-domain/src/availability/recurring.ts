import {
  addDays,
  addMonths,
  type CalendarDate,
  isCalendarDate,
  weekdayOf,
} from '../calendar/calendar-date.ts';
import { OVERNIGHT_LATEST_END, RECURRING_DEFAULT_MONTHS } from '../constants.ts';
import { formatTime12h, parseClockTime } from '../time/clock-time.ts';

export const AVAILABILITY_MESSAGES = {
  recurringMissingFields: 'Please fill in all fields for recurring availability.',
  noMatchingDates: 'No matching dates found for the selected criteria.',
  sameTimes: 'Start and end time cannot be the same.',
  overnightTooLate: 'Overnight slots must end by 4:00 AM.',
  allDatesPast: 'All selected dates are in the past.',
  pastDrop: "You can't set availability for past dates.",
} as const;
export type AvailabilityMessage = (typeof AVAILABILITY_MESSAGES)[keyof typeof AVAILABILITY_MESSAGES];

const OVERNIGHT_LATEST_END_MINUTES = parseClockTime(OVERNIGHT_LATEST_END)!;

export interface RecurringDatesInput {
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /** The vendor's local today (see `localToday`). */
  today: CalendarDate;
}

/**
 * Dates from startDate to endDate inclusive that fall on a chosen weekday and are not in the past
 * (today counts). Worked example: 2026-11-20 … 2026-12-06, Mon and Fri, today 2026-11-22 →
 * 2026-11-23, 2026-11-27, 2026-11-30, 2026-12-04 (2026-11-20 is past and dropped).
 * An end before the start, or unreadable dates, give [].
 */
export function recurringDates({ startDate, endDate, weekdays, today }: RecurringDatesInput): CalendarDate[] {
  return matchingDates({ startDate, endDate, weekdays }).filter(
    (date) => !isCalendarDate(today) || date >= today,
  );
}

function matchingDates({ startDate, endDate, weekdays }: Omit<RecurringDatesInput, 'today'>): CalendarDate[] {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate) || endDate < startDate) return [];
  const chosen = new Set(weekdays);
  const dates: CalendarDate[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    if (chosen.has(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/** The recurring form's default range: today through 3 months ahead ('2026-11-22' → '2027-02-22'). */
export function defaultRecurringRange(today: CalendarDate): {
  startDate: CalendarDate;
  endDate: CalendarDate;
} {
  return { startDate: today, endDate: addMonths(today, RECURRING_DEFAULT_MONTHS) };
}

/**
 * The same-time and overnight rules shared by recurring availability and single templates:
 * equal times → 'Start and end time cannot be the same.'; an end earlier than the start is overnight and
 * must be at or before 04:00 → else 'Overnight slots must end by 4:00 AM.'.
 * Examples: 18:00–02:00 ok; 22:00–04:00 ok; 22:00–04:30 too late; 09:00–17:00 ok; 10:00–10:00 same.
 */
export function checkTimeRange(startTime: string, endTime: string): AvailabilityMessage | undefined {
  const start = parseClockTime(startTime);
  const end = parseClockTime(endTime);
  if (start === undefined || end === undefined) return undefined;
  if (start === end) return AVAILABILITY_MESSAGES.sameTimes;
  if (end < start && end > OVERNIGHT_LATEST_END_MINUTES) return AVAILABILITY_MESSAGES.overnightTooLate;
  return undefined;
}

export interface RecurringAvailabilityInput {
  startTime?: string | null;
  endTime?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  weekdays?: readonly number[] | null;
  today: CalendarDate;
}

export type RecurringCheck =
  | { error: AvailabilityMessage; dates?: undefined }
  | { error?: undefined; dates: CalendarDate[] };

/**
 * Checks the recurring-availability form in this order and returns the first message, or the dates to
 * create: missing field or no weekday → same times → overnight after 4:00 AM → no matching dates in the
 * range → all matching dates past. Individual past dates are dropped silently.
 * A time or date that cannot be read counts as missing; an end date before the start date matches nothing.
 */
export function checkRecurringAvailability(input: RecurringAvailabilityInput): RecurringCheck {
  const { startTime, endTime, startDate, endDate, weekdays, today } = input;
  const validWeekdays = Array.isArray(weekdays)
    ? weekdays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
    : [];
  if (
    parseClockTime(startTime) === undefined ||
    parseClockTime(endTime) === undefined ||
    !isCalendarDate(startDate) ||
    !isCalendarDate(endDate) ||
    validWeekdays.length === 0
  ) {
    return { error: AVAILABILITY_MESSAGES.recurringMissingFields };
  }
  const timeError = checkTimeRange(startTime!, endTime!);
  if (timeError) return { error: timeError };
  const all = matchingDates({ startDate, endDate, weekdays: validWeekdays });
  if (all.length === 0) return { error: AVAILABILITY_MESSAGES.noMatchingDates };
  const dates = isCalendarDate(today) ? all.filter((date) => date >= today) : all;
  if (dates.length === 0) return { error: AVAILABILITY_MESSAGES.allDatesPast };
  return { dates };
}

/** The recurring form's message, or undefined when it may be saved. */
export function validateRecurringAvailability(
  input: RecurringAvailabilityInput,
): AvailabilityMessage | undefined {
  return checkRecurringAvailability(input).error;
}

/**
 * A single time-slot template follows the same-time and overnight rules. The spec quotes no message for
 * a missing time, so a blank or unreadable time gives no message here; use `isTimeSlotTemplateComplete`
 * to keep the Add button disabled until both times are set.
 */
export function validateTimeSlotTemplate({
  startTime,
  endTime,
}: {
  startTime?: string | null;
  endTime?: string | null;
}): AvailabilityMessage | undefined {
  if (!isTimeSlotTemplateComplete({ startTime, endTime })) return undefined;
  return checkTimeRange(startTime!, endTime!);
}

/** Both times present and readable. */
export function isTimeSlotTemplateComplete({
  startTime,
  endTime,
}: {
  startTime?: string | null;
  endTime?: string | null;
}): boolean {
  return parseClockTime(startTime) !== undefined && parseClockTime(endTime) !== undefined;
}

/** Dropping a template on a date before today gives "You can't set availability for past dates.". */
export function validateAvailabilityDrop(
  date: CalendarDate,
  today: CalendarDate,
): AvailabilityMessage | undefined {
  return isCalendarDate(date) && isCalendarDate(today) && date < today
    ? AVAILABILITY_MESSAGES.pastDrop
    : undefined;
}

/** Whether a start–end pair runs past midnight (end at or before start). */
export function isOvernight(startTime: string, endTime: string): boolean {
  const start = parseClockTime(startTime);
  const end = parseClockTime(endTime);
  return start !== undefined && end !== undefined && end <= start;
}

/**
 * display_text / time_slot_text of a slot: '9:00 AM - 5:00 PM', and for an overnight one
 * '6:00 PM - 2:00 AM (+1)'. The 12-hour format and ' - ' separator are this package's choice; the spec
 * only fixes the '(+1)' ending.
 */
export function timeSlotText(startTime: string, endTime: string): string {
  const text = `${formatTime12h(startTime)} - ${formatTime12h(endTime)}`;
  return isOvernight(startTime, endTime) ? `${text} (+1)` : text;
}
