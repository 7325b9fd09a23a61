import { type CalendarDate, vendorStatusLabel } from '@partyeasy/shared-domain';
import type { FilterChip } from '@partyeasy/shared-ui/components/filter-chips';
import dayjs from 'dayjs';

/** The admin vendor filters as the page holds them; 'All' means any. */
export interface AdminVendorFilters {
  status: string;
  date: CalendarDate | null;
  city: string | null;
  serviceType: string;
  /** Vendor name or e-mail (a substring, case ignored). */
  search: string;
  /** 'Falls short': only vendors that fall short of a rule of the Terms (vendor_standings). */
  standing: AdminVendorStandingFilter;
}

export const ADMIN_VENDOR_STANDING_FILTERS = ['All', 'Falls short'] as const;
export type AdminVendorStandingFilter = (typeof ADMIN_VENDOR_STANDING_FILTERS)[number];

/** The list's orders: newest listing first, or by standing (most rules missed first, then newest). */
export const ADMIN_VENDOR_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'standing', label: 'Standing, worst first' },
] as const;
export type AdminVendorSort = (typeof ADMIN_VENDOR_SORTS)[number]['value'];

export const NO_VENDOR_FILTERS: AdminVendorFilters = {
  status: 'All',
  date: null,
  city: null,
  serviceType: 'All',
  search: '',
  standing: 'All',
};

export type AdminVendorFilterKey = keyof AdminVendorFilters;

/** The arguments of admin_vendor_search (absent = no filter). */
export interface AdminVendorSearchArgs {
  p_status?: string;
  p_service_type?: string;
  p_city?: string;
  p_available_on?: string;
  p_search?: string;
}

/**
 * The filters as admin_vendor_search arguments: { status: 'pending_approval', serviceType: 'DJ',
 * search: ' nova ', … 'All'/null } → { p_status: 'pending_approval', p_service_type: 'DJ', p_search: 'nova' }.
 */
export function adminVendorSearchArgs(filters: AdminVendorFilters): AdminVendorSearchArgs {
  const args: AdminVendorSearchArgs = {};
  if (filters.status !== 'All') args.p_status = filters.status;
  if (filters.serviceType !== 'All') args.p_service_type = filters.serviceType;
  if (filters.city) args.p_city = filters.city;
  if (filters.date) args.p_available_on = filters.date;
  if (filters.search.trim() !== '') args.p_search = filters.search.trim();
  return args;
}

export const isFiltered = (filters: AdminVendorFilters) =>
  Object.keys(adminVendorSearchArgs(filters)).length > 0 || filters.standing !== 'All';

/**
 * One removable chip per active filter: 'Status: Pending', 'Date: Mar 14, 2026', 'Location: Dallas', 'DJ',
 * 'Search: nova', 'Standing: Falls short'.
 */
export function vendorFilterChips(filters: AdminVendorFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.status !== 'All')
    chips.push({ key: 'status', label: `Status: ${vendorStatusLabel(filters.status)}` });
  if (filters.date) chips.push({ key: 'date', label: `Date: ${dayjs(filters.date).format('MMM D, YYYY')}` });
  if (filters.city) chips.push({ key: 'city', label: `Location: ${filters.city}` });
  if (filters.serviceType !== 'All') chips.push({ key: 'serviceType', label: filters.serviceType });
  if (filters.search.trim() !== '') chips.push({ key: 'search', label: `Search: ${filters.search.trim()}` });
  if (filters.standing !== 'All') chips.push({ key: 'standing', label: `Standing: ${filters.standing}` });
  return chips;
}

/** The filters with one of them back at its default (removing a chip). */
export function withoutFilter(filters: AdminVendorFilters, key: string): AdminVendorFilters {
  if (!(key in NO_VENDOR_FILTERS)) return filters;
  const field = key as AdminVendorFilterKey;
  return { ...filters, [field]: NO_VENDOR_FILTERS[field] };
}
