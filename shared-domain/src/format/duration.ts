/**
 * Booking durations as the dashboards show them (spec part 2, section 9): under 1 hour in minutes,
 * exactly 1 as '1 hour', otherwise 'N hours'.
 *
 * Worked examples: 0.5 → '30 minutes', 0.25 → '15 minutes', 1 → '1 hour', 2.5 → '2.5 hours',
 * 3 → '3 hours', 1.333333 → '1.33 hours'.
 * Choices the spec leaves open: hours are shown with at most two decimals; minutes are rounded to whole
 * minutes and a single one reads '1 minute'; 0 reads '0 minutes'; a missing, negative or non-numeric
 * value gives '' so a table cell stays empty.
 */
export function formatDuration(hours: number | string | null | undefined): string {
  if (hours === null || hours === undefined || hours === '') return '';
  const value = Number(hours);
  if (!Number.isFinite(value) || value < 0) return '';
  if (value < 1) {
    const minutes = Math.round(value * 60);
    if (minutes >= 60) return '1 hour';
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  const shown = Number(value.toFixed(2));
  return shown === 1 ? '1 hour' : `${shown} hours`;
}
