import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorQueryOptions } from './get-vendor';

/** Overwrites vendors.cities_served of the listing. */
export async function saveLocations(input: { vendorId: string; locations: string[] }): Promise<void> {
  const { error } = await getSupabase()
    .from('vendors')
    .update({ cities_served: input.locations })
    .eq('id', input.vendorId);
  if (error) throw new Error(error.message);
}

export function useSaveLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocations,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: vendorQueryOptions(input.vendorId).queryKey }),
  });
}
