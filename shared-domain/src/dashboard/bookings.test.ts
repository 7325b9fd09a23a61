import { describe, expect, it } from 'vitest';
import { bookingMoney, bookingSearchArgs, bookingStats, summaryStats } from './bookings.ts';

describe('booking stats', () => {
  it('counts statuses, sums revenue of live bookings and the platform part of card payments', () => {
    const card = { payment_intent_id: 'pi_1' };
    const stats = bookingStats([
      { ...card, payment_status: 'paid', total_amount: 200, processing_fee: 10 },
      { ...card, payment_status: 'completed', total_amount: '100.00', processing_fee: '5.00' },
      { ...card, payment_status: 'cancelled', total_amount: 50, processing_fee: 2.5, refunded_cents: 5250 },
      { payment_status: 'clicked_book', total_amount: 75 },
      { payment_status: 'pending', total_amount: null },
      { payment_status: 'paid', total_amount: 80, processing_fee: 4 }, // no card payment on record
    ]);
    expect(stats).toEqual({
      totalBookings: 6,
      revenueCents: 38000,
      platformProfitCents: 1500,
      completed: 1,
      pending: 1,
      paid: 2,
      cancelled: 1,
    });
  });
});

describe('booking money', () => {
  const booking = { payment_intent_id: 'pi_1', total_amount: 200, processing_fee: 10 };
  it('splits what the card paid into refunded, the vendor share and the platform part', () => {
    expect(bookingMoney({ ...booking, payment_status: 'completed' })).toEqual({
      chargedCents: 21000,
      refundedCents: 0,
      vendorShareCents: 20000,
      platformCents: 1000,
    });
    // A late refund comes out of the vendor's share; the fee only beyond it.
    expect(bookingMoney({ ...booking, payment_status: 'completed', refunded_cents: 5000 })).toMatchObject({
      vendorShareCents: 15000,
      platformCents: 1000,
    });
    expect(bookingMoney({ ...booking, payment_status: 'completed', refunded_cents: 20500 })).toMatchObject({
      vendorShareCents: 0,
      platformCents: 500,
    });
    // What a host's cancellation kept of the subtotal is the vendor's; the fee stays the platform's.
    const hostCancelled = {
      ...booking,
      payment_status: 'cancelled',
      cancelled_by: 'host',
      paid_at: '2026-12-01T10:00:00Z',
    };
    expect(bookingMoney({ ...hostCancelled, refunded_cents: 10000 })).toMatchObject({
      vendorShareCents: 10000,
      platformCents: 1000,
    });
    expect(bookingMoney({ ...hostCancelled, refunded_cents: 0 })).toMatchObject({
      vendorShareCents: 20000,
      platformCents: 1000,
    });
    // The grace window refunds everything, the fee included.
    expect(bookingMoney({ ...hostCancelled, refunded_cents: 21000 })).toMatchObject({
      vendorShareCents: 0,
      platformCents: 0,
    });
    // An admin's cancellation pays the vendor nothing: what it kept stays with the platform.
    expect(
      bookingMoney({ ...booking, payment_status: 'cancelled', cancelled_by: 'admin', refunded_cents: 10000 }),
    ).toMatchObject({
      vendorShareCents: 0,
      platformCents: 11000,
    });
    expect(bookingMoney({ ...booking, payment_status: 'cancelled', refunded_cents: 21000 })).toMatchObject({
      vendorShareCents: 0,
      platformCents: 0,
    });
  });

  it('counts no money without a card payment on record, or before payment', () => {
    const none = { chargedCents: 0, refundedCents: 0, vendorShareCents: 0, platformCents: 0 };
    expect(bookingMoney({ ...booking, payment_intent_id: null, payment_status: 'paid' })).toEqual(none);
    expect(bookingMoney({ ...booking, payment_status: 'pending' })).toEqual(none);
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
  it('reads as bookingStats', () => {
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
        { payment_status: 'paid', total_amount: 200, processing_fee: 10, payment_intent_id: 'pi_1' },
        { payment_status: 'completed', total_amount: '100.00', processing_fee: 5, payment_intent_id: 'pi_2' },
        { payment_status: 'cancelled', total_amount: 50 },
      ]),
    );
  });
});
