import { daysBetween, isCalendarDate } from '../calendar/calendar-date.ts';
import { SLOT_STEP_HOURS } from '../constants.ts';
import { formatClockTime, MINUTES_PER_DAY, parseClockTime } from '../time/clock-time.ts';

export interface AvailabilityWindow {
  /** 'HH:MM' (availability.start_time). */
  start: string;
  /** 'HH:MM'; at or before `start` means the window runs past midnight. */
  end: string;
}

export interface BlockingBooking {
  /** bookings.booking_date; defaults to the date the slots are for. */
  date?: string | null;
  /** bookings.booking_time 'HH:MM'. */
  time: string;
  /** bookings.duration_hours. */
  durationHours: number | string | null;
}

export interface TimeSlot {
  start: string;
  end: string;
  /** The slot starts after midnight, i.e. on the day after the window's date (window 22:00–03:00 → 00:00). */
  startsNextDay: boolean;
  /** The slot ends after midnight of the window's date (an end of exactly 00:00 counts as next day). */
  endsNextDay: boolean;
  /** Minutes from midnight of the window's date; handy for sorting and booking. */
  startMinutes: number;
  endMinutes: number;
}

export interface GenerateSlotsInput {
  /** The date the windows belong to; needed only when bookings carry other dates. */
  date?: string | null;
  windows: readonly AvailabilityWindow[];
  durationHours: number;
  /** Paid and pending bookings of the vendor (the caller filters statuses). */
  bookings?: readonly BlockingBooking[];
}

/**
 * Bookable time slots of one day (spec part 2, section 9).
 *
 * Starts step by one hour from each window's start; every slot lasts `durationHours` and ends inside its
 * window; a window whose end is at or before its start wraps past midnight; slots that overlap a
 * blocking booking are removed. Slots are sorted by start; identical slots from overlapping windows
 * appear once.
 *
 * Worked examples:
 * - window 18:00–02:00, 3 h → starts 18:00, 19:00, 20:00, 21:00, 22:00, 23:00 (23:00–02:00 ends next day).
 * - window 09:00–17:00, 2.5 h → 09:00–11:30, 10:00–12:30 … 14:00–16:30 (15:00 would end 17:30, outside).
 * - window 10:00–14:00, 2 h, booking 11:00 for 1 h → 12:00–14:00 only (10:00 and 11:00 overlap it).
 * - window 00:00–04:00 on 2026-11-28, 1 h, booking on 2026-11-27 at 23:00 for 3 h (until 02:00)
 *   → 02:00 and 03:00.
 * - window 10:00–10:00 is a full 24 hours (end at or before start wraps).
 *
 * Choices the spec leaves open: a slot touching a booking end-to-start (booking until 12:00, slot from
 * 12:00) does not overlap; a booking without a usable time or duration blocks nothing; a non-positive
 * duration gives no slots; starts after midnight in an overnight window are kept and flagged
 * `startsNextDay` (book them on the next date); windows with unreadable times are skipped.
 */
export function generateSlots({
  date,
  windows,
  durationHours,
  bookings = [],
}: GenerateSlotsInput): TimeSlot[] {
  const duration = Math.round(Number(durationHours) * 60);
  if (!Number.isFinite(duration) || duration <= 0) return [];
  const blocked = bookings.flatMap((booking) => {
    const range = bookingRange(booking, date);
    return range ? [range] : [];
  });
  const step = SLOT_STEP_HOURS * 60;
  const byKey = new Map<string, TimeSlot>();
  for (const window of windows) {
    const start = parseClockTime(window.start);
    let end = parseClockTime(window.end);
    if (start === undefined || end === undefined) continue;
    if (end <= start) end += MINUTES_PER_DAY;
    for (let s = start; s + duration <= end; s += step) {
      const e = s + duration;
      if (blocked.some(([bs, be]) => s < be && bs < e)) continue;
      byKey.set(`${s}-${e}`, {
        start: formatClockTime(s),
        end: formatClockTime(e),
        startsNextDay: s >= MINUTES_PER_DAY,
        endsNextDay: e >= MINUTES_PER_DAY,
        startMinutes: s,
        endMinutes: e,
      });
    }
  }
  return [...byKey.values()].sort((a, b) => a.startMinutes - b.startMinutes || a.endMinutes - b.endMinutes);
}

/** A booking as [start, end) minutes from midnight of `date` (a booking the evening before starts < 0). */
function bookingRange(
  booking: BlockingBooking,
  date: string | null | undefined,
): [number, number] | undefined {
  const time = parseClockTime(booking.time);
  const hours = Number(booking.durationHours);
  if (time === undefined || booking.durationHours === null || !Number.isFinite(hours) || hours <= 0) {
    return undefined;
  }
  let offset = 0;
  if (booking.date && date && booking.date !== date) {
    if (!isCalendarDate(booking.date) || !isCalendarDate(date)) return undefined;
    offset = daysBetween(date, booking.date) * MINUTES_PER_DAY;
  }
  const start = offset + time;
  return [start, start + Math.round(hours * 60)];
}
