import { isCalendarDate, weekdayOf } from '../calendar/calendar-date.ts';
import { NIGHT_START_TIME } from '../constants.ts';
import { parseClockTime } from '../time/clock-time.ts';

export type ExtraChargeKind = 'weekend_night' | 'weekend' | 'weekday_night' | 'none';

const NIGHT_START_MINUTES = parseClockTime(NIGHT_START_TIME)!;

/**
 * Which extra charge applies to an event starting on `date` at `startTime` (spec: weekday night =
 * Mon–Thu from 6 PM; weekend night = Fri and Sat from 6 PM; weekend = Fri and Sat all day).
 *
 * | date (weekday)     | start  | kind          |
 * |--------------------|--------|---------------|
 * | 2026-11-27 (Fri)   | 18:00  | weekend_night |
 * | 2026-11-28 (Sat)   | 12:00  | weekend       |
 * | 2026-11-26 (Thu)   | 19:30  | weekday_night |
 * | 2026-11-26 (Thu)   | 17:59  | none          |
 * | 2026-11-29 (Sun)   | 20:00  | none          |
 * | 2026-11-28 (Sat)   | 00:30  | weekend       |
 *
 * Choices the spec leaves open: Sunday is neither weekend nor weekday night, so it carries no charge;
 * only a start at or after 18:00 is a night start (00:00–05:59 is not); without a date there is no
 * charge; a date without a start time counts as daytime.
 */
export function extraChargeKind({
  date,
  startTime,
}: {
  date?: string | null;
  startTime?: string | null;
}): ExtraChargeKind {
  if (!isCalendarDate(date)) return 'none';
  const weekday = weekdayOf(date);
  const start = parseClockTime(startTime);
  const night = start !== undefined && start >= NIGHT_START_MINUTES;
  const weekend = weekday === 5 || weekday === 6;
  if (weekend) return night ? 'weekend_night' : 'weekend';
  if (weekday >= 1 && weekday <= 4 && night) return 'weekday_night';
  return 'none';
}

/** When each extra charge applies, in words (the rule of `extraChargeKind`). */
export const EXTRA_CHARGE_LABELS: Record<Exclude<ExtraChargeKind, 'none'>, string> = {
  weekend: 'Friday or Saturday, starting before 6 PM',
  weekend_night: 'Friday or Saturday night, starting 6 PM or later',
  weekday_night: 'Monday to Thursday night, starting 6 PM or later',
};
