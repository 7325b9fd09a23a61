import type { toBasicInfoRow } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownListingQueryOptions } from './get-own-listing';
import { vendorQueryOptions } from './get-vendor';

export type BasicInfoRow = ReturnType<typeof toBasicInfoRow>;

/** Inserts the listing (keeping the returned id) or, with a stored vendorId, updates it. Returns the id. */
export async function saveBasicInfo(input: {
  row: BasicInfoRow;
  userId: string;
  vendorId: string | null;
}): Promise<string> {
  const vendors = getSupabase().from('vendors');
  if (input.vendorId) {
    const { error } = await vendors.update(input.row).eq('id', input.vendorId);
    if (error) throw new Error(error.message);
    return input.vendorId;
  }
  const { data, error } = await vendors
    .insert({ ...input.row, user_id: input.userId })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

export function useSaveBasicInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBasicInfo,
    onSuccess: (id, input) => {
      void queryClient.invalidateQueries({ queryKey: vendorQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ownListingQueryOptions(input.userId).queryKey });
    },
  });
}
