import {
  FULL_REFUND_MIN_HOURS,
  GRACE_CANCEL_HOURS,
  GRACE_EVENT_WITHIN_DAYS,
  HALF_REFUND_MIN_HOURS,
  VENDOR_CANCEL_NOTICE_DAYS,
} from '../constants.ts';
import { offerRefundPercent } from '../quotes/refund-policies.ts';

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
  /** True inside the grace window: everything paid, the fee included, goes back. */
  grace: boolean;
  percent: 100 | 50 | 0;
  /**
   * What goes back to the host: in the grace window the whole payment (booking amount and fee), otherwise
   * percent of the booking amount (the processing fee is not refunded).
   */
  refundCents: number;
}

/**
 * The terms' grace window: booked at `bookedAt` for an event starting at most 7 days later, and cancelled
 * at most 4 hours after booking. Booked Monday 10:00 for Friday: cancelled 13:59 or 14:00 → true, 14:01 →
 * false; an event 8 days after booking → false whenever it is cancelled.
 */
export function inGraceWindow(input: { bookedAt: Date | null; eventStart: Date; now: Date }): boolean {
  if (!input.bookedAt) return false;
  const booked = input.bookedAt.getTime();
  const sinceBooking = input.now.getTime() - booked;
  return (
    sinceBooking >= 0 &&
    sinceBooking <= GRACE_CANCEL_HOURS * 3_600_000 &&
    input.eventStart.getTime() - booked <= GRACE_EVENT_WITHIN_DAYS * 86_400_000
  );
}

/**
 * What a host gets back for cancelling a paid booking now (the terms: the grace window, then the profile's
 * policy, "full refund minus processing fees"). The page shows it before the host confirms and the
 * cancel-booking function refunds exactly this; `bookedAt` is when the booking was paid. Examples for a
 * $450.00 booking (fee $22.50) booked long ago: starting in 100 h → { percent: 100, refundCents: 45000 };
 * in 30 h → 50, 22500; in 5 h → 0, 0; started 1 h ago → allowed false. Booked 3 h ago for an event in 30 h
 * → grace, 100, 47250. Half of an odd number of cents rounds down.
 */
export function hostCancellation(input: {
  subtotalCents: number;
  feeCents?: number;
  bookedAt?: Date | null;
  eventStart: Date;
  now: Date;
  /** A booking made from an offer that set its own policy (quote_offers.refund_policy); else the profile's. */
  refundPolicy?: string | null;
}): HostCancellation {
  const hoursBeforeEvent = (input.eventStart.getTime() - input.now.getTime()) / 3_600_000;
  const allowed = hoursBeforeEvent > 0;
  const subtotal = Math.max(0, input.subtotalCents);
  const grace =
    allowed &&
    inGraceWindow({ bookedAt: input.bookedAt ?? null, eventStart: input.eventStart, now: input.now });
  if (grace) {
    return {
      allowed,
      hoursBeforeEvent,
      grace,
      percent: 100,
      refundCents: subtotal + Math.max(0, input.feeCents ?? 0),
    };
  }
  const percent = !allowed
    ? 0
    : input.refundPolicy
      ? (offerRefundPercent(input.refundPolicy, hoursBeforeEvent) as HostCancellation['percent'])
      : refundPercent(hoursBeforeEvent);
  return {
    allowed,
    hoursBeforeEvent,
    grace,
    percent,
    refundCents: Math.floor((subtotal * percent) / 100),
  };
}

/**
 * Whether the vendor may cancel a paid booking itself: only with at least 7 days' notice (the database
 * refuses it otherwise; an admin can still cancel). Event Friday 18:00: from the Friday before at 18:00
 * or earlier → true; any later → false.
 */
export function vendorMayCancel(input: { eventStart: Date; now: Date }): boolean {
  return input.eventStart.getTime() - input.now.getTime() >= VENDOR_CANCEL_NOTICE_DAYS * 86_400_000;
}

/** Why a vendor cannot cancel a booking under 7 days away, the server's answer and the dashboard's text. */
export const VENDOR_NOTICE_MESSAGE = `Vendors need ${VENDOR_CANCEL_NOTICE_DAYS} days' notice to cancel. This event is less than ${VENDOR_CANCEL_NOTICE_DAYS} days away, so only PartyEasy can cancel it: ask us and an admin will look at it.`;

/**
 * The cancellation rules a host is held to, in words: the one text the profile, the booking dialog
 * (before paying) and the cancel dialog show; `hostCancellation` computes them.
 */
export const REFUND_POLICY_LINES = [
  `${FULL_REFUND_MIN_HOURS} or more hours before the event: full refund of the booking amount. The 5% processing fee is not refunded.`,
  `${HALF_REFUND_MIN_HOURS} to ${FULL_REFUND_MIN_HOURS} hours before the event: 50% of the booking amount. The processing fee is not refunded.`,
  `Under ${HALF_REFUND_MIN_HOURS} hours before the event: no refund.`,
  `An event within ${GRACE_EVENT_WITHIN_DAYS} days of booking is fully refunded, processing fee included, if cancelled within ${GRACE_CANCEL_HOURS} hours of booking.`,
  'An event that has started can no longer be cancelled.',
] as const;
