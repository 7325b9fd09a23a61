import { describe, expect, it } from 'vitest';
import { quoteBooking } from '../pricing/quote-booking.ts';
import { checkoutBookingDetails, slotBookingDate } from './checkout.ts';
import { refundPercent } from './refund-policy.ts';

describe('checkout body', () => {
  it('sends dollars with the fee and total', () => {
    const quote = quoteBooking({
      pkg: { price: 150, charging_type: 'per_hour', minimum_hours: 3 },
      guests: 10,
      hours: 3,
    });
    expect(checkoutBookingDetails(quote)).toEqual({
      guests: 10,
      hours: 3,
      subtotal: 450,
      processingFee: 22.5,
      total: 472.5,
    });
  });

  it('books a slot after midnight on the next date', () => {
    expect(slotBookingDate('2026-11-28', { startsNextDay: true })).toBe('2026-11-29');
    expect(slotBookingDate('2026-12-31', { startsNextDay: true })).toBe('2027-01-01');
    expect(slotBookingDate('2026-11-28', { startsNextDay: false })).toBe('2026-11-28');
  });
});

describe('cancellation policy', () => {
  it.each([
    [100, 100],
    [72, 100],
    [71.9, 50],
    [24, 50],
    [23.5, 0],
    [-1, 0],
  ])('%d hours before → %d%%', (hours, percent) => {
    expect(refundPercent(hours)).toBe(percent);
  });
});
