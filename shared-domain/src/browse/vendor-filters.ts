import type { CalendarDate } from '../calendar/calendar-date.ts';

export interface BrowseFilters {
  /** A CATEGORIES value; 'All' or empty means any. */
  category?: string | null;
  /** A city from the location dropdown; empty means any. */
  city?: string | null;
  /** The chosen event date; empty means any. */
  date?: CalendarDate | null;
  /** Vendor ids available on `date` (from the availability table); needed when `date` is set. */
  availableVendorIds?: ReadonlySet<string> | null;
  /** Admin only: a vendors.status value; 'All' or empty means any. */
  status?: string | null;
}

export interface FilterableVendor {
  id: string;
  servicetype?: string | null;
  cities_served?: readonly string[] | null;
  status?: string | null;
}

/** Whether any filter is set (drives 'matching your criteria', the chips and 'Clear all'). */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return Boolean(
    (filters.category && filters.category !== 'All') ||
      filters.city ||
      filters.date ||
      (filters.status && filters.status !== 'All'),
  );
}

/**
 * The browse and admin vendor filters. Category matches servicetype ignoring case and surrounding
 * spaces ('dj' matches 'DJ'); city matches an entry of cities_served exactly; a date keeps only vendors
 * in availableVendorIds (none when that set is missing); status matches exactly.
 */
export function matchesVendorFilters(vendor: FilterableVendor, filters: BrowseFilters): boolean {
  const category =
    filters.category && filters.category !== 'All' ? filters.category.trim().toLowerCase() : '';
  if (category && (vendor.servicetype ?? '').trim().toLowerCase() !== category) return false;
  if (filters.city && !(vendor.cities_served ?? []).includes(filters.city)) return false;
  if (filters.date && !filters.availableVendorIds?.has(vendor.id)) return false;
  if (filters.status && filters.status !== 'All' && vendor.status !== filters.status) return false;
  return true;
}

/**
 * The result count line: 'Found 3 vendor(s)', plus ' matching your criteria' when a filter is active
 * ('Found 0 vendor(s) matching your criteria'). The admin page always uses the long form.
 */
export function vendorCountText(count: number, filtered: boolean): string {
  return `Found ${count} vendor(s)${filtered ? ' matching your criteria' : ''}`;
}

/** The location dropdown: every city served by the given vendors, once, sorted. */
export function citiesServed(vendors: readonly FilterableVendor[]): string[] {
  return [...new Set(vendors.flatMap((v) => v.cities_served ?? []).filter((c) => c.trim() !== ''))].sort(
    (a, b) => a.localeCompare(b),
  );
}
