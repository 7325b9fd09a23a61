/**
 * Wall-clock times of day as 'HH:MM' (the database's time columns may add ':SS', which is accepted and
 * ignored). Minutes since midnight are the working unit.
 */

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

export const MINUTES_PER_DAY = 1440;

/** '18:30' → 1110, '07:05:00' → 425, '24:00' or 'noon' → undefined. */
export function parseClockTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

/** 1110 → '18:30'; values past midnight wrap (1500 → '01:00'). */
export function formatClockTime(minutes: number): string {
  const m = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** '18:00' → '6:00 PM', '00:30' → '12:30 AM', '12:00' → '12:00 PM'; unparseable input comes back as is. */
export function formatTime12h(time: string): string {
  const minutes = parseClockTime(time);
  if (minutes === undefined) return time;
  const h = Math.floor(minutes / 60);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}
