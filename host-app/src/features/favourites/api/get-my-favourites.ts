import { FAVOURITES_PAGE_SIZE, toCents } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { favouritesKeyRoot } from './get-favourite-ids';
import { vendorPhotoUrl } from './vendor-photo-url';

export interface FavouriteVendor {
  id: string;
  name: string;
  serviceType: string;
  photoUrl: string | null;
  /** The card price (the same rule as browse); null is 'Custom pricing'. */
  priceCents: number | null;
  rating: number | null;
  reviewCount: number;
}

export interface FavouritesPage {
  vendors: FavouriteVendor[];
  /** Live favourites in all pages. */
  total: number;
  offset: number;
}

/** One page of the signed-in user's live favourites, newest saved first (my_favourites). */
export async function getMyFavourites(offset: number): Promise<FavouritesPage> {
  const { data, error } = await getSupabase().rpc('my_favourites', {
    p_limit: FAVOURITES_PAGE_SIZE,
    p_offset: offset,
  });
  if (error) throw new Error(error.message);
  const rows = data ?? [];
  return {
    offset,
    total: Number(rows[0]?.total_count ?? offset),
    vendors: rows.map((row) => {
      const photo = row.photos?.[0];
      return {
        id: row.id,
        name: row.name,
        serviceType: row.servicetype ?? '',
        photoUrl: photo ? vendorPhotoUrl(photo) : null,
        priceCents: toCents(row.card_price) ?? null,
        rating: row.rating_avg === null ? null : Number(row.rating_avg),
        reviewCount: row.review_count ?? 0,
      };
    }),
  };
}

export function myFavouritesQueryOptions(userId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...favouritesKeyRoot, 'list', userId ?? null] as const,
    queryFn: ({ pageParam }) => getMyFavourites(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.vendors.length;
      return last.vendors.length === FAVOURITES_PAGE_SIZE && next < last.total ? next : undefined;
    },
    enabled: Boolean(userId),
  });
}

export function useMyFavourites(userId: string | undefined) {
  return useInfiniteQuery(myFavouritesQueryOptions(userId));
}
