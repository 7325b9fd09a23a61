import { describe, expect, it } from 'vitest';
import {
  BOOKING_CHANGE_MESSAGES,
  bookingChangeAllowed,
  bookingChangeDifferenceCents,
  bookingChangeError,
  bookingChangeWindowHours,
} from './booking-change.ts';
import { historyLabel } from './history.ts';

const current = { date: '2026-12-12', startTime: '18:00:00', hours: 4, guests: 80 };

describe('booking changes', () => {
  it('closes inside the policy window', () => {
    expect(bookingChangeWindowHours(null)).toBe(72);
    expect(bookingChangeWindowHours('flexible')).toBe(24);
    expect(bookingChangeWindowHours('strict')).toBe(168);
    const eventStart = new Date('2026-12-11T18:00:00Z'); // Friday 18:00
    expect(
      bookingChangeAllowed({ paymentStatus: 'paid', eventStart, now: new Date('2026-12-08T18:00:00Z') }),
    ).toEqual({
      allowed: true,
    });
    expect(
      bookingChangeAllowed({ paymentStatus: 'paid', eventStart, now: new Date('2026-12-08T18:01:00Z') }),
    ).toEqual({
      allowed: false,
      message: BOOKING_CHANGE_MESSAGES.window(72),
    });
    expect(
      bookingChangeAllowed({
        paymentStatus: 'paid',
        eventStart,
        now: new Date('2026-12-10T18:00:00Z'),
        refundPolicy: 'flexible',
      }).allowed,
    ).toBe(true);
    expect(BOOKING_CHANGE_MESSAGES.window(168)).toContain('less than 7 days');
    expect(
      bookingChangeAllowed({ paymentStatus: 'completed', eventStart, now: new Date('2026-11-01T00:00:00Z') }),
    ).toEqual({ allowed: false, message: BOOKING_CHANGE_MESSAGES.notChangeable });
  });

  it('checks the form in the database order', () => {
    expect(bookingChangeError({ ...current, startTime: '20:00' }, current)).toBeNull();
    expect(bookingChangeError({ ...current, hours: 4.25 }, current)).toBe(BOOKING_CHANGE_MESSAGES.hours);
    expect(bookingChangeError({ ...current, guests: 0 }, current)).toBe(BOOKING_CHANGE_MESSAGES.guests);
    expect(bookingChangeError({ ...current, guests: 81, subtotalCents: 99 }, current)).toBe(
      BOOKING_CHANGE_MESSAGES.price,
    );
    expect(bookingChangeError({ ...current, startTime: '18:00' }, current)).toBe(
      BOOKING_CHANGE_MESSAGES.nothingChanged,
    );
  });

  it('prices the difference with the 5% fee', () => {
    expect(bookingChangeDifferenceCents(120000, 6000, 130000)).toBe(10500);
    expect(bookingChangeDifferenceCents(120000, 6000, 100000)).toBe(-21000);
  });

  it('labels the history row', () => {
    expect(
      historyLabel({ kind: 'changed', actor: 'vendor', amount_cents: 10500, note: 'a → b', created_at: '' }),
    ).toBe('Changed (accepted by the vendor): a → b');
  });
});
