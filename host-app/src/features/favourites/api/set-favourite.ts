import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouriteIdsQueryOptions, favouritesKeyRoot } from './get-favourite-ids';

export interface SetFavouriteInput {
  vendorId: string;
  favourite: boolean;
}

/** Saves or removes one favourite of the signed-in user (the database keeps it to their own rows). */
export async function setFavourite({ vendorId, favourite }: SetFavouriteInput): Promise<void> {
  if (favourite) {
    const { error } = await getSupabase().from('favourites').insert({ vendor_id: vendorId });
    // Already saved (another tab): what the user asked for is true.
    if (error && error.code !== '23505') throw new Error(error.message);
  } else {
    const { error } = await getSupabase().from('favourites').delete().eq('vendor_id', vendorId);
    if (error) throw new Error(error.message);
  }
}

/**
 * The heart's save: the heart turns at once (the ids in the cache), and turns back when the server
 * refuses. Presses on one vendor are sent one after another, so the last press is what stays.
 */
export function useSetFavourite(userId: string | undefined) {
  const queryClient = useQueryClient();
  const idsKey = favouriteIdsQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn: setFavourite,
    scope: { id: 'favourites' },
    onMutate: async ({ vendorId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData(idsKey);
      const next = new Set(before ?? []);
      if (favourite) next.add(vendorId);
      else next.delete(vendorId);
      queryClient.setQueryData(idsKey, next);
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(idsKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKeyRoot }),
  });
}
