import { type CalendarDate, timeSlotText } from '@partyeasy/shared-domain';
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

/** Slots shown on a date, earliest first. */
export function slotsOn<T extends { date: string; start_time: string | null }>(
  slots: readonly T[],
  date: CalendarDate,
): T[] {
  return slots
    .filter((slot) => slot.date === date)
    .sort((a, b) => (a.start_time ?? '').localeCompare(b.start_time ?? ''));
}
