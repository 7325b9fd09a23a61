import { describe, expect, it } from 'vitest';
import {
  canPay,
  earliestBookableDate,
  initialBookingHours,
  joinNames,
  validateBookingDetails,
  validateBookingDuration,
  validateBookNow,
  validateCalendarDate,
} from './booking.ts';

describe('Book Now', () => {
  it('needs a package, then a session', () => {
    expect(validateBookNow({ packageSelected: false, loggedIn: false })).toBe('Please select a package.');
    expect(validateBookNow({ packageSelected: true, loggedIn: false })).toBe(
      'You must be logged in to book.',
    );
    expect(validateBookNow({ packageSelected: true, loggedIn: true })).toBeUndefined();
  });
});

describe('the duration Booking Details starts from', () => {
  it("is the package's minimum when the host picks the hours, nothing when the package fixes them", () => {
    expect(initialBookingHours({ price: 150, charging_type: 'per_hour', minimum_hours: 3 })).toBe(3);
    expect(initialBookingHours({ price: 150, charging_type: 'per_hour' })).toBe(1);
    expect(initialBookingHours({ price: 100, charging_type: 'per_event' })).toBe(1);
    expect(initialBookingHours({ price: 100, charging_type: 'per_event', duration_hours: 4 })).toBeNull();
    // Starting there, the step shows no message.
    const perHour = { price: 150, charging_type: 'per_hour', minimum_hours: 3 };
    expect(validateBookingDetails({ pkg: perHour, hours: initialBookingHours(perHour) })).toEqual([]);
  });
});

describe('Booking Details (spec part 2, section 5)', () => {
  const perHour = { price: 150, charging_type: 'per_hour', minimum_hours: 3 };
  const perGuest = { price: 25, charging_type: 'per_guest', minimum_spend: 500 };

  it.each([
    [perHour, 10, 3, []],
    [perHour, 10, 2, ['Minimum 3 hour(s) required']],
    [perHour, 10, '', ['Minimum 3 hour(s) required']], // blank counts as 1
    [perHour, 0, 4, ['Minimum 1 guest(s) required']],
    [perHour, '', 3, []], // blank guests count as 1
    [perHour, 10, 3.7, ['Hours must be in steps of half an hour']],
    [perHour, 10, 3.5, []],
    [perHour, 10, 100, ['Maximum 12 hour(s) for this package']],
    [{ ...perHour, max_hours: 16 }, 10, 16, []],
    [{ ...perHour, max_hours: 6 }, 10, 8, ['Maximum 6 hour(s) for this package']],
    [perHour, 2.5, 3, ['Guests must be a whole number']],
    [perHour, 10_000, 3, ['Maximum 1,000 guest(s) for this package']],
    [{ ...perHour, max_guests: 300 }, 301, 3, ['Maximum 300 guest(s) for this package']],
    [{ ...perHour, max_guests: 300 }, 300, 3, []],
    [{ price: 100, charging_type: 'per_event' }, 10, 0.5, ['Minimum 1 hour(s) required']],
    [{ price: 100, charging_type: 'per_event', duration_hours: 4 }, 10, 0, []], // duration fixed, not editable
    [perGuest, 12, 1, ['Minimum spend of $500.00 required (current: $300.00)']],
    [perGuest, 20, 1, []],
  ])('%j with %s guests and %s h → %j', (pkg, guests, hours, messages) => {
    expect(validateBookingDetails({ pkg, guests, hours })).toEqual(messages);
  });

  it('counts add-ons toward the minimum spend', () => {
    expect(
      validateBookingDetails({
        pkg: perGuest,
        guests: 12,
        addons: [{ addon: { price: 100, charging_type: 'per_event' }, quantity: 1 }],
      }),
    ).toEqual(['Minimum spend of $500.00 required (current: $400.00)']);
  });
});

describe('calendar choice', () => {
  const availableDates = ['2026-11-22', '2026-11-23', '2026-11-25'];
  it.each([
    ['2026-11-21', 'Cannot select past dates'],
    ['2026-11-22', 'Cannot select past dates'], // today: the earliest selectable date is tomorrow
    ['2026-11-23', undefined],
    ['2026-11-24', 'Selected date is not available'],
    ['garbage', 'Selected date is not available'],
  ])('%s → %s', (date, message) => {
    expect(validateCalendarDate({ date, today: '2026-11-22', availableDates })).toBe(message);
  });

  it('starts at tomorrow, across month ends', () => {
    expect(earliestBookableDate('2026-11-30')).toBe('2026-12-01');
  });

  it.each([
    [2, undefined],
    ['1.5', undefined],
    [0, 'Invalid duration specified'],
    [-1, 'Invalid duration specified'],
    ['', 'Invalid duration specified'],
    [Number.NaN, 'Invalid duration specified'],
  ])('duration %s → %s', (hours, message) => {
    expect(validateBookingDuration(hours)).toBe(message);
  });
});

describe('Confirm Booking and the booking row', () => {
  it('needs an event location to pay', () => {
    expect(canPay('  ')).toBe(false);
    expect(canPay('123 Main St, Dallas')).toBe(true);
  });

  it('joins selections', () => {
    expect(joinNames(['DJ Basic', 'Fog machine'])).toBe('DJ Basic, Fog machine');
  });
});
