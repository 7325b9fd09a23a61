import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack, type TestStackOptions } from '../src/testing.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.join(here, 'fixtures');

export const DATABASES = ['pglite', 'postgres'] as const;

/** A stack on the fixture schema (tests/fixtures/migrations) with the fixture functions. */
export function startFixtureStack(
  database: TestStackOptions['database'],
  extra: Partial<TestStackOptions> = {},
) {
  return startTestStack({
    database,
    migrationsDir: path.join(FIXTURES, 'migrations'),
    seedFile: path.join(FIXTURES, 'no-seed.sql'),
    functionsDir: path.join(FIXTURES, 'functions'),
    ...extra,
  });
}

/** A supabase-js client as the app builds it, optionally signed in with an access token. */
export function clientFor(stack: TestStack, accessToken?: string, key = stack.anonKey): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}
