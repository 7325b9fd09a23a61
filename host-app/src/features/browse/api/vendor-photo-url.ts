import { VENDOR_PHOTOS_BUCKET } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';

/** Public URL of a stored photo path in the vendor-photos bucket. */
export function vendorPhotoUrl(path: string): string {
  return getSupabase().storage.from(VENDOR_PHOTOS_BUCKET).getPublicUrl(path).data.publicUrl;
}
