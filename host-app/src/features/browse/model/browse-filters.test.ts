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
      rating: null,
      sort: null,
    });
  });

  it('reads a minimum rating among the offered ones and the rating sort', () => {
    const params = new URLSearchParams('rating=4.5&sort=rating');
    expect(parseBrowseFilters(params, today)).toEqual({ ...NO_FILTERS, rating: '4.5', sort: 'rating' });
    for (const query of ['rating=2', 'rating=five', 'sort=price']) {
      expect(parseBrowseFilters(new URLSearchParams(query), today)).toEqual(NO_FILTERS);
    }
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
    const next = withBrowseFilters(params, { ...NO_FILTERS, date: '2026-12-05', category: 'DJ' });
    expect(next.toString()).toBe('utm_source=mail&date=2026-12-05&category=DJ');
  });

  it('round-trips through the address bar', () => {
    const filters = {
      date: '2026-12-05',
      city: 'Fort Worth, TX',
      category: 'Caterer',
      rating: '4',
      sort: 'rating' as const,
    };
    const query = withBrowseFilters(new URLSearchParams(), filters).toString();
    expect(parseBrowseFilters(new URLSearchParams(query), today)).toEqual(filters);
  });
});

describe('filterChips', () => {
  it('labels each active filter in the order of the controls', () => {
    expect(
      filterChips({ date: '2026-12-05', city: 'Dallas, TX', category: 'DJ', rating: '4', sort: 'rating' }),
    ).toEqual([
      { key: 'date', label: 'Date: Sat, Dec 5, 2026' },
      { key: 'city', label: 'Location: Dallas, TX' },
      { key: 'category', label: 'DJ' },
      { key: 'rating', label: 'Rating: 4+ stars' },
    ]);
    expect(filterChips(NO_FILTERS)).toEqual([]);
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, city: 'Dallas, TX' })).toBe(true);
    // The order is not a filter: 'No vendors found' does not ask to clear it.
    expect(isFiltered({ ...NO_FILTERS, sort: 'rating' })).toBe(false);
  });
});
