import { passwordToken } from '@partyeasy/devstack/stripe/testing';
import type { TestStack } from '@partyeasy/devstack/testing';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type ActorName, actors, SEED_PASSWORD } from './actors.js';

type Api = Pick<TestStack, 'url' | 'anonKey'>;

/** supabase-js over the stack's HTTP API as the holder of `token` (an access token or a key); none: anon. */
export function apiClient(stack: Api, token?: string): SupabaseClient<Database> {
  return createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
}

/**
 * The seed's accounts signed in by password (real sessions, as the apps have): each one's access token and a
 * client that sends it, and an anonymous client under 'anon'.
 */
export async function seedSessions(
  stack: Api,
  names: readonly Exclude<ActorName, 'anon'>[],
): Promise<{ tokens: Map<ActorName, string>; clients: Map<ActorName, SupabaseClient<Database>> }> {
  const tokens = new Map<ActorName, string>();
  const clients = new Map<ActorName, SupabaseClient<Database>>([['anon', apiClient(stack)]]);
  for (const name of names) {
    const token = await passwordToken(stack, actors[name].email!, SEED_PASSWORD);
    tokens.set(name, token);
    clients.set(name, apiClient(stack, token));
  }
  return { tokens, clients };
}
