import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownListingQueryOptions } from './get-own-listing';

/** 'Edit Listing' on an approved listing: status edit_listing (start_listing_edit). */
export async function startListingEdit(input: { vendorId: string; userId: string }): Promise<void> {
  const { error } = await getSupabase().rpc('start_listing_edit', { p_vendor_id: input.vendorId });
  if (error) throw new Error(error.message);
}

export function useStartListingEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startListingEdit,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: ownListingQueryOptions(input.userId).queryKey }),
  });
}
