import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';
import type { SupabaseClient } from '@supabase/supabase-js';

/** The page's one backend client, typed with the generated database types. */
export function db(): SupabaseClient<Database> {
  return getSupabase() as unknown as SupabaseClient<Database>;
}
