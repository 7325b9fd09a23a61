import { randomUUID } from 'node:crypto';
import type { Db } from '@partyeasy/devstack/context';
import { signatureHeader } from '@partyeasy/devstack/stripe';
import { callFunction, type PaymentStack, passwordToken } from '@partyeasy/devstack/stripe/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type ActorName, actors, ids, SEED_PASSWORD } from '../support/actors.js';

/** Untyped on purpose: attacks send what the generated types would not allow. */
export type Client = SupabaseClient;

/** What one attack observed: whether it was refused (or had no effect) and what came back. */
export interface Attempt {
  /** HTTP status of the (last) request; a refusal must be a 4xx or an empty 2xx, never a 5xx. */
  status: number;
  refused: boolean;
  detail?: unknown;
}

export interface HttpResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Rows the cases aim at, created once per stack as the superuser. */
export interface Fixtures {
  /** host's clicked_book booking with DJ Nova on a free date. */
  hostBooking: string;
  /** otherHost's clicked_book booking with DJ Nova. */
  otherHostBooking: string;
  /** host's paid booking (seed). */
  hostPaidBooking: string;
  /** host's cancelled booking. */
  hostCancelledBooking: string;
  /** host's clicked_book booking of a slot that has already started. */
  hostPastBooking: string;
  /** host's clicked_book booking of a listing that was approved, then sent back to review. */
  hostUnlistedBooking: string;
  /** A pending booking of host with a checkout session, for the webhook cases. */
  heldBooking: { id: string; sessionId: string };
  /** One of DJ Nova's packages and one of Shaken & Stirred's. */
  ownerPackage: string;
  otherVendorPackage: string;
  /** A photo in DJ Nova's owner folder (seed). */
  ownerObject: string;
  /** A photo in host's own folder. */
  hostObject: string;
  /** A free weekday (10:00-14:00 window) of DJ Nova. */
  freeDate: string;
}

export interface AttackContext {
  stack: PaymentStack;
  db: Db;
  fx: Fixtures;
  /** A real access token from password sign-in; null for anon. */
  token(actor: ActorName): string | null;
  /** supabase-js acting as the actor (the anon key alone for anon). */
  client(actor: ActorName): Client;
  /** A client whose requests carry this exact bearer token (forged ones included). */
  clientWithToken(token: string): Client;
  /** A raw request to the API (/rest/v1/…, /storage/v1/…, /auth/v1/…) as the actor or with a given token. */
  http(
    who: ActorName | { token: string },
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string>; raw?: BodyInit },
  ): Promise<HttpResult>;
  /** POST to an edge function as the browser does. */
  fn(who: ActorName | { token: string | null }, name: string, body: unknown): Promise<HttpResult>;
  /** POST to the payment webhook with an optional stripe-signature header. */
  webhook(payload: string, signature?: string): Promise<HttpResult>;
  /** A stripe-signature header for a payload (the stack's secret unless given). */
  sign(payload: string, secret?: string, timestamp?: number): string;
}

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

async function json(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

async function one<T extends Record<string, unknown>>(db: Db, sql: string, params: unknown[] = []) {
  const r = await db.query<T>(sql, params);
  const row = r.rows[0];
  if (!row) throw new Error(`fixture query returned nothing: ${sql}`);
  return row;
}

async function fixtures(db: Db): Promise<Fixtures> {
  const { date } = await one<{ date: string }>(
    db,
    `select a.date::text as date from public.availability a
      where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.end_time = '14:00'
        and a.date > current_date + 3
        and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
      order by a.date limit 1`,
    [ids.ownVendor],
  );
  const booking = async (userId: string, email: string) =>
    (
      await one<{ id: string }>(
        db,
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
           duration_hours, guest_count, selected_packages, selected_addons)
         values ($1, $2, $3, 1, $4, '10:00', 3, 20, 'Party Starter', '') returning id`,
        [ids.ownVendor, userId, email, date],
      )
    ).id;
  const hostBooking = await booking(ids.host, 'host@partyeasy.test');
  const otherHostBooking = await booking(ids.otherHost, 'host2@partyeasy.test');
  const hostCancelledBooking = await booking(ids.host, 'host@partyeasy.test');
  await db.query(`update public.bookings set payment_status = 'cancelled' where id = $1`, [
    hostCancelledBooking,
  ]);
  const { id: hostPastBooking } = await one<{ id: string }>(
    db,
    `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
       duration_hours, guest_count, selected_packages, selected_addons)
     values ($1, $2, 'host@partyeasy.test', 1, current_date - 2, '10:00', 3, 20, 'Party Starter', '') returning id`,
    [ids.ownVendor, ids.host],
  );
  // A listing of its own (so no other case depends on it), approved while the booking is made, then back
  // under review.
  const { id: unlisted } = await one<{ id: string }>(
    db,
    `insert into public.vendors (user_id, name, status, servicetype) values ($1, 'Gone Quiet', 'approved', 'DJ') returning id`,
    [ids.otherVendorUser],
  );
  await db.query(
    `insert into public."Packages" (vendor_id, name, price, charging_type, minimum_hours) values ($1, 'Party Starter', 150, 'per_hour', 3)`,
    [unlisted],
  );
  await db.query(
    `insert into public.availability (vendor_id, date, start_time, end_time) values ($1, $2, '10:00', '14:00')`,
    [unlisted, date],
  );
  const { id: hostUnlistedBooking } = await one<{ id: string }>(
    db,
    `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
       duration_hours, guest_count, selected_packages, selected_addons)
     values ($1, $2, 'host@partyeasy.test', 1, $3, '10:00', 3, 20, 'Party Starter', '') returning id`,
    [unlisted, ids.host, date],
  );
  await db.query(`update public.vendors set status = 'pending_approval' where id = $1`, [unlisted]);
  const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
  const { id: held } = await one<{ id: string }>(
    db,
    `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
       booking_time, duration_hours, guest_count, selected_packages, checkout_session_id, processing_fee)
     values ($1, $2, 'host@partyeasy.test', 450, 'pending', $3, '18:00', 1, 10, 'Party Starter', $4, 22.5)
     returning id`,
    [ids.otherVendor, ids.host, date, sessionId],
  );
  const hostObject = `${ids.host}/1763900000000-abc123-mine.png`;
  await db.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ('vendor-photos', $1, $2::uuid, $2::text, '{"mimetype":"image/png","size":67}')`,
    [hostObject, ids.host],
  );
  return {
    hostBooking,
    otherHostBooking,
    hostPaidBooking: (
      await one<{ id: string }>(
        db,
        `select id from public.bookings where user_id = $1 and payment_status = 'paid' limit 1`,
        [ids.host],
      )
    ).id,
    hostCancelledBooking,
    hostPastBooking,
    hostUnlistedBooking,
    heldBooking: { id: held, sessionId },
    ownerPackage: (
      await one<{ id: string }>(
        db,
        `select id from public."Packages" where vendor_id = $1 order by price limit 1`,
        [ids.ownVendor],
      )
    ).id,
    otherVendorPackage: (
      await one<{ id: string }>(
        db,
        `select id from public."Packages" where vendor_id = $1 order by price limit 1`,
        [ids.otherVendor],
      )
    ).id,
    ownerObject: (
      await one<{ name: string }>(
        db,
        `select name from storage.objects where bucket_id = 'vendor-photos' and name like $1 || '/%' order by name limit 1`,
        [ids.ownerVendorUser],
      )
    ).name,
    hostObject,
    freeDate: date,
  };
}

/** Signs every role in with its seed password and prepares the fixtures. */
export async function attackContext(stack: PaymentStack): Promise<AttackContext> {
  const tokens = new Map<ActorName, string | null>();
  for (const actor of Object.values(actors)) {
    tokens.set(actor.name, actor.email ? await passwordToken(stack, actor.email, SEED_PASSWORD) : null);
  }
  const fx = await fixtures(stack.db);
  const token = (actor: ActorName) => tokens.get(actor) ?? null;
  const clientWithToken = (t: string): Client =>
    createClient(stack.url, stack.anonKey, {
      auth: noSession,
      global: { headers: { Authorization: `Bearer ${t}` } },
    });
  const clients = new Map<ActorName, Client>();
  const client = (actor: ActorName): Client => {
    let c = clients.get(actor);
    if (!c) {
      const t = token(actor);
      c = t ? clientWithToken(t) : createClient(stack.url, stack.anonKey, { auth: noSession });
      clients.set(actor, c);
    }
    return c;
  };
  const bearer = (who: ActorName | { token: string | null }) =>
    typeof who === 'string' ? token(who) : who.token;
  return {
    stack,
    db: stack.db,
    fx,
    token,
    client,
    clientWithToken,
    async http(who, method, path, init = {}) {
      const t = bearer(who);
      const res = await fetch(`${stack.url}${path}`, {
        method,
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${t ?? stack.anonKey}`,
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
      });
      return { status: res.status, headers: res.headers, body: await json(res) };
    },
    async fn(who, name, body) {
      const r = await callFunction(stack, name, { token: bearer(who), body });
      return { status: r.status, body: r.body, headers: new Headers() };
    },
    async webhook(payload, signature) {
      const res = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body: payload,
      });
      return { status: res.status, headers: res.headers, body: await json(res) };
    },
    sign: (payload, secret = stack.webhookSecret, timestamp) => signatureHeader(payload, secret, timestamp),
  };
}
