import { describe, expect, it } from 'vitest';
import { bookingStats, matchesBookingSearch } from './bookings.ts';

const booking = {
  customer_name: 'Ann Lee',
  customer_email: 'ann@example.com',
  selected_packages: 'DJ Basic',
  selected_addons: 'Fog machine',
  event_location: '123 Main St, Dallas',
  special_instructions: null,
  vendor: { name: 'DJ Sam' },
};

describe('booking search', () => {
  it.each([
    ['', true],
    ['ann', true],
    ['EXAMPLE.COM', true],
    ['basic', true],
    ['fog', true],
    ['main st', true],
    ['dj sam', true],
    ['wedding', false],
  ])('%s → %s', (query, found) => {
    expect(matchesBookingSearch(booking, query)).toBe(found);
  });
});

describe('booking stats', () => {
  it('counts statuses and sums revenue of live bookings', () => {
    const stats = bookingStats([
      { payment_status: 'paid', total_amount: 200 },
      { payment_status: 'completed', total_amount: '100.00' },
      { payment_status: 'cancelled', total_amount: 50 },
      { payment_status: 'clicked_book', total_amount: 75 },
      { payment_status: 'pending', total_amount: null },
    ]);
    expect(stats).toEqual({
      totalBookings: 5,
      revenueCents: 30000,
      platformProfitCents: 1500,
      vendorPayoutCents: 28500,
      completed: 1,
      pending: 1,
      paid: 1,
      cancelled: 1,
    });
  });
});
