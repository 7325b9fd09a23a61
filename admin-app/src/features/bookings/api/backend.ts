import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';

/** The page's one backend client (`getSupabase`), typed with the generated database types. */
export { getSupabase as db };

export type BookingRow = Database['public']['Tables']['bookings']['Row'];
