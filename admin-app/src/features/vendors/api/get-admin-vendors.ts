import { getSupabase } from '@partyeasy/shared-domain/backend';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminVendorFilters,
  type AdminVendorSearchArgs,
  adminVendorSearchArgs,
} from '../model/admin-vendor-filters';
import type { VendorRow } from './rows';

export interface AdminVendor extends VendorRow {
  /** Storage path of the first photo, its public URL and the lowest package price, all from SQL. */
  first_photo: string | null;
  photoUrl: string | null;
  lowest_price: number | null;
  package_count: number;
}

export interface AdminVendorsPage {
  vendors: AdminVendor[];
  /** Every vendor matching the filters (Prefer: count=exact). */
  total: number;
}

/** How many vendor cards a page shows. */
export const ADMIN_VENDORS_PAGE_SIZE = 24;

/**
 * One page of the vendors matching the filters, newest first (admin_vendor_search: filtered in SQL with
 * each vendor's first photo and lowest package price; RLS lets admins read every listing).
 */
export async function getAdminVendorsPage(
  args: AdminVendorSearchArgs,
  page: number,
  pageSize = ADMIN_VENDORS_PAGE_SIZE,
): Promise<AdminVendorsPage> {
  const client = getSupabase();
  const from = (page - 1) * pageSize;
  const { data, error, count } = await client
    .rpc('admin_vendor_search', args, { get: true, count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  if (error) throw error;
  const vendors = (data as unknown as Omit<AdminVendor, 'photoUrl'>[]).map((vendor) => ({
    ...vendor,
    package_count: Number(vendor.package_count ?? 0),
    photoUrl: vendor.first_photo
      ? client.storage.from('vendor-photos').getPublicUrl(vendor.first_photo).data.publicUrl
      : null,
  }));
  return { vendors, total: count ?? vendors.length };
}

/** The key every page of the vendor list lives under (a decision makes them all stale). */
export const ADMIN_VENDORS_KEY = ['admin', 'vendors'] as const;

export const adminVendorsQueryOptions = (filters: AdminVendorFilters, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_VENDORS_KEY, filters, page] as const,
    queryFn: () => getAdminVendorsPage(adminVendorSearchArgs(filters), page),
  });

export function useAdminVendors(filters: AdminVendorFilters, page: number) {
  return useQuery({ ...adminVendorsQueryOptions(filters, page), placeholderData: keepPreviousData });
}
