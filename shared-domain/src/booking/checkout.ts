import { addDays, type CalendarDate } from '../calendar/calendar-date.ts';
import { centsToDollars } from '../format/money.ts';
import type { Quote } from '../pricing/quote-booking.ts';

/**
 * bookingDetails of the create-checkout-session body, in dollars: { guests, hours, subtotal,
 * processingFee, total }. Example: a $450.00 subtotal for 3 h and 10 guests →
 * { guests: 10, hours: 3, subtotal: 450, processingFee: 22.5, total: 472.5 }.
 * `hours` is the booking's duration (quote.hours), which is what bookings.duration_hours stores.
 */
export function checkoutBookingDetails(quote: Quote) {
  return {
    guests: quote.guests,
    hours: quote.hours,
    subtotal: centsToDollars(quote.subtotalCents),
    processingFee: centsToDollars(quote.feeCents),
    total: centsToDollars(quote.totalCents),
  };
}

/**
 * The booking_date of a chosen slot: booking_date + booking_time is the event's start (the database's
 * time range is built that way), so a slot that starts after midnight of its availability date is
 * booked on the next date: ('2026-11-28', { startsNextDay: true }) → '2026-11-29'.
 */
export function slotBookingDate(
  availabilityDate: CalendarDate,
  slot: { startsNextDay: boolean },
): CalendarDate {
  return slot.startsNextDay ? addDays(availabilityDate, 1) : availabilityDate;
}
