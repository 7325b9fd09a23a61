import path from 'node:path';
import { rateLimitsFromEnv } from './auth/rate-limits.js';
import type { DevstackConfig } from './context.js';
import { REPO_DIR } from './db/index.js';
import { apiKey, DEFAULT_JWT_SECRET } from './jwt.js';
import { readSupabaseAuthSettings, readSupabaseLimits } from './supabase-config.js';

export const DEFAULT_API_PORT = 54321;
export const DEFAULT_MAIL_PORT = 54324;

/** Defaults for local development (limits from supabase/config.toml); anon/service keys derive from the JWT secret. */
export async function buildConfig(overrides: Partial<DevstackConfig> = {}): Promise<DevstackConfig> {
  const jwtSecret = overrides.jwtSecret ?? process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
  return {
    apiUrl: `http://127.0.0.1:${DEFAULT_API_PORT}`,
    siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
    redirectUrls: [],
    jwtExpiry: 3600,
    mailerAutoconfirm: false,
    dataDir: path.join(REPO_DIR, '.data'),
    quiet: false,
    authRateLimits: rateLimitsFromEnv(),
    maxRows: readSupabaseLimits().maxRows,
    securePasswordChange: readSupabaseAuthSettings().securePasswordChange,
    ...overrides,
    jwtSecret,
    anonKey: overrides.anonKey ?? (await apiKey('anon', jwtSecret)),
    serviceRoleKey: overrides.serviceRoleKey ?? (await apiKey('service_role', jwtSecret)),
  };
}
