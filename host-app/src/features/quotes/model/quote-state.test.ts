import { describe, expect, it } from 'vitest';
import { cheapestOfferId, expiryText, offerAmounts, vendorState } from './quote-state';
import type { QuoteOffer, QuoteVendor } from './types';

const NOW = new Date('2026-12-01T12:00:00Z');

function offer(id: string, totalCents: number, expiresAt = '2026-12-03T12:00:00Z'): QuoteOffer {
  return {
    id,
    status: 'open',
    price_cents: Math.round(totalCents / 1.05),
    fee_cents: totalCents - Math.round(totalCents / 1.05),
    total_cents: totalCents,
    expires_at: expiresAt,
    includes: 'Two bartenders',
    event_date: '2026-12-12',
    start_time: '18:00:00',
    duration_hours: 4,
    refund_policy: null,
  };
}

function vendor(status: QuoteVendor['status'], o: QuoteOffer | null = null): QuoteVendor {
  return {
    quote_id: `q-${o?.id ?? status}`,
    vendor_id: 'v',
    vendor_name: 'Bar Co.',
    status,
    respond_by: '2026-12-04T12:00:00Z',
    offer: o,
    booking_id: null,
    conversation_id: 'c',
    decline_reason: null,
  };
}

describe('vendorState', () => {
  it.each([
    ['waiting', null, 'Waiting for an answer', false],
    ['offered', offer('o', 105_00), 'Offer received', true],
    ['offered', offer('o', 105_00, '2026-12-01T11:59:00Z'), 'Offer expired', false],
    ['declined', null, 'Declined', false],
    ['expired', null, 'Expired', false],
    ['booked', offer('o', 105_00), 'Booked', false],
  ] as const)('%s with %o reads %s', (status, o, label, acceptable) => {
    expect(vendorState(vendor(status, o), NOW)).toMatchObject({ label, acceptable });
  });
});

describe('expiryText', () => {
  it.each([
    ['2026-12-03T17:10:00Z', 'Expires in 2 days 5 hours'],
    ['2026-12-02T12:00:00Z', 'Expires in 1 day'],
    ['2026-12-01T13:20:00Z', 'Expires in 1 hour 20 minutes'],
    ['2026-12-01T14:00:00Z', 'Expires in 2 hours'],
    ['2026-12-01T12:00:50Z', 'Expires in 1 minute'],
    ['2026-12-01T12:00:00Z', 'Expired'],
    ['2026-11-30T12:00:00Z', 'Expired'],
  ])('%s → %s', (until, text) => {
    expect(expiryText(until, NOW)).toBe(text);
  });
});

describe('cheapestOfferId', () => {
  it('picks the lowest total among offers that can be accepted now', () => {
    const vendors = [
      vendor('offered', offer('a', 900_00)),
      vendor('offered', offer('b', 700_00, '2026-12-01T11:00:00Z')),
      vendor('offered', offer('c', 800_00)),
      vendor('declined'),
    ];
    expect(cheapestOfferId(vendors, NOW)).toBe('c');
    expect(cheapestOfferId([vendor('waiting')], NOW)).toBeNull();
  });
});

describe('offerAmounts', () => {
  it('formats price, fee and total in dollars', () => {
    expect(offerAmounts({ price_cents: 100_000, fee_cents: 5_000, total_cents: 105_000 })).toEqual({
      price: '$1,000.00',
      fee: '$50.00',
      total: '$1,050.00',
    });
  });
});
