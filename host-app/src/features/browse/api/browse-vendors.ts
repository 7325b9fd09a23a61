import { toCents } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BrowseFilterState } from '../model/browse-filters';
import { vendorPhotoUrl } from './vendor-photo-url';

/** Vendors per page of results ('Load more' fetches the next one). */
export const BROWSE_PAGE_SIZE = 12;

export interface BrowseVendor {
  id: string;
  name: string;
  serviceType: string;
  photoUrl: string | null;
  /** The card price the database computed with the spec's rule; null is 'Custom pricing'. */
  priceCents: number | null;
  /** Average of the visible reviews (null without any) and their number. */
  rating: number | null;
  reviewCount: number;
}

export interface BrowsePage {
  vendors: BrowseVendor[];
  /** Vendors matching the filters in all pages. */
  total: number;
  offset: number;
}

/** One page of approved vendors matching the filters, filtered and priced by the browse_vendors function. */
export async function browseVendors(filters: BrowseFilterState, offset: number): Promise<BrowsePage> {
  const { data, error } = await getSupabase().rpc('browse_vendors', {
    p_date: filters.date ?? undefined,
    p_city: filters.city ?? undefined,
    p_service_type: filters.category ?? undefined,
    p_limit: BROWSE_PAGE_SIZE,
    p_offset: offset,
    p_sort: filters.sort ?? undefined,
    p_min_rating: filters.rating ? Number(filters.rating) : undefined,
  });
  if (error) throw error;
  const rows = data ?? [];
  return {
    offset,
    total: Number(rows[0]?.total_count ?? (offset === 0 ? 0 : offset)),
    vendors: rows.map((row) => {
      const photo = row.photos?.[0];
      return {
        id: row.id ?? '',
        name: row.name ?? '',
        serviceType: row.servicetype ?? '',
        photoUrl: photo ? vendorPhotoUrl(photo) : null,
        priceCents: toCents(row.card_price) ?? null,
        rating: row.rating_avg === null ? null : Number(row.rating_avg),
        reviewCount: row.review_count ?? 0,
      };
    }),
  };
}

export function browseVendorsQueryOptions(filters: BrowseFilterState) {
  return infiniteQueryOptions({
    queryKey: ['browse-vendors', filters.date, filters.city, filters.category, filters.rating, filters.sort],
    queryFn: ({ pageParam }) => browseVendors(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.vendors.length;
      return last.vendors.length === BROWSE_PAGE_SIZE && next < last.total ? next : undefined;
    },
  });
}

export function useBrowseVendors(filters: BrowseFilterState) {
  return useInfiniteQuery(browseVendorsQueryOptions(filters));
}
