import { getSupabase } from '@partyeasy/shared-domain/backend';

/** The page's one backend client (`getSupabase`), typed with the generated database types. */
export { getSupabase as db };
