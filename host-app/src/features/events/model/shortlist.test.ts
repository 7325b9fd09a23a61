import { describe, expect, it } from 'vitest';
import { cheapestPackage, groupByCategory, packageTotalCents, responseTimeText } from './shortlist';
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

describe('cheapestPackage', () => {
  it('answers the lowest total for the event, or null without packages', () => {
    const best = cheapestPackage(
      item({
        packages: [
          { id: 'a', name: 'Hourly', price: 150, pricing: 'per_hour' },
          { id: 'b', name: 'Flat', price: 600, pricing: 'per_event' },
        ],
      }),
      event,
    );
    expect(best?.pkg.id).toBe('b');
    expect(best?.totalCents).toBe(63000);
    expect(cheapestPackage(item({}), event)).toBeNull();
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
