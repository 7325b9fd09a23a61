import { CATEGORIES, type CalendarDate, isCalendarDate, MIN_RATING_OPTIONS } from '@partyeasy/shared-domain';
import dayjs from 'dayjs';

/**
 * The browse filters as the URL carries them: `?date=2026-12-05&city=Dallas%2C+TX&category=DJ&rating=4&sort=rating`.
 */
export interface BrowseFilterState {
  date: CalendarDate | null;
  city: string | null;
  /** A CATEGORIES value other than 'All'; null means all categories. */
  category: string | null;
  /** Minimum average rating, one of MIN_RATING_OPTIONS ('4.5', '4', '3'); null: any. */
  rating: string | null;
  /** 'rating': highest rated first; null: newest first. */
  sort: 'rating' | null;
}

export type BrowseFilterKey = keyof BrowseFilterState;

export const NO_FILTERS: BrowseFilterState = {
  date: null,
  city: null,
  category: null,
  rating: null,
  sort: null,
};

const FILTER_KEYS: readonly BrowseFilterKey[] = ['date', 'city', 'category', 'rating', 'sort'];

const RATINGS: readonly string[] = MIN_RATING_OPTIONS.map(String);

/**
 * Reads the filters from the address bar, dropping what cannot be a filter: a date that is malformed or
 * before `today` (a shared link from last week), an unknown category, a blank city.
 * `?date=2026-13-01&category=Clown&city=%20` → no filters.
 */
export function parseBrowseFilters(params: URLSearchParams, today: CalendarDate): BrowseFilterState {
  const date = params.get('date');
  const city = params.get('city')?.trim();
  const category = params.get('category');
  const rating = params.get('rating');
  return {
    date: date && isCalendarDate(date) && date >= today ? date : null,
    city: city ? city : null,
    category: category && category !== 'All' && CATEGORIES.includes(category as never) ? category : null,
    rating: rating && RATINGS.includes(rating) ? rating : null,
    sort: params.get('sort') === 'rating' ? 'rating' : null,
  };
}

/** The filters written back into the search params, keeping any unrelated parameter as it was. */
export function withBrowseFilters(params: URLSearchParams, filters: BrowseFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Whether anything narrows the results (the sort order does not). */
export function isFiltered(filters: BrowseFilterState): boolean {
  return FILTER_KEYS.some((key) => key !== 'sort' && filters[key] !== null);
}

/** 'Sat, Dec 5, 2026' for a chip or the date button. */
export function formatEventDate(date: CalendarDate): string {
  return dayjs(date).format('ddd, MMM D, YYYY');
}

/** The active filters as chips, in the order of the controls: date, location, category, rating. */
export function filterChips(filters: BrowseFilterState): { key: BrowseFilterKey; label: string }[] {
  const chips: { key: BrowseFilterKey; label: string }[] = [];
  if (filters.date) chips.push({ key: 'date', label: `Date: ${formatEventDate(filters.date)}` });
  if (filters.city) chips.push({ key: 'city', label: `Location: ${filters.city}` });
  if (filters.category) chips.push({ key: 'category', label: filters.category });
  if (filters.rating) chips.push({ key: 'rating', label: `Rating: ${filters.rating}+ stars` });
  return chips;
}
