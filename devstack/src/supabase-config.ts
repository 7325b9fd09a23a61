import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { REPO_DIR } from './db/index.js';

/** supabase/config.toml: the Supabase CLI's project file, the one source of the API's limits. */
export const SUPABASE_CONFIG_FILE = path.join(REPO_DIR, 'supabase/config.toml');

/** What the devstack takes from supabase/config.toml. */
export interface SupabaseLimits {
  /** [api] max_rows: the most rows one read (table, view or function) returns; null when unset (no cap). */
  maxRows: number | null;
}

/**
 * Reads the limits from a config.toml in the CLI's shape. A missing or malformed value is an error that
 * names the file and the key, so the devstack never runs with a cap other than the deployed one.
 */
export function readSupabaseLimits(file: string = SUPABASE_CONFIG_FILE): SupabaseLimits {
  const doc = parse(readFileSync(file, 'utf8')) as { api?: { max_rows?: unknown } };
  const maxRows = doc.api?.max_rows;
  if (maxRows === undefined) return { maxRows: null };
  if (typeof maxRows !== 'number' || !Number.isInteger(maxRows) || maxRows < 1) {
    throw new Error(`${file}: [api] max_rows must be a positive integer, got ${JSON.stringify(maxRows)}`);
  }
  return { maxRows };
}

/** What the devstack's auth takes from supabase/config.toml. */
export interface SupabaseAuthSettings {
  /** [auth.email] secure_password_change: GoTrue's reauthentication for password changes. */
  securePasswordChange: boolean;
}

export function readSupabaseAuthSettings(file: string = SUPABASE_CONFIG_FILE): SupabaseAuthSettings {
  const doc = parse(readFileSync(file, 'utf8')) as {
    auth?: { email?: { secure_password_change?: unknown } };
  };
  const value = doc.auth?.email?.secure_password_change ?? false;
  if (typeof value !== 'boolean') {
    throw new Error(`${file}: [auth.email] secure_password_change must be true or false`);
  }
  return { securePasswordChange: value };
}
