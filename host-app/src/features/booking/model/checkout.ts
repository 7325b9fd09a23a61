import {
  type CalendarDate,
  centsToDollars,
  checkoutBookingDetails,
  joinNames,
  type Quote,
  quoteBooking,
  slotBookingDate,
} from '@partyeasy/shared-domain';
import type { TablesInsert } from '@partyeasy/shared-domain/database';
import type { BookingSelection, ChosenSlot } from './types';

export interface BookingChoice {
  selection: BookingSelection;
  guests: unknown;
  hours: unknown;
  /** The availability date the slot was picked on. */
  date: CalendarDate;
  slot: ChosenSlot;
}

/** The date the booking starts on: a slot after midnight of its window belongs to the next date. */
export function bookingDateOf(choice: Pick<BookingChoice, 'date' | 'slot'>): CalendarDate {
  return slotBookingDate(choice.date, choice.slot);
}

/** The final quote: the chosen guests and hours, with the night/weekend charge of the chosen start. */
export function quoteChoice({ selection, guests, hours, date, slot }: BookingChoice): Quote {
  return quoteBooking({
    pkg: selection.pkg,
    addons: selection.addons,
    guests: guests as string,
    hours: hours as string,
    date: bookingDateOf({ date, slot }),
    startTime: slot.start,
  });
}

/**
 * The bookings row inserted before checkout (payment_status clicked_book). The database sets the customer's
 * e-mail and name from the account and the amounts stay 0 until create-checkout-session prices the booking;
 * the e-mail is sent only because the generated insert type requires the column.
 */
export function bookingRow(
  choice: BookingChoice,
  user: { id: string; email: string },
  details: { eventLocation: string; specialInstructions: string },
): TablesInsert<'bookings'> {
  const quote = quoteChoice(choice);
  const { selection } = choice;
  const instructions = details.specialInstructions.trim();
  return {
    vendor_id: selection.vendor.id,
    user_id: user.id,
    customer_email: user.email,
    payment_status: 'clicked_book',
    booking_date: bookingDateOf(choice),
    booking_time: choice.slot.start,
    duration_hours: quote.hours,
    guest_count: quote.guests,
    selected_packages: joinNames([selection.pkg.name]),
    selected_addons: joinNames(selection.addons.map(({ addon }) => addon.item)),
    event_location: details.eventLocation.trim(),
    special_instructions: instructions === '' ? null : instructions,
    package_id: selection.pkg.id,
    addon_selections: selection.addons.map(({ addon, quantity }) => ({ id: addon.id, quantity })),
  };
}

/** The create-checkout-session body of spec part 2 §7 (the server reads only the ids and quantities). */
export function checkoutBody(choice: BookingChoice, bookingId: string) {
  const quote = quoteChoice(choice);
  const { selection } = choice;
  return {
    packages: [{ ...selection.pkg, calculatedPrice: centsToDollars(quote.packageCents + quote.extraCents) }],
    addons: selection.addons.map(({ addon, quantity }, index) => ({
      ...addon,
      quantity,
      calculatedPrice: centsToDollars(quote.addonLineCents[index] ?? 0),
    })),
    vendorInfo: {
      id: selection.vendor.id,
      name: selection.vendor.name,
      servicetype: selection.vendor.servicetype,
    },
    bookingDetails: checkoutBookingDetails(quote),
    bookingId,
    bookingDate: bookingDateOf(choice),
    bookingTime: choice.slot.start,
  };
}
