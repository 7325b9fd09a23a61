import { getSupabase } from '@partyeasy/shared-domain/backend';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminVendorFilters,
  type AdminVendorSearchArgs,
  type AdminVendorSort,
  type AdminVendorStandingFilter,
  adminVendorSearchArgs,
} from '../model/admin-vendor-filters';
import type { VendorRow } from './rows';
import { vendorPhotoUrl } from './vendor-photo-url';

export interface AdminVendor extends VendorRow {
  /** Storage path of the first photo, its public URL, and the card price of the public cards, all from SQL. */
  first_photo: string | null;
  photoUrl: string | null;
  card_price: number | null;
  package_count: number;
  /** How many of the Terms' four rules it falls short of, as of the last refresh; null before the first. */
  standing_shortfalls: number | null;
}

export interface AdminVendorsPage {
  vendors: AdminVendor[];
  /** Every vendor matching the filters (Prefer: count=exact). */
  total: number;
}

/** How many vendor cards a page shows. */
export const ADMIN_VENDORS_PAGE_SIZE = 24;

/**
 * One page of the vendors matching the filters, newest first or by standing (admin_vendor_search: filtered
 * in SQL with each vendor's first photo, the public card price (vendor_card_price) and the standing the
 * schedule keeps in vendor_standings; RLS lets admins read every listing).
 */
export async function getAdminVendorsPage(
  args: AdminVendorSearchArgs,
  page: number,
  options: { standing?: AdminVendorStandingFilter; sort?: AdminVendorSort; pageSize?: number } = {},
): Promise<AdminVendorsPage> {
  const { standing = 'All', sort = 'newest', pageSize = ADMIN_VENDORS_PAGE_SIZE } = options;
  const client = getSupabase();
  const from = (page - 1) * pageSize;
  let query = client.rpc('admin_vendor_search', args, { get: true, count: 'exact' });
  if (standing === 'Falls short') query = query.gt('standing_shortfalls', 0);
  if (sort === 'standing')
    query = query.order('standing_shortfalls', { ascending: false, nullsFirst: false });
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  if (error) throw error;
  const vendors = (data as unknown as Omit<AdminVendor, 'photoUrl'>[]).map((vendor) => ({
    ...vendor,
    package_count: Number(vendor.package_count ?? 0),
    photoUrl: vendor.first_photo ? vendorPhotoUrl(vendor.first_photo) : null,
  }));
  return { vendors, total: count ?? vendors.length };
}

/** The key every page of the vendor list lives under (a decision makes them all stale). */
export const ADMIN_VENDORS_KEY = ['admin', 'vendors'] as const;

export const adminVendorsQueryOptions = (filters: AdminVendorFilters, page: number, sort: AdminVendorSort) =>
  queryOptions({
    queryKey: [...ADMIN_VENDORS_KEY, filters, page, sort] as const,
    queryFn: () =>
      getAdminVendorsPage(adminVendorSearchArgs(filters), page, { standing: filters.standing, sort }),
  });

export function useAdminVendors(filters: AdminVendorFilters, page: number, sort: AdminVendorSort) {
  return useQuery({ ...adminVendorsQueryOptions(filters, page, sort), placeholderData: keepPreviousData });
}
