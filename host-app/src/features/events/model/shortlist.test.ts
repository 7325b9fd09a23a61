import { describe, expect, it } from 'vitest';
import {
  chosenPayChoice,
  groupByCategory,
  packageTotalCents,
  payChoices,
  responseTimeText,
} from './shortlist';
import type { ShortlistItem } from './types';

const event = { guest_count: 80, duration_hours: 5, event_date: '2026-12-10', start_time: '18:00:00' };
const item = (over: Partial<ShortlistItem>): ShortlistItem => ({
  vendor_id: 'v',
  name: 'DJ Nova',
  servicetype: 'DJ',
  photo: null,
  rating: 4.8,
  review_count: 12,
  response_minutes: 90,
  available: true,
  packages: [],
  offers: [],
  shortlisted: true,
  saved_at: '2026-11-28T10:00:00Z',
  ...over,
});

describe('packageTotalCents', () => {
  it("prices with the event's guests and hours, as the booking dialog does", () => {
    // per_hour $150 × 5 h = $750 + 5% fee = $787.50 (a Thursday evening: no extra charge set).
    expect(packageTotalCents({ id: 'p', name: 'Party', price: 150, pricing: 'per_hour' }, event)).toBe(78750);
    // per_guest $25 × 80 = $2,000 + $100 fee.
    expect(packageTotalCents({ id: 'g', name: 'Open bar', price: 25, pricing: 'per_guest' }, event)).toBe(
      210000,
    );
    // per_event $1,200 flat + $60 fee.
    expect(
      packageTotalCents(
        { id: 'e', name: 'Hall', price: 1200, charging_type: 'per_event', pricing: 'x' },
        event,
      ),
    ).toBe(126000);
  });
});

describe('the ways to pay a vendor', () => {
  const packages = [
    { id: 'a', name: 'Hourly', price: 150, pricing: 'per_hour' },
    { id: 'b', name: 'Flat', price: 600, pricing: 'per_event' },
  ];
  const offer = {
    id: 'o1',
    price_cents: 90_000,
    start_time: '18:00:00',
    duration_hours: 4,
    expires_at: '2026-12-01T00:00:00Z',
    refund_policy: null,
  };

  it('lists the offers first, then the packages priced for the event, each with the fee', () => {
    // $900 offer + $45 fee; Hourly $150 × 5 h = $750 + $37.50; Flat $600 + $30.
    expect(
      payChoices(item({ packages, offers: [offer] }), event).map((c) => [c.value, c.label, c.totalCents]),
    ).toEqual([
      ['offer:o1', 'Your offer, 6:00 PM for 4 h: $945.00', 94_500],
      ['a', 'Hourly: $787.50', 78_750],
      ['b', 'Flat: $630.00', 63_000],
    ]);
  });

  it('takes what the host picked, else the newest offer, else the cheapest package, else nothing', () => {
    expect(chosenPayChoice(payChoices(item({ packages, offers: [offer] }), event), 'a')?.value).toBe('a');
    expect(chosenPayChoice(payChoices(item({ packages, offers: [offer] }), event), undefined)?.value).toBe(
      'offer:o1',
    );
    // A pick no longer offered (the offer expired) falls back like no pick.
    expect(chosenPayChoice(payChoices(item({ packages }), event), 'offer:o1')?.value).toBe('b');
    expect(chosenPayChoice(payChoices(item({}), event), undefined)).toBeNull();
    // A quote-only vendor (no packages) is paid by its offer.
    expect(chosenPayChoice(payChoices(item({ offers: [offer] }), event), undefined)?.totalCents).toBe(94_500);
  });
});

describe('groupByCategory', () => {
  it("groups by service type, the checklist's categories first", () => {
    const groups = groupByCategory(
      [
        item({ vendor_id: '1', servicetype: 'Magician' }),
        item({ vendor_id: '2', servicetype: 'DJ' }),
        item({ vendor_id: '3', servicetype: 'Bartender' }),
        item({ vendor_id: '4', servicetype: 'DJ' }),
      ],
      ['Bartender', 'DJ'],
    );
    expect(groups.map((g) => [g.category, g.items.map((i) => i.vendor_id)])).toEqual([
      ['Bartender', ['3']],
      ['DJ', ['2', '4']],
      ['Magician', ['1']],
    ]);
  });
});

describe('responseTimeText', () => {
  it('rounds to hours or days', () => {
    expect(responseTimeText(20)).toBe('Replies within an hour');
    expect(responseTimeText(90)).toBe('Replies in about 2 hours');
    expect(responseTimeText(60)).toBe('Replies in about 1 hour');
    expect(responseTimeText(3000)).toBe('Replies in about 2 days');
    expect(responseTimeText(null)).toBeNull();
  });
});
