import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeFirstVendor } from '../first-screen';
import { PROFILE_VENDOR_COLUMNS, type ProfileVendor } from '../model/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter can be a vendor id at all (malformed ids never reach the backend). */
export function isVendorId(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id);
}

/**
 * An approved vendor's public profile; null when there is no such approved vendor. The first time, the row
 * the static first screen already asked for (`../first-screen.ts`), if any.
 */
export async function getVendor(id: string): Promise<ProfileVendor | null> {
  if (!isVendorId(id)) return null;
  const first = await takeFirstVendor(id);
  if (first !== undefined) return first;
  const { data, error } = await getSupabase()
    .from('vendor_profiles')
    .select(PROFILE_VENDOR_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  // The view's columns are typed nullable; those of a live listing are the table's (id, name, arrays not null).
  return data as ProfileVendor | null;
}

export function vendorQueryOptions(id: string) {
  return queryOptions({ queryKey: ['vendor', id], queryFn: () => getVendor(id) });
}

export function useVendor(id: string) {
  return useQuery(vendorQueryOptions(id));
}
