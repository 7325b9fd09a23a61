import { VENDOR_PHOTOS_BUCKET } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorQueryOptions } from './get-vendor';
import { savePhotos } from './save-photos';

/** Removes a saved photo: the listing's list first (so it never points at a missing file), then the file. */
export async function removePhoto(input: {
  vendorId: string;
  path: string;
  remaining: string[];
}): Promise<void> {
  await savePhotos({ vendorId: input.vendorId, photos: input.remaining });
  const { error } = await getSupabase().storage.from(VENDOR_PHOTOS_BUCKET).remove([input.path]);
  if (error) throw new Error(error.message);
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSettled: (_, __, input) =>
      queryClient.invalidateQueries({ queryKey: vendorQueryOptions(input.vendorId).queryKey }),
  });
}

/** Public URL of a stored photo. */
export function photoPublicUrl(path: string): string {
  return getSupabase().storage.from(VENDOR_PHOTOS_BUCKET).getPublicUrl(path).data.publicUrl;
}
