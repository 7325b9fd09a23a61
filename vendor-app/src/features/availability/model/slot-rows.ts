import { type CalendarDate, formatLongDate, timeSlotText, weekdayOf } from '@partyeasy/shared-domain';
import type { NewAvailability, Owner, TimeSlotTemplate } from './types';

/** The availability row a template dropped on `date` creates; its text is the template's display text. */
export function availabilityFromTemplate(
  template: TimeSlotTemplate,
  date: CalendarDate,
  owner: Owner,
): NewAvailability {
  return {
    date,
    start_time: template.start_time,
    end_time: template.end_time,
    time_slot_text: template.display_text ?? timeSlotText(template.start_time, template.end_time),
    user_id: owner.userId,
    vendor_id: owner.vendorId,
  };
}

/** One row per date of a recurring window, all with the same times. */
export function recurringRows(
  dates: readonly CalendarDate[],
  times: { startTime: string; endTime: string },
  owner: Owner,
): NewAvailability[] {
  const text = timeSlotText(times.startTime, times.endTime);
  return dates.map((date) => ({
    date,
    start_time: times.startTime,
    end_time: times.endTime,
    time_slot_text: text,
    user_id: owner.userId,
    vendor_id: owner.vendorId,
  }));
}

const WEEKDAY_PLURALS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/**
 * What a recurring creation made, for its confirmation: the times, the weekdays and the first and last
 * date of the rows created, e.g. '9:00 AM - 12:00 PM on Tuesdays and Thursdays, from Tuesday, December 1,
 * 2026 to Thursday, December 17, 2026.'
 */
export function recurringSummary(
  dates: readonly CalendarDate[],
  times: { startTime: string; endTime: string },
): string {
  const text = timeSlotText(times.startTime, times.endTime);
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return '';
  if (first === last) return `${text} on ${formatLongDate(first)}.`;
  const days = [...new Set(sorted.map(weekdayOf))].sort().map((day) => WEEKDAY_PLURALS[day]);
  const dayList = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : days[0];
  return `${text} on ${dayList}, from ${formatLongDate(first)} to ${formatLongDate(last)}.`;
}

/** Slots shown on a date, earliest first. */
export function slotsOn<T extends { date: string; start_time: string | null }>(
  slots: readonly T[],
  date: CalendarDate,
): T[] {
  return slots
    .filter((slot) => slot.date === date)
    .sort((a, b) => (a.start_time ?? '').localeCompare(b.start_time ?? ''));
}
