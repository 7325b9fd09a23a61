import { describe, expect, it } from 'vitest';
import { bookingSearchArgs, bookingStats, summaryStats } from './bookings.ts';

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

describe('booking search arguments', () => {
  const now = new Date(2026, 10, 22, 15, 0);

  it('sends only the filters in use, trimmed, with the time filter as a lower bound', () => {
    expect(bookingSearchArgs({ search: '', status: 'all', time: 'all', vendorId: 'all' }, {}, now)).toEqual(
      {},
    );
    expect(
      bookingSearchArgs({ search: ' Ann ', status: 'pending', time: 'today', vendorId: 'v9' }, {}, now),
    ).toEqual({
      p_vendor_id: 'v9',
      p_statuses: ['pending'],
      p_search: 'Ann',
      p_created_from: new Date(2026, 10, 22).toISOString(),
    });
  });

  it('keeps a dashboard to its vendor and the statuses it loads', () => {
    const scope = { vendorId: 'v1', statuses: ['pending', 'paid'] };
    const base = { search: '', time: 'all' as const };
    expect(bookingSearchArgs({ ...base, status: 'all' }, scope, now)).toEqual({
      p_vendor_id: 'v1',
      p_statuses: ['pending', 'paid'],
    });
    expect(bookingSearchArgs({ ...base, status: 'pending' }, scope, now).p_statuses).toEqual(['pending']);
    expect(bookingSearchArgs({ ...base, status: 'completed' }, scope, now).p_statuses).toEqual([]);
  });
});

describe('summary row', () => {
  it('reads as bookingStats, payout the rest of revenue', () => {
    expect(
      summaryStats({
        total_bookings: 3,
        revenue_cents: 30000,
        platform_profit_cents: 1500,
        completed: 1,
        pending: 0,
        paid: 1,
        cancelled: 1,
      }),
    ).toEqual(
      bookingStats([
        { payment_status: 'paid', total_amount: 200 },
        { payment_status: 'completed', total_amount: '100.00' },
        { payment_status: 'cancelled', total_amount: 50 },
      ]),
    );
  });
});
