import { describe, expect, it } from 'vitest';
import { citiesServed, hasActiveFilters, matchesVendorFilters, vendorCountText } from './vendor-filters.ts';

const sam = { id: 'v1', servicetype: 'DJ', cities_served: ['Dallas, TX', 'Plano, TX'], status: 'approved' };
const ana = {
  id: 'v2',
  servicetype: 'Photographer',
  cities_served: ['Austin, TX'],
  status: 'pending_approval',
};

describe('vendor filters', () => {
  it.each([
    [{}, ['v1', 'v2']],
    [{ category: 'All' }, ['v1', 'v2']],
    [{ category: 'dj' }, ['v1']],
    [{ city: 'Austin, TX' }, ['v2']],
    [{ date: '2026-11-28', availableVendorIds: new Set(['v2']) }, ['v2']],
    [{ date: '2026-11-28' }, []],
    [{ status: 'pending_approval' }, ['v2']],
    [{ category: 'DJ', city: 'Austin, TX' }, []],
  ])('%j keeps %j', (filters, ids) => {
    expect([sam, ana].filter((v) => matchesVendorFilters(v, filters)).map((v) => v.id)).toEqual(ids);
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters({ category: 'All' })).toBe(false);
    expect(hasActiveFilters({ category: 'Magician' })).toBe(true);
    expect(hasActiveFilters({ date: '2026-11-28' })).toBe(true);
    expect(hasActiveFilters({ status: 'All', city: '' })).toBe(false);
  });

  it('words the result count', () => {
    expect(vendorCountText(3, false)).toBe('Found 3 vendor(s)');
    expect(vendorCountText(0, true)).toBe('Found 0 vendor(s) matching your criteria');
  });

  it('lists cities once, sorted', () => {
    expect(citiesServed([sam, ana, { id: 'v3', cities_served: ['Dallas, TX', ' '] }])).toEqual([
      'Austin, TX',
      'Dallas, TX',
      'Plano, TX',
    ]);
  });
});
