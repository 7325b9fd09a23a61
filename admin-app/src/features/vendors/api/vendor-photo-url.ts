import { getSupabase } from '@partyeasy/shared-domain/backend';

/** The public URL of a photo in the vendor-photos bucket (a storage path of vendors.photos). */
export function vendorPhotoUrl(path: string): string {
  return getSupabase().storage.from('vendor-photos').getPublicUrl(path).data.publicUrl;
}
