import { type DataExport, PRIVACY_MESSAGES } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

/**
 * Everything the product holds about the signed-in user (public.export_my_data), with the listing photos'
 * public addresses next to their storage paths.
 */
export async function exportMyData(): Promise<DataExport> {
  const supabase = getSupabase();
  const { data, error } = await supabase.rpc('export_my_data');
  if (error || !data) {
    console.error('Data export failed', error);
    throw new Error(PRIVACY_MESSAGES.exportFailed);
  }
  const exported = data as unknown as DataExport;
  if (!exported.listing) return exported;
  const photoUrls = exported.listing.photos.map(
    (path) => supabase.storage.from('vendor-photos').getPublicUrl(path).data.publicUrl,
  );
  return { ...exported, listing: { ...exported.listing, photo_urls: photoUrls } };
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
