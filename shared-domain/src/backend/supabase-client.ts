import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createFetchWithTimeout } from './fetch-with-timeout.ts';
import { getRuntimeConfig } from './runtime-config.ts';

let client: SupabaseClient | undefined;

/**
 * The one backend client of the page. This module is a Module Federation singleton, so the shell and every
 * remote share its auth session. Created on first use from the runtime configuration; calls that hang
 * end in an error after a while (see fetch-with-timeout.ts).
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, { global: { fetch: createFetchWithTimeout() } });
  }
  return client;
}
