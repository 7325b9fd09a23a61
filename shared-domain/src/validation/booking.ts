import { addDays, type CalendarDate, isCalendarDate } from '../calendar/calendar-date.ts';
import { BOOKING_HOURS_MAX_DEFAULT, GUESTS_MAX_DEFAULT } from '../constants.ts';
import { formatMoney, toCents } from '../format/money.ts';
import { effectiveGuests, fixedDurationHours, minimumHours, quoteBooking } from '../pricing/quote-booking.ts';
import { type AddonSelection, type PricedAddon, type PricedPackage, toNumber } from '../pricing/types.ts';
import { isBlank } from './input.ts';

export const BOOKING_MESSAGES = {
  selectPackage: 'Please select a package.',
  loginToBook: 'You must be logged in to book.',
  pastDate: 'Cannot select past dates',
  dateUnavailable: 'Selected date is not available',
  invalidDuration: 'Invalid duration specified',
  bookingFailed: 'Something went wrong with your booking. Please try again.',
  paymentFailed: 'Failed to process payment. Please try again.',
} as const;

const plain = (n: number) => n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 2 });
export const minimumGuestsMessage = (n: number) => `Minimum ${plain(n)} guest(s) required`;
export const minimumHoursMessage = (n: number) => `Minimum ${plain(n)} hour(s) required`;
export const maximumGuestsMessage = (n: number) =>
  `Maximum ${n.toLocaleString('en-US')} guest(s) for this package`;
export const maximumHoursMessage = (n: number) => `Maximum ${plain(n)} hour(s) for this package`;
export const STEP_MESSAGES = {
  guests: 'Guests must be a whole number',
  hours: 'Hours must be in steps of half an hour',
} as const;
export const minimumSpendMessage = (minimumCents: number, currentCents: number) =>
  `Minimum spend of ${formatMoney(minimumCents)} required (current: ${formatMoney(currentCents)})`;

/** Book Now: a package first ('Please select a package.'), then a session ('You must be logged in to book.'). */
export function validateBookNow({
  packageSelected,
  loggedIn,
}: {
  packageSelected: boolean;
  loggedIn: boolean;
}) {
  if (!packageSelected) return BOOKING_MESSAGES.selectPackage;
  if (!loggedIn) return BOOKING_MESSAGES.loginToBook;
  return undefined;
}

/** Minimum guests: 1 (the spec's data has no per-package guest minimum). */
export const MINIMUM_GUESTS = 1;

/** Most guests a package takes: its max_guests, else 1,000 (README gaps list). */
export function maximumGuests(pkg: PricedPackage): number {
  const n = toNumber(pkg.max_guests);
  return n !== undefined && n >= 1 ? Math.floor(n) : GUESTS_MAX_DEFAULT;
}

/** Most hours a host may choose: the package's max_hours, else 12 (README gaps list). */
export function maximumHours(pkg: PricedPackage): number {
  const n = toNumber(pkg.max_hours);
  return n !== undefined && n >= 1 ? Math.floor(n) : BOOKING_HOURS_MAX_DEFAULT;
}

/** Duration is editable unless the package fixes it (per_event or per_guest with duration_hours). */
export function isDurationEditable(pkg: PricedPackage): boolean {
  return fixedDurationHours(pkg) === undefined;
}

/**
 * The duration Booking Details starts from: the package's minimum when the host picks the hours (a per_hour
 * package with minimum_hours 3 → 3, without one → 1), none when the package fixes it (null). The step so
 * opens without a message and its total matches the 'Starting at' price of the profile.
 */
export function initialBookingHours(pkg: PricedPackage): number | null {
  return isDurationEditable(pkg) ? minimumHours(pkg) : null;
}

export interface BookingDetailsInput<A extends PricedAddon = PricedAddon> {
  pkg: PricedPackage;
  addons?: readonly AddonSelection<A>[];
  /** Raw input; blank counts as 1. */
  guests?: unknown;
  /** Raw input; blank counts as 1. */
  hours?: unknown;
}

/**
 * The Booking Details step's messages, in display order; [] enables 'Check Availability'.
 * - guests below 1 → 'Minimum 1 guest(s) required' (blank counts as 1);
 * - editable duration below the minimum → 'Minimum 3 hour(s) required' (blank counts as 1);
 * - minimum_spend set and the amount below it → 'Minimum spend of $500.00 required (current: $300.00)'.
 * Choice the spec leaves open: the minimum-spend check compares the subtotal before the minimum-spend
 * floor is applied (package at price × guests, plus add-ons, without fee); comparing the floored price
 * could never fail, because `quoteBooking` raises per_guest packages to the minimum. A non-numeric
 * guests or hours value gets the minimum message.
 * Beyond the spec (README gaps list): guests are whole and hours in the spec's half-hour steps (2.5 guests
 * → 'Guests must be a whole number', 3.7 hours → 'Hours must be in steps of half an hour'), at most the package's maximum (10,000
 * guests where it takes 1,000 → 'Maximum 1,000 guest(s) for this package'; 100 hours → 'Maximum 12
 * hour(s) for this package').
 */
export function validateBookingDetails<A extends PricedAddon>(input: BookingDetailsInput<A>): string[] {
  const pkg: PricedPackage = isObject(input.pkg) ? input.pkg : { price: null };
  const addons = Array.isArray(input.addons)
    ? input.addons.filter((a) => isObject(a) && isObject(a.addon))
    : [];
  const messages: string[] = [];
  const guests = readCount(input.guests);
  if (guests === undefined || guests < MINIMUM_GUESTS) messages.push(minimumGuestsMessage(MINIMUM_GUESTS));
  else if (!Number.isInteger(guests)) messages.push(STEP_MESSAGES.guests);
  else if (guests > maximumGuests(pkg)) messages.push(maximumGuestsMessage(maximumGuests(pkg)));
  const hours = readCount(input.hours);
  if (isDurationEditable(pkg)) {
    const min = minimumHours(pkg);
    if (hours === undefined || hours < min) messages.push(minimumHoursMessage(min));
    else if (!Number.isInteger(hours * 2)) messages.push(STEP_MESSAGES.hours);
    else if (hours > maximumHours(pkg)) messages.push(maximumHoursMessage(maximumHours(pkg)));
  }
  const minimumSpend = toCents(pkg.minimum_spend);
  if (minimumSpend !== undefined && minimumSpend > 0) {
    const unfloored = quoteBooking({
      pkg: { ...pkg, minimum_spend: null },
      addons,
      guests: effectiveGuests(guests ?? 1),
      hours: hours ?? 1,
    });
    if (unfloored.subtotalCents < minimumSpend)
      messages.push(minimumSpendMessage(minimumSpend, unfloored.subtotalCents));
  }
  return messages;
}

function isObject<T>(value: T): value is T & object {
  return value !== null && typeof value === 'object';
}

function readCount(value: unknown): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 1;
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The earliest date a customer can book: tomorrow. */
export function earliestBookableDate(today: CalendarDate): CalendarDate {
  return addDays(today, 1);
}

/**
 * A date clicked on the booking calendar: on or before today → 'Cannot select past dates' (the earliest
 * selectable date is tomorrow, so today is refused with the same message); not among the vendor's
 * available dates → 'Selected date is not available'.
 */
export function validateCalendarDate({
  date,
  today,
  availableDates,
}: {
  date: unknown;
  today: CalendarDate;
  availableDates: Iterable<string>;
}): string | undefined {
  if (!isCalendarDate(date)) return BOOKING_MESSAGES.dateUnavailable;
  if (isCalendarDate(today) && date < earliestBookableDate(today)) return BOOKING_MESSAGES.pastDate;
  const available =
    availableDates instanceof Set
      ? availableDates
      : new Set(isObject(availableDates) && Symbol.iterator in availableDates ? availableDates : []);
  return available.has(date) ? undefined : BOOKING_MESSAGES.dateUnavailable;
}

/** The calendar's duration must be a positive number ('Invalid duration specified'). */
export function validateBookingDuration(hours: unknown): string | undefined {
  const n = typeof hours === 'number' || typeof hours === 'string' ? Number(hours) : Number.NaN;
  return isBlank(hours) || !Number.isFinite(n) || n <= 0 ? BOOKING_MESSAGES.invalidDuration : undefined;
}

/** Confirm Booking: Pay is enabled once Event Location is filled in; instructions are optional. */
export function canPay(eventLocation: unknown): boolean {
  return !isBlank(eventLocation);
}

/** bookings.selected_packages / selected_addons: names joined by commas ('DJ Basic, Fog machine'). */
export function joinNames(names: readonly string[]): string {
  return names.join(', ');
}
