import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from './runtime-config';

let client: SupabaseClient | undefined;

/**
 * The one backend client of the page. This module is a Module Federation singleton, so the shell and every
 * remote share its auth session. Created on first use from the runtime configuration.
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey);
  }
  return client;
}
