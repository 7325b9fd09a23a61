import { describe, expect, it } from 'vitest';
import { filterChips, isFiltered, NO_FILTERS, parseBrowseFilters, withBrowseFilters } from './browse-filters';

const today = '2026-11-22';

describe('parseBrowseFilters', () => {
  it('reads a date from today on, a city and a category', () => {
    const params = new URLSearchParams('date=2026-11-22&city=Dallas%2C+TX&category=Event+Venue');
    expect(parseBrowseFilters(params, today)).toEqual({
      date: '2026-11-22',
      city: 'Dallas, TX',
      category: 'Event Venue',
    });
  });

  it('drops past or impossible dates, unknown categories, All and blank cities', () => {
    for (const query of [
      'date=2026-11-21',
      'date=2026-02-30',
      'category=Clown',
      'category=All',
      'city=%20',
    ]) {
      expect(parseBrowseFilters(new URLSearchParams(query), today)).toEqual(NO_FILTERS);
    }
  });
});

describe('withBrowseFilters', () => {
  it('writes set filters, removes cleared ones and keeps other parameters', () => {
    const params = new URLSearchParams('utm_source=mail&city=Austin%2C+TX');
    const next = withBrowseFilters(params, { date: '2026-12-05', city: null, category: 'DJ' });
    expect(next.toString()).toBe('utm_source=mail&date=2026-12-05&category=DJ');
  });

  it('round-trips through the address bar', () => {
    const filters = { date: '2026-12-05', city: 'Fort Worth, TX', category: 'Caterer' };
    const query = withBrowseFilters(new URLSearchParams(), filters).toString();
    expect(parseBrowseFilters(new URLSearchParams(query), today)).toEqual(filters);
  });
});

describe('filterChips', () => {
  it('labels each active filter in the order of the controls', () => {
    expect(filterChips({ date: '2026-12-05', city: 'Dallas, TX', category: 'DJ' })).toEqual([
      { key: 'date', label: 'Date: Sat, Dec 5, 2026' },
      { key: 'city', label: 'Location: Dallas, TX' },
      { key: 'category', label: 'DJ' },
    ]);
    expect(filterChips(NO_FILTERS)).toEqual([]);
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, city: 'Dallas, TX' })).toBe(true);
  });
});
