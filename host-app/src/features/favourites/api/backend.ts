import { VENDOR_PHOTOS_BUCKET } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';

/** The page's one backend client (`getSupabase`), typed with the generated database types. */
export { getSupabase as db };

/** Public URL of a stored photo path in the vendor-photos bucket. */
export function vendorPhotoUrl(path: string): string {
  return getSupabase().storage.from(VENDOR_PHOTOS_BUCKET).getPublicUrl(path).data.publicUrl;
}
