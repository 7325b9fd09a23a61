import { createClient, type SupabaseClient } from '@supabase/supabase-js';
// Types only (erased from every bundle): the generated types of the migrations, `../database.ts`.
import type { Database } from '../database.ts';
import { createFetchWithTimeout } from './fetch-with-timeout.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/** The backend client typed with the generated database types: tables, views, functions and their rows. */
export type Db = SupabaseClient<Database>;

export type { Database };

let client: Db | undefined;

/**
 * The one backend client of the page. This module is a Module Federation singleton, so the shell and every
 * remote share its auth session. Created on first use from the runtime configuration; calls that hang
 * end in an error after a while (see fetch-with-timeout.ts).
 */
export function getSupabase(): Db {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      global: { fetch: createFetchWithTimeout() },
    });
  }
  return client;
}
