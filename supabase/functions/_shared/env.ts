import process from 'node:process';

/**
 * The functions' configuration, read at each request (the devstack can serve several stacks from one
 * process). `node:process` exists on Node and on Supabase Edge (Deno).
 */
export interface FunctionEnv {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  stripeSecretKey: string | undefined;
  /** e.g. http://127.0.0.1:12111 for the local stand-in; unset = the real provider. */
  stripeApiBase: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** The Connect endpoint's signing secret (events of connected accounts), if it has its own. */
  stripeConnectWebhookSecret: string | undefined;
  /** Extra CORS origins, comma-separated (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
}

const read = (name: string) => {
  const v = process.env[name]?.trim();
  return v ? v : undefined;
};

export class ConfigError extends Error {}

export function functionEnv(): FunctionEnv {
  const supabaseUrl = read('SUPABASE_URL');
  const anonKey = read('SUPABASE_ANON_KEY');
  const serviceRoleKey = read('SUPABASE_SERVICE_ROLE_KEY');
  if (!supabaseUrl || !anonKey || !serviceRoleKey) {
    throw new ConfigError('SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must be set');
  }
  return {
    supabaseUrl,
    anonKey,
    serviceRoleKey,
    siteUrl: (read('SITE_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    stripeSecretKey: read('STRIPE_SECRET_KEY'),
    stripeApiBase: read('STRIPE_API_BASE'),
    stripeWebhookSecret: read('STRIPE_WEBHOOK_SECRET'),
    stripeConnectWebhookSecret: read('STRIPE_CONNECT_WEBHOOK_SECRET'),
    allowedOrigins: (read('ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}
