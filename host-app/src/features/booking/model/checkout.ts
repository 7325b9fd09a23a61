import {
  type BookingRequest,
  type CalendarDate,
  type Quote,
  quoteBooking,
  slotBookingDate,
} from '@partyeasy/shared-domain';
import type { BookingSelection, ChosenSlot } from './types';

export interface BookingChoice {
  selection: BookingSelection;
  /** Guests as typed; null is a blank input. */
  guests: number | null;
  /** Hours as typed; null is a blank input (a fixed-duration package ignores it). */
  hours: number | null;
  /** The availability date the slot was picked on. */
  date: CalendarDate;
  slot: ChosenSlot;
}

/** The date the booking starts on: a slot after midnight of its window belongs to the next date. */
export function bookingDateOf(choice: Pick<BookingChoice, 'date' | 'slot'>): CalendarDate {
  return slotBookingDate(choice.date, choice.slot);
}

/**
 * The quote shown before Pay: shared-domain's quoteBooking with the chosen guests, hours and start, the
 * same the create-booking command prices the request with.
 */
export function quoteChoice({ selection, guests, hours, date, slot }: BookingChoice): Quote {
  return quoteBooking({
    pkg: selection.pkg,
    addons: selection.addons,
    guests,
    hours,
    date: bookingDateOf({ date, slot }),
    startTime: slot.start,
  });
}

/** The create-booking command's input: ids and quantities, never amounts. */
export function bookingRequest(
  choice: BookingChoice,
  details: { eventLocation: string; specialInstructions: string },
): BookingRequest {
  const quote = quoteChoice(choice);
  const { selection } = choice;
  return {
    vendorId: selection.vendor.id,
    packageId: selection.pkg.id,
    addons: selection.addons.map(({ addon, quantity }) => ({ id: addon.id, quantity })),
    date: bookingDateOf(choice),
    startTime: choice.slot.start,
    guests: quote.guests,
    hours: quote.hours,
    eventLocation: details.eventLocation.trim(),
    specialInstructions: details.specialInstructions.trim(),
  };
}

/** Said on the Pay step after Cancel payment or the browser's Back during card entry. */
export const PAYMENT_CANCELLED_NOTICE =
  'Payment cancelled: your card was not charged and the time is no longer held. Your choices are kept; press Pay to try again.';
