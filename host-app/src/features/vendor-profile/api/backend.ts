import { VENDOR_PHOTOS_BUCKET } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/supabase/types';
import type { SupabaseClient } from '@supabase/supabase-js';

/** The page's one backend client, typed with the generated database types. */
export function db(): SupabaseClient<Database> {
  return getSupabase() as unknown as SupabaseClient<Database>;
}

/** Public URL of a stored photo path in the vendor-photos bucket. */
export function vendorPhotoUrl(path: string): string {
  return db().storage.from(VENDOR_PHOTOS_BUCKET).getPublicUrl(path).data.publicUrl;
}
