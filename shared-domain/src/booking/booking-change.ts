import { platformFeeCents } from '../pricing/quote-booking.ts';
import { isOfferRefundPolicy, OFFER_REFUND_POLICIES } from '../quotes/refund-policies.ts';

/**
 * Changing a paid booking ([quotes] item 7): the rules the change form checks before sending, in the order
 * and words of supabase/schemas (propose_booking_change, booking_change_allowed, accept_booking_change).
 */

export const BOOKING_CHANGE_NOTE_MAX_LENGTH = 1000;
export const BOOKING_CHANGE_MIN_CENTS = 100;
export const BOOKING_CHANGE_MAX_CENTS = 100_000_000;
export const BOOKING_CHANGE_MAX_GUESTS = 10_000;
/** An accepted change whose difference is never taken to checkout lapses after this many hours. */
export const BOOKING_CHANGE_PAY_WITHIN_HOURS = 24;

export type BookingChangeStatus =
  | 'proposed'
  | 'declined'
  | 'withdrawn'
  | 'awaiting_payment'
  | 'applied'
  | 'lapsed';

/**
 * How many hours before the event the booking's policy stops refunding in full: inside them the booking can
 * no longer be changed. The profile's policy (null) and 'standard' → 72, 'flexible' → 24, 'strict' → 168
 * (its first step; strict never refunds in full, so its 7 days are the whole window).
 */
export function bookingChangeWindowHours(refundPolicy: string | null | undefined): number {
  const policy = isOfferRefundPolicy(refundPolicy) ? refundPolicy : 'standard';
  return OFFER_REFUND_POLICIES[policy].steps[0]!.minHours;
}

const windowLabel = (hours: number) =>
  hours % 24 === 0 && hours > 72 ? `${hours / 24} days` : `${hours} hours`;

export const BOOKING_CHANGE_MESSAGES = {
  notFound: 'Booking not found.',
  notChangeable: 'Only a paid booking that has not taken place can be changed.',
  window: (hours: number) =>
    `This booking starts in less than ${windowLabel(hours)}, inside its cancellation window, so it can no longer be changed.`,
  fields: 'Give the date, start time, hours and guests.',
  hours: 'Hours must be 0.5 to 24, in half-hour steps.',
  guests: 'Guests must be 1 to 10,000.',
  price: 'The price must be $1.00 to $1,000,000.00.',
  note: 'The note can be at most 1,000 characters.',
  nothingChanged: 'Change the date, start time, hours or guests.',
  open: 'This booking already has a change waiting for an answer.',
  past: 'This time has already passed. Please choose another time.',
  slotUnavailable: "This time is not open in the vendor's calendar. Please choose another time.",
  slotTaken: 'This time is no longer available. Please choose another time.',
  closed: 'This change is no longer waiting for an answer.',
  ownProposal: 'You proposed this change: the other side accepts or declines it.',
  declineReason: 'The reason can be at most 1,000 characters.',
} as const;

/**
 * Whether a paid booking can be changed at `now`: not inside its policy's cancellation window. Event Friday
 * 18:00 with the profile's policy: Tuesday 18:00 → allowed, Tuesday 18:01 → not (72 hours); with 'flexible'
 * → allowed until Thursday 18:00.
 */
export function bookingChangeAllowed(input: {
  paymentStatus: string;
  eventStart: Date;
  now: Date;
  refundPolicy?: string | null;
}): { allowed: true } | { allowed: false; message: string } {
  if (input.paymentStatus !== 'paid')
    return { allowed: false, message: BOOKING_CHANGE_MESSAGES.notChangeable };
  const hours = bookingChangeWindowHours(input.refundPolicy);
  if (input.eventStart.getTime() < input.now.getTime() + hours * 3_600_000) {
    return { allowed: false, message: BOOKING_CHANGE_MESSAGES.window(hours) };
  }
  return { allowed: true };
}

export interface BookingChangeInput {
  date: string;
  startTime: string;
  hours: number;
  guests: number;
  /** The new subtotal in cents (what the server priced, or the vendor stated for an offer booking). */
  subtotalCents?: number | null;
  note?: string | null;
}

/**
 * The first problem of a proposed change, or null: the same checks as propose_booking_change, in order.
 * ({date:'2026-12-12', startTime:'20:00', hours: 4, guests: 80} against the same booking at 18:00 → null;
 * hours 4.25 → the hours message; nothing different → nothingChanged.)
 */
export function bookingChangeError(
  input: BookingChangeInput,
  current: { date: string; startTime: string; hours: number; guests: number },
): string | null {
  if (!input.date || !input.startTime || !Number.isFinite(input.hours) || !Number.isFinite(input.guests)) {
    return BOOKING_CHANGE_MESSAGES.fields;
  }
  if (!(input.hours >= 0.5 && input.hours <= 24 && Number.isInteger(input.hours * 2))) {
    return BOOKING_CHANGE_MESSAGES.hours;
  }
  if (!(Number.isInteger(input.guests) && input.guests >= 1 && input.guests <= BOOKING_CHANGE_MAX_GUESTS)) {
    return BOOKING_CHANGE_MESSAGES.guests;
  }
  if (
    input.subtotalCents != null &&
    !(
      Number.isInteger(input.subtotalCents) &&
      input.subtotalCents >= BOOKING_CHANGE_MIN_CENTS &&
      input.subtotalCents <= BOOKING_CHANGE_MAX_CENTS
    )
  ) {
    return BOOKING_CHANGE_MESSAGES.price;
  }
  if ((input.note ?? '').length > BOOKING_CHANGE_NOTE_MAX_LENGTH) return BOOKING_CHANGE_MESSAGES.note;
  if (
    input.date === current.date &&
    input.startTime.slice(0, 5) === current.startTime.slice(0, 5) &&
    input.hours === current.hours &&
    input.guests === current.guests
  ) {
    return BOOKING_CHANGE_MESSAGES.nothingChanged;
  }
  return null;
}

/**
 * What a change moves, in cents: the new total (subtotal + the 5% fee) less the old one. Positive: the host
 * pays it in a checkout; negative: refunded to the host's card. $1,200.00 + $60.00 → $1,300.00 + $65.00:
 * 10500 (pay $105.00); → $1,000.00 + $50.00: −21000 (refund $210.00).
 */
export function bookingChangeDifferenceCents(
  oldSubtotalCents: number,
  oldFeeCents: number,
  newSubtotalCents: number,
) {
  return newSubtotalCents + platformFeeCents(newSubtotalCents) - (oldSubtotalCents + oldFeeCents);
}
