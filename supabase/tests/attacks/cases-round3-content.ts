import { ids } from '../support/actors.js';
import { PNG_BYTES } from '../support/api-client.js';
import { type AttackCase, all, clientError, failed, nothingRead } from './cases.js';
import type { AttackContext, Attempt } from './context.js';

/**
 * Hardening round 3 (issue 41), classes 3-5: one rule for user-written text (invisible-only text is empty;
 * control and direction characters are refused), upload budgets, and moderators' identity. Same contract as
 * cases.ts: refused without a server error, every listed table unchanged.
 */

const R = {
  reviews: 'public.reviews',
  replies: 'public.review_replies',
  moderation: 'public.review_moderation',
  stats: 'public.vendor_review_stats',
};
const reviewTables = [R.reviews, R.replies, R.moderation, R.stats];
/** Shaken & Stirred, owned by otherVendor; its bookings' host is `host`. */
const VENDOR = ids.otherVendor;

/** Text that shows nothing, text that hides its direction, text that carries terminal controls. */
const ZERO_WIDTH = '\u200B\u200C\u200D\u2060\uFEFF';
const RTL_TITLE = 'Avoid \u202Egnp.exe';
const CONTROL = 'Thanks\u0007\u001B[2J\u0008';

let daysBack = 900;
async function completedBooking(ctx: AttackContext): Promise<string> {
  daysBack += 1;
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, payment_status,
       booking_date, booking_time, duration_hours, guest_count, selected_packages, completed_at)
     values ($1, $2, 'fixture@partyeasy.test', 'Fixture', 300, 'completed', current_date - $3::int, '10:00', 1, 10,
             'Cocktail Hour', now() - interval '1 day')
     returning id`,
    [VENDOR, ids.host, daysBack],
  );
  return rows[0]?.id as string;
}

/** host's visible (or hidden by the admin) review of a completed booking, written as the superuser. */
async function review(ctx: AttackContext, hidden = false): Promise<string> {
  const booking = await completedBooking(ctx);
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name,
       event_month, hidden_at, hidden_by, hidden_reason)
     values ($1, $2, $3, 3, 'Fine', 'A fine evening.', 'Hannah', date_trunc('month', now())::date,
             case when $4 then now() end, case when $4 then $5::uuid end, case when $4 then 'Personal data' end)
     returning id`,
    [booking, VENDOR, ids.host, hidden, ids.admin],
  );
  const id = rows[0]?.id as string;
  if (hidden)
    await ctx.db.query(
      `insert into public.review_moderation (review_id, action, reason, admin_id) values ($1, 'hidden', 'Personal data', $2)`,
      [id, ids.admin],
    );
  return id;
}

/** An RPC refused with this HTTP status and, when given, exactly this message. */
const refusedWith = (
  status: number,
  r: { error: { message?: string } | null; status: number },
  message?: string,
): Attempt => ({
  status: r.status,
  refused: r.error !== null && r.status === status && (message === undefined || r.error.message === message),
  detail: r.error,
});

/** A write refused by a user-text check (SQLSTATE 23514 on a `*_user_text` constraint), not by something else. */
const textCheck = (r: { error: { code?: string; message?: string } | null; status: number }): Attempt => ({
  status: r.status,
  refused: r.error?.code === '23514' && /_user_text/.test(r.error.message ?? ''),
  detail: r.error,
});

/** A read whose answer carries no account id of the admin. */
const noAdminId = (r: { error: unknown; status: number; data?: unknown }): Attempt => ({
  status: r.status,
  refused: r.error !== null || !JSON.stringify(r.data ?? null).includes(ids.admin),
  detail: r.error ?? r.data,
});

// Upload budgets ---------------------------------------------------------------------------------------------
const FILLER = 'budget-filler';
const uploadsOutsideFillers = `(select * from public.uploads where object_name not like '%/${FILLER}-%')`;
const uploadTables = ['storage.objects', uploadsOutsideFillers];

const viaFunction = (ctx: AttackContext, who: 'ownerVendor' | 'otherVendor' | 'host', path: string) =>
  ctx.http(who, 'POST', `/functions/v1/upload-vendor-photo?path=${encodeURIComponent(path)}`, {
    raw: new Blob([new Uint8Array(PNG_BYTES)]),
    headers: { 'content-type': 'image/png' },
  });
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Fills the owner vendor's photo budget with ledger rows: `files` rows, or one row of the remaining bytes. */
async function fillBudget(ctx: AttackContext, by: 'files' | 'bytes'): Promise<string> {
  const user = ids.ownerVendorUser;
  if (by === 'bytes') {
    await ctx.db.query(
      `insert into public.uploads (kind, bucket_id, object_name, user_id, bytes)
       select 'vendor_photo', 'vendor-photos', $1::text || '/${FILLER}-' || $2::text, $1::uuid,
              k.max_bytes - coalesce((select sum(u.bytes) from public.uploads u where u.user_id = $1::uuid and u.kind = k.kind), 0)
         from public.upload_kinds k where k.kind = 'vendor_photo'`,
      [user, unique()],
    );
  } else {
    await ctx.db.query(
      `insert into public.uploads (kind, bucket_id, object_name, user_id, bytes)
       select 'vendor_photo', 'vendor-photos', $1::text || '/${FILLER}-' || $2::text || '-' || g, $1::uuid, 1
         from public.upload_kinds k,
              generate_series(1, k.max_files - (select count(*)::int from public.uploads u where u.user_id = $1::uuid and u.kind = k.kind)) g
        where k.kind = 'vendor_photo'`,
      [user, unique()],
    );
  }
  return user;
}
const emptyFillers = (ctx: AttackContext) =>
  ctx.db.query(`delete from public.uploads where object_name like '%/${FILLER}-%'`);

export const round3ContentCases: AttackCase[] = [
  // 3. One rule for text people write ------------------------------------------------------------------------
  {
    category: 'user text',
    actor: 'host',
    name: 'a review whose title and text are only zero-width characters (blank on screen, counted in the average)',
    tables: reviewTables,
    setup: (ctx) => completedBooking(ctx),
    run: async (ctx, booking) => {
      const c = ctx.client('host');
      const base = { p_booking_id: booking, p_rating: 5 };
      return all([
        refusedWith(
          400,
          await c.rpc('submit_review', { ...base, p_title: ZERO_WIDTH, p_body: 'Fine.' }),
          'Please enter a title.',
        ),
        refusedWith(
          400,
          await c.rpc('submit_review', { ...base, p_title: 'Fine', p_body: ` ${ZERO_WIDTH}\u3164 ` }),
          'Please write your review.',
        ),
      ]);
    },
  },
  {
    category: 'user text',
    actor: 'host',
    name: 'a right-to-left override in a review title ("Avoid exe.png" that is really "gnp.exe"), new or edited',
    tables: reviewTables,
    setup: async (ctx) => `${await completedBooking(ctx)}|${await review(ctx)}`,
    run: async (ctx, target) => {
      const [booking, existing] = target.split('|');
      const c = ctx.client('host');
      const message = 'The title contains text-direction characters, which are not allowed.';
      return all([
        refusedWith(
          400,
          await c.rpc('submit_review', {
            p_booking_id: booking,
            p_rating: 1,
            p_title: RTL_TITLE,
            p_body: 'x',
          }),
          message,
        ),
        refusedWith(
          400,
          await c.rpc('edit_review', { p_review_id: existing, p_rating: 1, p_title: RTL_TITLE, p_body: 'x' }),
          message,
        ),
        refusedWith(
          400,
          await c.rpc('edit_review', {
            p_review_id: existing,
            p_rating: 1,
            p_title: 'Ok',
            p_body: 'Isolated \u2066text\u2069',
          }),
          'The review contains text-direction characters, which are not allowed.',
        ),
      ]);
    },
  },
  {
    category: 'user text',
    actor: 'otherVendor',
    name: 'control characters, a direction override or only zero-width characters in a vendor reply',
    tables: reviewTables,
    setup: (ctx) => review(ctx),
    run: async (ctx, id) => {
      const c = ctx.client('otherVendor');
      return all([
        refusedWith(
          400,
          await c.rpc('reply_to_review', { p_review_id: id, p_body: CONTROL }),
          'The reply contains control characters, which are not allowed.',
        ),
        refusedWith(
          400,
          await c.rpc('reply_to_review', { p_review_id: id, p_body: 'We \u202Eloved it' }),
          'The reply contains text-direction characters, which are not allowed.',
        ),
        refusedWith(
          400,
          await c.rpc('reply_to_review', { p_review_id: id, p_body: ZERO_WIDTH }),
          'Please write your reply.',
        ),
      ]);
    },
  },
  {
    category: 'user text',
    actor: 'admin',
    name: 'control characters, a direction override or only zero-width characters as a hide reason',
    tables: reviewTables,
    setup: (ctx) => review(ctx),
    run: async (ctx, id) => {
      const c = ctx.client('admin');
      return all([
        refusedWith(
          400,
          await c.rpc('admin_hide_review', { p_review_id: id, p_reason: 'Spam\u001B]0;title\u0007' }),
          'The reason contains control characters, which are not allowed.',
        ),
        refusedWith(
          400,
          await c.rpc('admin_hide_review', { p_review_id: id, p_reason: 'Spam \u202Etxet' }),
          'The reason contains text-direction characters, which are not allowed.',
        ),
        refusedWith(
          400,
          await c.rpc('admin_hide_review', { p_review_id: id, p_reason: `${ZERO_WIDTH}\u00AD` }),
          'Please give a reason for hiding this review.',
        ),
      ]);
    },
  },
  {
    category: 'user text',
    actor: 'host',
    name: 'a direction override or control characters in the own profile name and phone',
    tables: ['public.users'],
    run: async (ctx) => {
      const c = ctx.client('host');
      return all([
        textCheck(await c.from('users').update({ name: 'Hannah \u202Enimda' }).eq('id', ids.host)),
        textCheck(await c.from('users').update({ phone_number: '555\u0007' }).eq('id', ids.host)),
        textCheck(await c.from('users').update({ name: 'x\u2067y' }).eq('id', ids.host)),
      ]);
    },
  },
  {
    category: 'user text',
    actor: 'host',
    name: 'a booking whose location or notes carry a direction override or C1 control characters',
    tables: ['public.bookings'],
    run: async (ctx) => {
      const c = ctx.client('host');
      const booking = {
        vendor_id: ids.ownVendor,
        user_id: ids.host,
        customer_email: 'host@partyeasy.test',
        booking_date: ctx.fx.freeDate,
        booking_time: '10:00',
        duration_hours: 3,
        guest_count: 20,
        selected_packages: 'Party Starter',
      };
      return all([
        textCheck(await c.from('bookings').insert({ ...booking, event_location: '12 Main St \u202E' })),
        textCheck(
          await c.from('bookings').insert({ ...booking, special_instructions: 'Door code \u009B31m' }),
        ),
      ]);
    },
  },
  {
    category: 'user text',
    actor: 'otherHost',
    name: 'a new listing named with zero-width characters or a direction override, or with blank qualifications',
    tables: ['public.vendors'],
    run: async (ctx) => {
      const c = ctx.client('otherHost');
      const user_id = ids.otherHost;
      return all([
        textCheck(await c.from('vendors').insert({ user_id, name: ZERO_WIDTH })),
        textCheck(await c.from('vendors').insert({ user_id, name: 'DJ \u202Eavon' })),
        textCheck(await c.from('vendors').insert({ user_id, name: 'DJ Two', qualifications: [ZERO_WIDTH] })),
        textCheck(await c.from('vendors').insert({ user_id, name: 'DJ Two', bio: `Loud${CONTROL}` })),
      ]);
    },
  },
  // 4. Upload budgets ---------------------------------------------------------------------------------------
  {
    category: 'upload budget',
    actor: 'ownerVendor',
    name: 'an upload past the account budget of bytes is refused with the limit in the message',
    tables: uploadTables,
    setup: (ctx) => fillBudget(ctx, 'bytes'),
    run: async (ctx, user) => {
      const r = await viaFunction(ctx, 'ownerVendor', `${user}/${unique()}-over.png`);
      await emptyFillers(ctx);
      const a = clientError(r, 'over_budget');
      const message = (r.body as { message?: string } | null)?.message ?? '';
      return { ...a, refused: a.refused && r.status === 413 && message.includes('60 photos (300 MB)') };
    },
  },
  {
    category: 'upload budget',
    actor: 'ownerVendor',
    name: 'an upload past the account budget of files is refused, even ten at once',
    tables: uploadTables,
    setup: (ctx) => fillBudget(ctx, 'files'),
    run: async (ctx, user) => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => viaFunction(ctx, 'ownerVendor', `${user}/${unique()}-many.png`)),
      );
      await emptyFillers(ctx);
      return all(answers.map((r) => clientError(r, 'over_budget')));
    },
  },
  {
    category: 'upload budget',
    actor: 'ownerVendor',
    name: 'a vendor cannot reset its budget: the ledger, the reservation and cleanup functions are not for clients',
    tables: ['public.uploads', 'public.upload_kinds', 'storage.objects'],
    run: async (ctx) => {
      const c = ctx.client('ownerVendor');
      return all([
        nothingRead(await c.from('uploads').select('id')),
        failed(await c.from('uploads').delete().eq('user_id', ids.ownerVendorUser)),
        failed(await c.from('upload_kinds').update({ max_files: 100000 }).eq('kind', 'vendor_photo')),
        failed(
          await c.rpc('reserve_upload', {
            p_user_id: ids.otherVendorUser,
            p_kind: 'vendor_photo',
            p_object_name: `${ids.otherVendorUser}/x.png`,
            p_bytes: 0,
          }),
        ),
        failed(await c.rpc('claim_unused_uploads', {})),
        failed(await c.rpc('finish_upload_removal', { p_ids: [] })),
        clientError(await ctx.fn('ownerVendor', 'cleanup-uploads', {}), 'unauthorized'),
        clientError(await ctx.fn({ token: null }, 'cleanup-uploads', {}), 'unauthorized'),
      ]);
    },
  },
  // 5. Who moderated ---------------------------------------------------------------------------------------
  {
    category: 'moderator identity',
    actor: 'host',
    name: "the review's author cannot read which admin hid it (column, star, filter or order)",
    tables: reviewTables,
    setup: (ctx) => review(ctx, true),
    run: async (ctx, id) => {
      const c = ctx.client('host');
      return all([
        noAdminId(await c.from('reviews').select('id, hidden_by').eq('id', id)),
        noAdminId(await c.from('reviews').select('*').eq('id', id)),
        nothingRead(await c.from('reviews').select('id').eq('id', id).eq('hidden_by', ids.admin)),
        noAdminId(await c.from('reviews').select('id').eq('id', id).order('hidden_by')),
        nothingRead(await c.from('review_moderation').select('admin_id').eq('review_id', id)),
        clientError(await ctx.http('host', 'GET', `/rest/v1/reviews?id=eq.${id}&select=hidden_by`)),
      ]);
    },
  },
  {
    category: 'moderator identity',
    actor: 'otherVendor',
    name: "the review's vendor cannot read which admin hid it",
    tables: reviewTables,
    setup: (ctx) => review(ctx, true),
    run: async (ctx, id) => {
      const c = ctx.client('otherVendor');
      return all([
        noAdminId(await c.from('reviews').select('id, hidden_by').eq('id', id)),
        noAdminId(await c.from('reviews').select('*').eq('id', id)),
        nothingRead(await c.from('reviews').select('id').eq('id', id).not('hidden_by', 'is', null)),
        nothingRead(await c.from('review_moderation').select('admin_id').eq('review_id', id)),
        noAdminId(await c.from('public_reviews').select('*').eq('id', id)),
      ]);
    },
  },
  {
    category: 'moderator identity',
    actor: 'ownerVendor',
    name: 'a vendor cannot read which admin approved or rejected its listing (table, star, view)',
    tables: ['public.vendors'],
    run: async (ctx) => {
      const c = ctx.client('ownerVendor');
      return all([
        noAdminId(await c.from('vendors').select('id, status_changed_by').eq('id', ids.ownVendor)),
        noAdminId(await c.from('vendors').select('*').eq('id', ids.ownVendor)),
        nothingRead(
          await c.from('vendors').select('id').eq('id', ids.ownVendor).eq('status_changed_by', ids.admin),
        ),
        noAdminId(await c.from('vendor_overview').select('*').eq('id', ids.ownVendor)),
        noAdminId(await c.rpc('admin_vendor_search', {}, { get: true })),
      ]);
    },
  },
];
