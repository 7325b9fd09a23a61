import {
  type BrowseFilters,
  type CalendarDate,
  hasActiveFilters,
  matchesVendorFilters,
  vendorStatusLabel,
} from '@partyeasy/shared-domain';
import type { FilterChip } from '@partyeasy/shared-ui/components/filter-chips';
import dayjs from 'dayjs';

/** The admin vendor filters as the page holds them; 'All' means any. */
export interface AdminVendorFilters {
  status: string;
  date: CalendarDate | null;
  city: string | null;
  serviceType: string;
}

export const NO_VENDOR_FILTERS: AdminVendorFilters = {
  status: 'All',
  date: null,
  city: null,
  serviceType: 'All',
};

export type AdminVendorFilterKey = keyof AdminVendorFilters;

function toBrowseFilters(
  filters: AdminVendorFilters,
  availableVendorIds?: ReadonlySet<string>,
): BrowseFilters {
  return {
    status: filters.status,
    date: filters.date,
    city: filters.city,
    category: filters.serviceType,
    availableVendorIds: availableVendorIds ?? null,
  };
}

export const isFiltered = (filters: AdminVendorFilters) => hasActiveFilters(toBrowseFilters(filters));

/** The vendors passing every filter; a date keeps only vendors in `availableVendorIds`. */
export function filterAdminVendors<
  V extends { id: string; servicetype: string | null; cities_served: string[]; status: string },
>(vendors: readonly V[], filters: AdminVendorFilters, availableVendorIds?: ReadonlySet<string>): V[] {
  const browse = toBrowseFilters(filters, availableVendorIds);
  return vendors.filter((vendor) => matchesVendorFilters(vendor, browse));
}

/** One removable chip per active filter: 'Status: Pending', 'Date: Mar 14, 2026', 'Location: Dallas', 'DJ'. */
export function vendorFilterChips(filters: AdminVendorFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.status !== 'All')
    chips.push({ key: 'status', label: `Status: ${vendorStatusLabel(filters.status)}` });
  if (filters.date) chips.push({ key: 'date', label: `Date: ${dayjs(filters.date).format('MMM D, YYYY')}` });
  if (filters.city) chips.push({ key: 'city', label: `Location: ${filters.city}` });
  if (filters.serviceType !== 'All') chips.push({ key: 'serviceType', label: filters.serviceType });
  return chips;
}

/** The filters with one of them back at its default (removing a chip). */
export function withoutFilter(filters: AdminVendorFilters, key: string): AdminVendorFilters {
  if (!(key in NO_VENDOR_FILTERS)) return filters;
  const field = key as AdminVendorFilterKey;
  return { ...filters, [field]: NO_VENDOR_FILTERS[field] };
}
