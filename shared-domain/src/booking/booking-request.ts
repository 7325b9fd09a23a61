import { type Quote, quoteBooking } from '../pricing/quote-booking.ts';
import type { PricedAddon, PricedPackage } from '../pricing/types.ts';
import { validateBookingDetails } from '../validation/booking.ts';

/** Largest add-on quantity accepted (a guard against absurd amounts, far above any real party). */
export const MAX_ADDON_QUANTITY = 10_000;
/** Longest event location and special instructions kept (the booking form's input limits). */
export const MAX_EVENT_LOCATION_LENGTH = 500;
export const MAX_SPECIAL_INSTRUCTIONS_LENGTH = 2000;

/**
 * What the host books, by ids and quantities: the one input of the create-booking command. `date` is the
 * booking date (the slot's start date, see slotBookingDate) and `startTime` its 'HH:MM' start.
 */
export interface BookingRequest {
  vendorId: string;
  packageId: string;
  addons: { id: string; quantity: number }[];
  date: string;
  startTime: string;
  guests: number;
  hours: number;
  eventLocation: string;
  specialInstructions: string;
  /** The host's event the booking is for ([event-plan]); absent: none. */
  eventId?: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const fail = (message: string): Parsed<never> => ({ ok: false, message });

/**
 * Reads a create-booking body into a BookingRequest, or says what is wrong in a sentence. Amounts in the body
 * (calculatedPrice, totals) are not read: the server prices the request itself.
 *
 * Example: { vendorId, packageId, addons: [{ id, quantity: 2 }], date: '2027-03-09', startTime: '10:00',
 * guests: 20, hours: 3, eventLocation: '12 Main St' } → ok; guests 2.5 → 'Guests must be a whole number of
 * at least 1.'; an add-on listed twice → 'An add-on is listed twice; give it a quantity instead.'
 */
export function parseBookingRequest(body: unknown): Parsed<BookingRequest> {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const vendorId = text(o.vendorId);
  const packageId = text(o.packageId);
  if (!UUID.test(vendorId)) return fail('vendorId must be the id of a listing.');
  if (!UUID.test(packageId)) return fail('Choose exactly one package.');
  const rawAddons = o.addons ?? [];
  if (!Array.isArray(rawAddons)) return fail('addons must be a list of { id, quantity }.');
  const addons: BookingRequest['addons'] = [];
  for (const raw of rawAddons) {
    const a = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const id = text(a.id);
    const quantity = a.quantity ?? 1;
    if (!UUID.test(id)) return fail('Each add-on needs its id.');
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      return fail('Add-on quantities must be whole numbers of at least 1.');
    }
    if (quantity > MAX_ADDON_QUANTITY) return fail('An add-on quantity is too large.');
    if (addons.some((x) => x.id === id))
      return fail('An add-on is listed twice; give it a quantity instead.');
    addons.push({ id, quantity });
  }
  const date = text(o.date);
  const startTime = text(o.startTime);
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return fail('Choose a date.');
  if (!TIME.test(startTime)) return fail('Choose a time slot.');
  const { guests, hours } = o;
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1) {
    return fail('Guests must be a whole number of at least 1.');
  }
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0 || hours > 24) {
    return fail('Hours must be a number above 0 and at most 24.');
  }
  const eventLocation = text(o.eventLocation);
  const specialInstructions = text(o.specialInstructions);
  if (!eventLocation) return fail('Event location is required.');
  if (eventLocation.length > MAX_EVENT_LOCATION_LENGTH) return fail('The event location is too long.');
  if (specialInstructions.length > MAX_SPECIAL_INSTRUCTIONS_LENGTH) {
    return fail('The special instructions are too long.');
  }
  const eventId = o.eventId === undefined || o.eventId === null ? '' : text(o.eventId);
  if (eventId && !UUID.test(eventId)) return fail('eventId must be the id of one of your events.');
  return {
    ok: true,
    value: {
      vendorId,
      packageId,
      addons,
      date,
      startTime,
      guests,
      hours,
      eventLocation,
      specialInstructions,
      ...(eventId ? { eventId } : {}),
    },
  };
}

/** A priced booking: the vendor's rows it names, with their quantities, and the quote. */
export interface PricedRequest<
  P extends PricedPackage & { id: string },
  A extends PricedAddon & { id: string },
> {
  pkg: P;
  addons: { addon: A; quantity: number }[];
  quote: Quote;
}

/**
 * Prices a request against the vendor's own packages and add-ons, with the same quoteBooking the booking
 * modal shows: an id that is not the vendor's, or a choice the booking details refuse (minimum hours,
 * guests or spend), is refused with its message. The quote's hours are the booking's duration (a fixed
 * duration package ignores the requested hours).
 *
 * Example (DJ Nova): Party Starter per_hour $150 (min 3 h) and Extra speaker per_hour $40 × 2, 3 h,
 * Tuesday 10:00 → package $450, add-on $80, subtotal $530, fee $26.50, total $556.50.
 */
export function priceBookingRequest<
  P extends PricedPackage & { id: string },
  A extends PricedAddon & { id: string },
>(
  request: Pick<BookingRequest, 'packageId' | 'addons' | 'guests' | 'hours' | 'date' | 'startTime'>,
  offer: { packages: readonly P[]; addons: readonly A[] },
): Parsed<PricedRequest<P, A>> {
  const pkg = offer.packages.find((p) => p.id === request.packageId);
  if (!pkg) return fail('This package is not offered by this vendor.');
  const addons: PricedRequest<P, A>['addons'] = [];
  for (const { id, quantity } of request.addons) {
    const addon = offer.addons.find((a) => a.id === id);
    if (!addon) return fail(`This vendor offers no add-on ${id}.`);
    addons.push({ addon, quantity });
  }
  const [problem] = validateBookingDetails({ pkg, addons, guests: request.guests, hours: request.hours });
  if (problem) return fail(problem);
  const quote = quoteBooking({
    pkg,
    addons,
    guests: request.guests,
    hours: request.hours,
    date: request.date,
    startTime: request.startTime,
  });
  return { ok: true, value: { pkg, addons, quote } };
}
