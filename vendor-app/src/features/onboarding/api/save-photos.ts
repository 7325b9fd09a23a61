import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorQueryOptions } from './get-vendor';

/** Overwrites vendors.photos of the listing; failures read 'Database error: <message>'. */
export async function savePhotos(input: { vendorId: string; photos: string[] }): Promise<void> {
  const { error } = await getSupabase()
    .from('vendors')
    .update({ photos: input.photos })
    .eq('id', input.vendorId);
  if (error) throw new Error(`Database error: ${error.message}`);
}

export function useSavePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePhotos,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: vendorQueryOptions(input.vendorId).queryKey }),
  });
}
