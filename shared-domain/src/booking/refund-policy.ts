import { FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from '../constants.ts';

/**
 * The profile's cancellation policy as a refund share: 72 or more hours before the event → 100,
 * 24 up to 72 hours → 50, under 24 hours → 0 (percent). Weather and medical cases are reviewed by hand
 * and are not computed here.
 */
export function refundPercent(hoursBeforeEvent: number): 100 | 50 | 0 {
  if (hoursBeforeEvent >= FULL_REFUND_MIN_HOURS) return 100;
  if (hoursBeforeEvent >= HALF_REFUND_MIN_HOURS) return 50;
  return 0;
}

/**
 * The instant a wall-clock date and time happen in an IANA zone (DST-aware):
 * ('2026-07-04', '19:00', 'America/Chicago') → 2026-07-05T00:00:00Z (CDT is UTC−5),
 * ('2026-12-04', '19:00', 'America/Chicago') → 2026-12-05T01:00:00Z (CST is UTC−6).
 * `time` is 'HH:MM' or 'HH:MM:SS' (as the database gives booking_time).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The zone's offset at a guess, then at the corrected instant (they differ only around a DST change).
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

export interface HostCancellation {
  /** False once the event has started: it can no longer be cancelled. */
  allowed: boolean;
  hoursBeforeEvent: number;
  percent: 100 | 50 | 0;
  /** What goes back to the host: percent of the booking amount; the processing fee is not refunded. */
  refundCents: number;
}

/**
 * What a host gets back for cancelling a paid booking now (the profile's policy; the terms' "full refund
 * minus processing fees"). The page shows it before the host confirms and the cancel-booking function
 * refunds exactly this. Example: a $450.00 booking (fee $22.50) starting in 100 h →
 * { allowed: true, hoursBeforeEvent: 100, percent: 100, refundCents: 45000 }; starting in 30 h → 50,
 * 22500; in 5 h → 0, 0; started 1 h ago → allowed false. Half of an odd number of cents rounds down.
 */
export function hostCancellation(input: {
  subtotalCents: number;
  eventStart: Date;
  now: Date;
}): HostCancellation {
  const hoursBeforeEvent = (input.eventStart.getTime() - input.now.getTime()) / 3_600_000;
  const allowed = hoursBeforeEvent > 0;
  const percent = allowed ? refundPercent(hoursBeforeEvent) : 0;
  return {
    allowed,
    hoursBeforeEvent,
    percent,
    refundCents: Math.floor((Math.max(0, input.subtotalCents) * percent) / 100),
  };
}

/**
 * The cancellation policy in words, the one text the profile and the cancel dialog show: the refund is a
 * share of the booking amount (`hostCancellation`); the 5% processing fee is never refunded.
 */
export const REFUND_POLICY_LINES = [
  `${FULL_REFUND_MIN_HOURS} or more hours before the event: full refund of the booking amount. The 5% processing fee is not refunded.`,
  `${HALF_REFUND_MIN_HOURS} to ${FULL_REFUND_MIN_HOURS} hours before the event: 50% of the booking amount. The processing fee is not refunded.`,
  `Under ${HALF_REFUND_MIN_HOURS} hours before the event: no refund.`,
] as const;
