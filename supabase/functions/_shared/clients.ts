import type { Database } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { ConfigError, type FunctionEnv } from './env.ts';
import { HttpError, isUuid } from './http.ts';

export type Db = SupabaseClient<Database>;
/**
 * A bookings row as `select('*')` returns it. The generated Row also lists functions of the row that PostgREST offers as computed fields (selected only when named; not granted to the API roles).
 */
export type BookingRow = Omit<Database['public']['Tables']['bookings']['Row'], BookingComputedField>;
/** The computed fields (functions of a bookings row) the generator lists in Row. */
export type BookingComputedField =
  | 'hold_is_stale'
  | 'hold_is_active'
  | 'booking_starts_at'
  | 'booking_ends_at'
  | 'booking_paid_cents'
  | 'booking_vendor_due_cents';

/**
 * Runs one statement again when PostgreSQL aborted it as a deadlock victim (40P01), as PostgreSQL asks of
 * applications. Concurrent holds of one slot can deadlock inside the bookings_no_overlap exclusion check: the
 * request attaching its session to its hold waits for another request's half-made hold, which waits for it;
 * PostgreSQL then aborts one of them. Only single statements that are safe to repeat go through here.
 */
export async function retryOnDeadlock<T extends { error: { code?: string } | null }>(
  run: () => PromiseLike<T>,
  attempts = 3,
): Promise<T> {
  let result = await run();
  for (let i = 1; i < attempts && result.error?.code === '40P01'; i++) result = await run();
  return result;
}

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** Service-role client: bypasses RLS, so every query below checks ownership itself. */
export function serviceClient(env: FunctionEnv): Db {
  return createClient<Database>(env.supabaseUrl, env.serviceRoleKey, { auth: noSession });
}

/** A client acting as the caller (RLS and the RPCs' own checks apply). */
export function userClient(env: FunctionEnv, token: string): Db {
  return createClient<Database>(env.supabaseUrl, env.anonKey, {
    auth: noSession,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** The caller's user from their access token (asks the auth server, so revoked sessions fail), or a 401. */
export async function authenticatedUser(env: FunctionEnv, token: string) {
  const { data, error } = await createClient(env.supabaseUrl, env.anonKey, { auth: noSession }).auth.getUser(
    token,
  );
  if (error || !data.user) throw new HttpError(401, 'unauthorized', 'You must be logged in to book.');
  return data.user;
}

/**
 * The official SDK; STRIPE_API_BASE (e.g. http://127.0.0.1:12111) points it at the local stand-in. The
 * fetch HTTP client works on Node and on Supabase Edge alike.
 */
export function stripeClient(env: FunctionEnv): Stripe {
  if (!env.stripeSecretKey) throw new ConfigError('STRIPE_SECRET_KEY must be set');
  const base = env.stripeApiBase ? new URL(env.stripeApiBase) : null;
  return new Stripe(env.stripeSecretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** A caller's own booking (service-role read, then an owner check), or a 404 that reveals nothing. */
export async function ownBooking(db: Db, bookingId: unknown, userId: string): Promise<BookingRow> {
  if (!isUuid(bookingId)) {
    throw new HttpError(400, 'invalid_body', 'bookingId must be the id of the booking row.');
  }
  const { data, error } = await db.from('bookings').select('*').eq('id', bookingId).maybeSingle();
  if (error) throw new Error(`loading booking ${bookingId}: ${error.message}`);
  if (!data || data.user_id !== userId) throw new HttpError(404, 'booking_not_found', 'Booking not found.');
  return data;
}
