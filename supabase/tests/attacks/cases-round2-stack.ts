import { ids } from '../support/actors.js';
import { PNG_BYTES } from '../support/api-client.js';
import { type AttackCase, clientError } from './cases.js';
import type { AttackContext, Attempt, HttpResult } from './context.js';

/**
 * Hardening round 2 (issue 23, classes 7-14): storage listing and bytes, the status mail, the cancel page's
 * function, the newsletter, PostgREST's read-only GET, GoTrue's sessions and limits, error answers. Same
 * rules as cases.ts: refused, no server error, the named tables unchanged.
 */

const T = {
  bookings: 'public.bookings',
  vendors: 'public.vendors',
  emails: 'public."Email_List"',
  objects: 'storage.objects',
  sessions: '(select id, user_id from auth.sessions)',
  users: '(select id, email, email_change, encrypted_password from auth.users)',
};

/** A 4xx whose message names no file-system path and which says something. */
const cleanError = (r: HttpResult): Attempt => {
  const text = JSON.stringify(r.body ?? '');
  return {
    status: r.status,
    refused:
      r.status >= 400 &&
      r.status < 500 &&
      text.length > 10 &&
      !/\/(tmp|work|home|usr|var)\/|node_modules|\.ts:\d|[A-Z]:\\\\/.test(text),
    detail: r.body,
  };
};

const all = (attempts: Attempt[]): Attempt => ({
  status: Math.max(...attempts.map((a) => a.status)),
  refused: attempts.every((a) => a.refused),
  detail: attempts.map((a) => a.detail),
});

const bytesOf = (text: string) => new TextEncoder().encode(text);
const HTML = bytesOf('<!doctype html><script>alert(document.cookie)</script>');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** A raw storage upload as the actor. */
const upload = (
  ctx: AttackContext,
  who: Parameters<AttackContext['http']>[0],
  name: string,
  bytes: Uint8Array,
  contentType: string,
  headers: Record<string, string> = {},
) =>
  ctx.http(who, 'POST', `/storage/v1/object/vendor-photos/${name}`, {
    raw: new Blob([new Uint8Array(bytes)]),
    headers: { 'content-type': contentType, ...headers },
  });

/** A photo through the upload-vendor-photo function (the only way into vendor-photos), as the actor. */
const viaFunction = (
  ctx: AttackContext,
  who: Parameters<AttackContext['http']>[0],
  path: string,
  bytes: Uint8Array,
  contentType: string,
) =>
  ctx.http(who, 'POST', `/functions/v1/upload-vendor-photo?path=${encodeURIComponent(path)}`, {
    raw: new Blob([new Uint8Array(bytes)]),
    headers: { 'content-type': contentType },
  });

/** Refused with a 4xx that carries X-Content-Type-Options: nosniff. */
const refusedNoSniff = (r: HttpResult, code?: string): Attempt => {
  const a = clientError(r, code);
  return { ...a, refused: a.refused && r.headers.get('x-content-type-options') === 'nosniff' };
};

const ownerFolder = ids.ownerVendorUser;
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const mailsTo = (ctx: AttackContext, to: string) =>
  ctx.stack.mailbox.list().filter((m) => m.to.toLowerCase() === to.toLowerCase());

const PASSWORD = 'PartyEasy!2026';

/** Signs in afresh (a session of its own) and returns its tokens. */
async function freshSession(ctx: AttackContext, email: string) {
  const r = await ctx.http('anon', 'POST', '/auth/v1/token?grant_type=password', {
    body: { email, password: PASSWORD },
  });
  return r.body as { access_token: string; refresh_token: string };
}

/** A confirmed throwaway account (through the auth admin API), so no other case's session is touched. */
async function throwawayUser(ctx: AttackContext): Promise<string> {
  const email = `throwaway-${unique()}@example.com`;
  await ctx.http({ token: ctx.stack.serviceRoleKey }, 'POST', '/auth/v1/admin/users', {
    body: { email, password: PASSWORD, email_confirm: true },
  });
  return email;
}

export const round2StackCases: AttackCase[] = [
  // 7. Storage: listing, who uploads, what bytes ------------------------------------------------------
  {
    category: 'storage listing and bytes',
    actor: 'anon',
    name: 'listing the whole vendor-photos bucket (every user folder)',
    tables: [T.objects],
    run: async (ctx) => {
      const { data, error } = await ctx
        .client('anon')
        .storage.from('vendor-photos')
        .list('', { limit: 1000 });
      return { status: 200, refused: error !== null || (data ?? []).length === 0, detail: error ?? data };
    },
  },
  {
    category: 'storage listing and bytes',
    actor: 'anon',
    name: "listing the vendor's folder by its prefix",
    tables: [T.objects],
    run: async (ctx) => {
      const { data, error } = await ctx.client('anon').storage.from('vendor-photos').list(ownerFolder);
      return { status: 200, refused: error !== null || (data ?? []).length === 0, detail: error ?? data };
    },
  },
  {
    category: 'storage listing and bytes',
    actor: 'host',
    name: "a host listing another user's folder, with search and a raw list body",
    tables: [T.objects],
    run: async (ctx) => {
      const js = await ctx.client('host').storage.from('vendor-photos').list(ownerFolder, { search: 'a' });
      const raw = await ctx.http('host', 'POST', '/storage/v1/object/list/vendor-photos', {
        body: { prefix: '', limit: 1000 },
      });
      const rows = Array.isArray(raw.body) ? (raw.body as { name: string }[]) : [];
      return {
        status: raw.status,
        refused: (js.data ?? []).length === 0 && rows.every((r) => r.name === ids.host),
        detail: { js: js.data, raw: raw.body },
      };
    },
  },
  {
    category: 'storage listing and bytes',
    actor: 'otherVendor',
    name: "another vendor listing DJ Nova's folder",
    tables: [T.objects],
    run: async (ctx) => {
      const { data } = await ctx.client('otherVendor').storage.from('vendor-photos').list(ownerFolder);
      return { status: 200, refused: (data ?? []).length === 0, detail: data };
    },
  },
  {
    category: 'storage listing and bytes',
    actor: 'host',
    name: 'a host (no listing) uploading a real PNG into their own folder',
    tables: [T.objects],
    run: async (ctx) =>
      clientError(await upload(ctx, 'host', `${ids.host}/${unique()}.png`, PNG_BYTES, 'image/png')),
  },
  {
    category: 'storage listing and bytes',
    actor: 'otherHost',
    name: 'another host uploading with upsert and through PUT',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        clientError(
          await upload(ctx, 'otherHost', `${ids.otherHost}/${unique()}.png`, PNG_BYTES, 'image/png', {
            'x-upsert': 'true',
          }),
        ),
        clientError(
          await ctx.http('otherHost', 'PUT', `/storage/v1/object/vendor-photos/${ids.otherHost}/x.png`, {
            raw: PNG_BYTES,
            headers: { 'content-type': 'image/png' },
          }),
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'admin',
    name: 'the admin (no listing) uploading into their own folder',
    tables: [T.objects],
    run: async (ctx) =>
      clientError(await upload(ctx, 'admin', `${ids.admin}/${unique()}.png`, PNG_BYTES, 'image/png')),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'HTML with a script declared as image/png',
    tables: [T.objects],
    run: async (ctx) =>
      clientError(await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.png`, HTML, 'image/png')),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'HTML declared as image/jpeg, image/webp and image/gif',
    tables: [T.objects],
    run: async (ctx) =>
      all(
        await Promise.all(
          ['image/jpeg', 'image/webp', 'image/gif'].map(async (type) =>
            clientError(await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.img`, HTML, type)),
          ),
        ),
      ),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'a PNG declared as image/jpeg (bytes of another format than declared)',
    tables: [T.objects],
    run: async (ctx) =>
      clientError(
        await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.jpg`, PNG_BYTES, 'image/jpeg'),
      ),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'an empty file and a lone JPEG marker declared as images',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        clientError(
          await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.png`, new Uint8Array(0), 'image/png'),
        ),
        clientError(
          await upload(
            ctx,
            'ownerVendor',
            `${ownerFolder}/${unique()}.jpg`,
            Buffer.from([0xff, 0xd8]),
            'image/jpeg',
          ),
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'types outside the four (BMP, AVIF, SVG, HTML, octet-stream, text/plain)',
    tables: [T.objects],
    run: async (ctx) =>
      all(
        await Promise.all(
          [
            'image/bmp',
            'image/avif',
            'image/svg+xml',
            'text/html',
            'application/octet-stream',
            'text/plain',
          ].map(async (type) =>
            clientError(await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.x`, JPEG_HEAD, type)),
          ),
        ),
      ),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'a multipart upload whose file part claims image/png but carries HTML',
    tables: [T.objects],
    run: async (ctx) => {
      const form = new FormData();
      form.append('cacheControl', '3600');
      form.append('', new Blob([HTML], { type: 'image/png' }), 'x.png');
      const r = await fetch(
        `${ctx.stack.url}/storage/v1/object/vendor-photos/${ownerFolder}/${unique()}.png`,
        {
          method: 'POST',
          headers: { apikey: ctx.stack.anonKey, authorization: `Bearer ${ctx.token('ownerVendor')}` },
          body: form,
        },
      );
      return clientError({ status: r.status, body: await r.json(), headers: r.headers });
    },
  },
  {
    category: 'storage listing and bytes',
    actor: 'anon',
    name: 'public photo answers and errors carry X-Content-Type-Options: nosniff',
    tables: [T.objects],
    run: async (ctx) => {
      const photo = await ctx.http(
        'anon',
        'GET',
        `/storage/v1/object/public/vendor-photos/${ctx.fx.ownerObject}`,
      );
      const missing = await ctx.http(
        'anon',
        'GET',
        '/storage/v1/object/public/vendor-photos/nobody/none.png',
      );
      const ok =
        photo.status === 200 &&
        photo.headers.get('x-content-type-options') === 'nosniff' &&
        missing.headers.get('x-content-type-options') === 'nosniff';
      // "refused" here: nothing served without nosniff
      return { status: missing.status, refused: ok, detail: { photo: photo.status, missing: missing.body } };
    },
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'a GIF declared as image/png',
    tables: [T.objects],
    run: async (ctx) =>
      clientError(await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.png`, GIF, 'image/png')),
  },

  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'a vendor uploading a real PNG straight to storage, into their own folder (only the function stores)',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        clientError(
          await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.png`, PNG_BYTES, 'image/png'),
        ),
        clientError(
          await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.png`, PNG_BYTES, 'image/png', {
            'x-upsert': 'true',
          }),
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'a vendor replacing their own stored photo straight through storage (PUT and upsert) with other bytes',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        clientError(
          await ctx.http('ownerVendor', 'PUT', `/storage/v1/object/vendor-photos/${ctx.fx.ownerObject}`, {
            raw: new Blob([HTML]),
            headers: { 'content-type': 'image/png' },
          }),
        ),
        clientError(
          await upload(ctx, 'ownerVendor', ctx.fx.ownerObject, GIF, 'image/gif', { 'x-upsert': 'true' }),
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'the upload function: HTML declared as each of the four image types',
    tables: [T.objects],
    run: async (ctx) =>
      all(
        await Promise.all(
          ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/jpg'].map(async (type) =>
            refusedNoSniff(
              await viaFunction(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.png`, HTML, type),
              'contents_mismatch',
            ),
          ),
        ),
      ),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'the upload function: real images declared as another of the four (PNG as JPEG, GIF as PNG, JPEG as WebP)',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        clientError(
          await viaFunction(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.jpg`, PNG_BYTES, 'image/jpeg'),
        ),
        clientError(
          await viaFunction(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.png`, GIF, 'image/png'),
        ),
        clientError(
          await viaFunction(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.webp`, JPEG_HEAD, 'image/webp'),
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'the upload function: an empty body, a lone JPEG marker, and a PNG signature cut short',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        clientError(
          await viaFunction(
            ctx,
            'ownerVendor',
            `${ownerFolder}/${unique()}.png`,
            new Uint8Array(0),
            'image/png',
          ),
        ),
        clientError(
          await viaFunction(
            ctx,
            'ownerVendor',
            `${ownerFolder}/${unique()}.jpg`,
            Buffer.from([0xff, 0xd8]),
            'image/jpeg',
          ),
        ),
        clientError(
          await viaFunction(
            ctx,
            'ownerVendor',
            `${ownerFolder}/${unique()}.png`,
            PNG_BYTES.subarray(0, 5),
            'image/png',
          ),
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'the upload function: types outside the four (SVG, HTML, BMP, AVIF, octet-stream, none)',
    tables: [T.objects],
    run: async (ctx) =>
      all(
        await Promise.all(
          ['image/svg+xml', 'text/html', 'image/bmp', 'image/avif', 'application/octet-stream', ''].map(
            async (type) =>
              clientError(
                await viaFunction(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.x`, PNG_BYTES, type),
                'unsupported_type',
              ),
          ),
        ),
      ),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: "the upload function: a real PNG into another vendor's and a host's folder",
    tables: [T.objects],
    run: async (ctx) =>
      all([
        refusedNoSniff(
          await viaFunction(
            ctx,
            'ownerVendor',
            `${ids.otherVendorUser}/${unique()}.png`,
            PNG_BYTES,
            'image/png',
          ),
          'not_own_folder',
        ),
        clientError(
          await viaFunction(ctx, 'ownerVendor', `${ids.host}/${unique()}.png`, PNG_BYTES, 'image/png'),
          'not_own_folder',
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'the upload function: paths that climb, nest, hide or leave the folder out',
    tables: [T.objects],
    run: async (ctx) =>
      all(
        await Promise.all(
          [
            `${ownerFolder}/../${ids.otherVendorUser}/x.png`,
            `${ownerFolder}/%2e%2e/x.png`,
            `${ownerFolder}/a/b.png`,
            `${ownerFolder}/.htaccess`,
            `${ownerFolder}/x.png\u0000.html`,
            `/${ownerFolder}/x.png`,
            'x.png',
            `${ownerFolder}/${'a'.repeat(300)}.png`,
          ].map(async (path) =>
            clientError(await viaFunction(ctx, 'ownerVendor', path, PNG_BYTES, 'image/png'), 'invalid_path'),
          ),
        ),
      ),
  },
  {
    category: 'storage listing and bytes',
    actor: 'host',
    name: 'the upload function: a host (no listing) and the admin (no listing) storing a real PNG in their own folder',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        refusedNoSniff(
          await viaFunction(ctx, 'host', `${ids.host}/${unique()}.png`, PNG_BYTES, 'image/png'),
          'not_a_vendor',
        ),
        clientError(
          await viaFunction(ctx, 'admin', `${ids.admin}/${unique()}.png`, PNG_BYTES, 'image/png'),
          'not_a_vendor',
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'anon',
    name: 'the upload function: no session (the anon key) and a forged token',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        refusedNoSniff(
          await viaFunction(ctx, 'anon', `${ownerFolder}/${unique()}.png`, PNG_BYTES, 'image/png'),
          'unauthorized',
        ),
        clientError(
          await viaFunction(
            ctx,
            { token: `${(ctx.token('ownerVendor') ?? '').slice(0, -4)}AAAA` },
            `${ownerFolder}/${unique()}.png`,
            PNG_BYTES,
            'image/png',
          ),
          'unauthorized',
        ),
      ]),
  },
  {
    category: 'storage listing and bytes',
    actor: 'ownerVendor',
    name: 'the upload function: overwriting a stored photo (same path) with other bytes',
    tables: [T.objects],
    run: async (ctx) =>
      refusedNoSniff(
        await viaFunction(ctx, 'ownerVendor', ctx.fx.ownerObject, GIF, 'image/gif'),
        'already_exists',
      ),
  },

  // 8. The status mail -----------------------------------------------------------------------------
  {
    category: 'status mail',
    actor: 'admin',
    name: "a rejected vendor's typed address (vendors.email) gets no mail; the account's confirmed address does",
    tables: [T.vendors],
    setup: async (ctx) => {
      const r = await ctx.db.query<{ id: string }>(
        `insert into public.vendors (user_id, name, status, email, rejection_reason)
         values ($1, $2, 'rejected', 'victim@elsewhere.test', $3) returning id`,
        [
          ids.otherVendorUser,
          '<a href="https://phish.test">Claim your prize</a>\r\nBcc: all@elsewhere.test',
          `<img src=x onerror=alert(1)>${'R'.repeat(1900)}`,
        ],
      );
      return r.rows[0]!.id;
    },
    run: async (ctx, vendorId) => {
      const before = mailsTo(ctx, 'bartender@partyeasy.test').length;
      const r = await ctx.fn('admin', 'vendor-status-email', { vendorId });
      const victim = mailsTo(ctx, 'victim@elsewhere.test');
      const owner = mailsTo(ctx, 'bartender@partyeasy.test');
      const mail = owner[0];
      return {
        status: r.status,
        refused:
          r.status === 200 &&
          victim.length === 0 &&
          owner.length === before + 1 &&
          !!mail &&
          !mail.html.includes('<a href="https://phish.test"') &&
          !mail.html.includes('<img') &&
          !mail.text.includes('\r') &&
          mail.text.length < 1400,
        detail: { r, victim: victim.length, mail: mail?.text.slice(0, 300) },
      };
    },
  },
  {
    category: 'status mail',
    actor: 'ownerVendor',
    name: 'a vendor asking the status-mail function to mail their own listing',
    tables: [T.vendors],
    run: async (ctx) =>
      clientError(await ctx.fn('ownerVendor', 'vendor-status-email', { vendorId: ids.ownVendor })),
  },
  {
    category: 'status mail',
    actor: 'host',
    name: 'a host or anon calling the status-mail function',
    tables: [T.vendors],
    run: async (ctx) =>
      all([
        clientError(await ctx.fn('host', 'vendor-status-email', { vendorId: ids.ownVendor })),
        clientError(await ctx.fn({ token: null }, 'vendor-status-email', { vendorId: ids.ownVendor })),
      ]),
  },

  // 9. Cancelling a booking ----------------------------------------------------------------------------
  {
    category: 'cancel',
    actor: 'otherHost',
    name: "another host cancelling a host's unpaid booking through cancel-checkout",
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(await ctx.fn('otherHost', 'cancel-checkout', { bookingId: ctx.fx.hostBooking })),
  },
  {
    category: 'cancel',
    actor: 'ownerVendor',
    name: 'the booked vendor cancelling a customer booking through cancel-checkout',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(await ctx.fn('ownerVendor', 'cancel-checkout', { bookingId: ctx.fx.hostBooking })),
  },
  {
    category: 'cancel',
    actor: 'admin',
    name: "the admin cancelling a host's held booking through cancel-checkout",
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(await ctx.fn('admin', 'cancel-checkout', { bookingId: ctx.fx.heldBooking.id })),
  },
  {
    category: 'cancel',
    actor: 'anon',
    name: 'anon (a link opened while signed out) cancelling through cancel-checkout',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(await ctx.fn({ token: null }, 'cancel-checkout', { bookingId: ctx.fx.heldBooking.id })),
  },

  // 10. Newsletter -----------------------------------------------------------------------------------
  {
    category: 'newsletter',
    actor: 'anon',
    name: 'a subscribed address and a new one get the same answer (no membership oracle)',
    tables: ['(select email, confirmed_at from public."Email_List" where confirmed_at is not null)'],
    run: async (ctx) => {
      const known = await ctx.fn({ token: null }, 'newsletter-subscribe', { email: 'FAN@example.com' });
      const fresh = await ctx.fn({ token: null }, 'newsletter-subscribe', {
        email: `new-${unique()}@example.com`,
      });
      return {
        status: Math.max(known.status, fresh.status),
        refused: known.status === fresh.status && JSON.stringify(known.body) === JSON.stringify(fresh.body),
        detail: { known, fresh },
      };
    },
  },
  {
    category: 'newsletter',
    actor: 'anon',
    name: "subscribing someone else's address confirms nothing without their mail",
    tables: ['(select email, confirmed_at from public."Email_List" where confirmed_at is not null)'],
    run: async (ctx) => {
      const victim = `victim-${unique()}@example.com`;
      const r = await ctx.fn({ token: null }, 'newsletter-subscribe', { email: victim });
      const row = await ctx.db.query<{ confirmed_at: string | null }>(
        `select confirmed_at from public."Email_List" where email = $1`,
        [victim],
      );
      return {
        status: r.status,
        refused: r.status === 202 && row.rows[0]?.confirmed_at === null && mailsTo(ctx, victim).length === 1,
        detail: { r, row: row.rows },
      };
    },
  },
  {
    category: 'newsletter',
    actor: 'anon',
    name: 'flooding one inbox: ten subscriptions of one address send one mail',
    tables: ['(select email, confirmed_at from public."Email_List" where confirmed_at is not null)'],
    run: async (ctx) => {
      const victim = `flood-${unique()}@example.com`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => ctx.fn({ token: null }, 'newsletter-subscribe', { email: victim })),
      );
      return {
        status: Math.max(...answers.map((a) => a.status)),
        refused: answers.every((a) => a.status === 202) && mailsTo(ctx, victim).length === 1,
        detail: answers.map((a) => a.status),
      };
    },
  },
  {
    category: 'newsletter',
    actor: 'anon',
    name: 'inserting a subscriber directly into Email_List (skipping the mail)',
    tables: [T.emails],
    run: async (ctx) => {
      const { error, status } = await ctx
        .client('anon')
        .from('Email_List')
        .insert({ email: `x-${unique()}@example.com` });
      return { status, refused: error !== null, detail: error };
    },
  },
  {
    category: 'newsletter',
    actor: 'host',
    name: 'a signed-in user inserting a confirmed subscriber with confirmed_at',
    tables: [T.emails],
    run: async (ctx) => {
      const { error, status } = await ctx
        .client('host')
        .from('Email_List')
        .insert({ email: `y-${unique()}@example.com`, confirmed_at: new Date().toISOString() });
      return { status, refused: error !== null, detail: error };
    },
  },
  {
    category: 'newsletter',
    actor: 'anon',
    name: 'guessing confirmation tokens (random, empty, SQL, too long)',
    tables: [T.emails],
    run: async (ctx) => {
      const tokens = ['0'.repeat(64), 'a'.repeat(64), '', "' or 1=1 --", 'f'.repeat(100000)];
      const answers = await Promise.all(
        tokens.map((t) => ctx.client('anon').rpc('confirm_newsletter', { p_token: t })),
      );
      return {
        status: Math.max(...answers.map((a) => a.status)),
        refused: answers.every((a) => a.error !== null || a.data === false),
        detail: answers.map((a) => a.error ?? a.data),
      };
    },
  },
  {
    category: 'newsletter',
    actor: 'anon',
    name: 'calling the service-only token and failure functions',
    tables: [T.emails],
    run: async (ctx) => {
      const a = await ctx.client('anon').rpc('newsletter_confirmation_token', { p_email: 'fan@example.com' });
      const b = await ctx
        .client('host')
        .rpc('newsletter_confirmation_failed', { p_email: 'fan@example.com' });
      return {
        status: Math.max(a.status, b.status),
        refused: a.error !== null && b.error !== null,
        detail: [a.error, b.error],
      };
    },
  },
  {
    category: 'newsletter',
    actor: 'anon',
    name: 'confirming through a GET (a mail scanner following the link) changes nothing',
    tables: [T.emails],
    run: async (ctx) =>
      clientError(await ctx.http('anon', 'GET', `/rest/v1/rpc/confirm_newsletter?p_token=${'a'.repeat(64)}`)),
  },
  {
    category: 'newsletter',
    actor: 'anon',
    name: 'addresses with control characters, blanks, no domain, or 100 000 characters',
    tables: [T.emails],
    run: async (ctx) => {
      const bad = [
        'a\u0000b@example.com',
        ' \t ',
        'nobody',
        `${'x'.repeat(100000)}@example.com`,
        'a@b\nBcc: c@d.test',
      ];
      const answers = await Promise.all(
        bad.map((email) => ctx.fn({ token: null }, 'newsletter-subscribe', { email })),
      );
      return all(answers.map((a) => clientError(a)));
    },
  },

  // 11. PostgREST's read-only GET ---------------------------------------------------------------------
  {
    category: 'read-only GET',
    actor: 'host',
    name: 'holding a booking through GET /rest/v1/rpc/reserve_booking',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(
        await ctx.http('host', 'GET', `/rest/v1/rpc/reserve_booking?p_booking_id=${ctx.fx.hostBooking}`),
      ),
  },
  {
    category: 'read-only GET',
    actor: 'host',
    name: 'the same through HEAD',
    tables: [T.bookings],
    run: async (ctx) =>
      clientError(
        await ctx.http('host', 'HEAD', `/rest/v1/rpc/reserve_booking?p_booking_id=${ctx.fx.hostBooking}`),
      ),
  },
  {
    category: 'read-only GET',
    actor: 'admin',
    name: 'an admin status change through GET /rest/v1/rpc/admin_set_vendor_status',
    tables: [T.vendors],
    run: async (ctx) =>
      clientError(
        await ctx.http(
          'admin',
          'GET',
          `/rest/v1/rpc/admin_set_vendor_status?p_vendor_id=${ids.ownVendor}&p_status=rejected&p_reason=x`,
        ),
      ),
  },

  // 12. Auth like GoTrue -----------------------------------------------------------------------------
  {
    category: 'auth sessions',
    actor: 'otherHost',
    name: 'a stolen refresh token reused after rotation: the whole session dies',
    tables: [],
    run: async (ctx) => {
      const s = await freshSession(ctx, await throwawayUser(ctx));
      const rotated = (
        await ctx.http('anon', 'POST', '/auth/v1/token?grant_type=refresh_token', {
          body: { refresh_token: s.refresh_token },
        })
      ).body as { refresh_token: string; access_token: string };
      await ctx.db.query(
        `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
        [s.refresh_token],
      );
      const reuse = await ctx.http('anon', 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: s.refresh_token },
      });
      const next = await ctx.http('anon', 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: rotated.refresh_token },
      });
      const user = await ctx.http({ token: rotated.access_token }, 'GET', '/auth/v1/user');
      return all([clientError(reuse), clientError(next), clientError(user)]);
    },
  },
  {
    category: 'auth sessions',
    actor: 'otherHost',
    name: 'keeping a session (stolen device) after the owner changed the password',
    tables: [],
    run: async (ctx) => {
      const email = await throwawayUser(ctx);
      const old = await freshSession(ctx, email);
      const current = await freshSession(ctx, email);
      await ctx.http({ token: current.access_token }, 'PUT', '/auth/v1/user', {
        body: { password: 'Temp!2026xyz' },
      });
      const oldUser = await ctx.http({ token: old.access_token }, 'GET', '/auth/v1/user');
      const oldRefresh = await ctx.http('anon', 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: old.refresh_token },
      });
      return all([clientError(oldUser), clientError(oldRefresh)]);
    },
  },
  {
    category: 'auth sessions',
    actor: 'host',
    name: "an e-mail change to the attacker's address without the current address confirming",
    tables: [T.users],
    run: async (ctx) => {
      const s = await freshSession(ctx, 'host@partyeasy.test');
      const before = await ctx.db.query<{ email_change: string | null }>(
        'select email_change from auth.users where id = $1',
        [ids.host],
      );
      const attacker = `attacker-${unique()}@example.com`;
      await ctx.http({ token: s.access_token }, 'PUT', '/auth/v1/user', { body: { email: attacker } });
      const mail = mailsTo(ctx, attacker).at(-1);
      const link = mail?.html.match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
      const followed = link ? await fetch(link, { redirect: 'manual' }) : null;
      const row = await ctx.db.query<{ email: string }>('select email from auth.users where id = $1', [
        ids.host,
      ]);
      // put the pending change back as it was, so the users fingerprint compares equal
      await ctx.db.query(
        `update auth.users set email_change = $2, email_change_token_new = null, email_change_token_current = '',
           email_change_confirm_status = 0 where id = $1`,
        [ids.host, before.rows[0]?.email_change ?? null],
      );
      return {
        status: followed?.status ?? 0,
        refused: !!link && row.rows[0]?.email === 'host@partyeasy.test',
        detail: { location: followed?.headers.get('location'), email: row.rows[0]?.email },
      };
    },
  },
  {
    category: 'auth sessions',
    actor: 'anon',
    name: 'guessing a magic-link code: after 5 wrong codes the mailed code is dead',
    tables: [],
    run: async (ctx) => {
      await ctx.http('anon', 'POST', '/auth/v1/otp', {
        body: { email: 'bartender@partyeasy.test', create_user: false },
      });
      const code =
        /code: (?:<strong>)?(\d{6})/.exec(mailsTo(ctx, 'bartender@partyeasy.test').at(0)?.text ?? '')?.[1] ??
        '';
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        await ctx.http('anon', 'POST', '/auth/v1/verify', {
          body: { type: 'email', email: 'bartender@partyeasy.test', token: wrong },
        });
      }
      const right = await ctx.http('anon', 'POST', '/auth/v1/verify', {
        body: { type: 'email', email: 'bartender@partyeasy.test', token: code },
      });
      return { ...clientError(right), refused: code !== '' && right.status === 403 };
    },
  },

  // 13. Errors: 4xx with a message, never 500, never a path ------------------------------------------
  {
    category: 'error answers',
    actor: 'ownerVendor',
    name: 'a malformed x-metadata header (not base64, not JSON, an array, nested 40 deep)',
    tables: [T.objects],
    run: async (ctx) =>
      all(
        await Promise.all(
          [
            '%%%not-base64%%%',
            Buffer.from('{not json').toString('base64'),
            Buffer.from('[1,2]').toString('base64'),
            Buffer.from(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`).toString('base64'),
          ].map(async (meta) =>
            cleanError(
              await upload(ctx, 'ownerVendor', `${ownerFolder}/${unique()}.png`, PNG_BYTES, 'image/png', {
                'x-metadata': meta,
              }),
            ),
          ),
        ),
      ),
  },
  {
    category: 'error answers',
    actor: 'ownerVendor',
    name: 'a multipart metadata field that is not JSON, and a broken multipart body',
    tables: [T.objects],
    run: async (ctx) => {
      const form = new FormData();
      form.append('metadata', '{"a":');
      form.append('', new Blob([PNG_BYTES], { type: 'image/png' }), 'x.png');
      const url = `${ctx.stack.url}/storage/v1/object/vendor-photos/${ownerFolder}/${unique()}.png`;
      const headers = { apikey: ctx.stack.anonKey, authorization: `Bearer ${ctx.token('ownerVendor')}` };
      const a = await fetch(url, { method: 'POST', headers, body: form });
      const b = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zzz' },
        body: '--zzz\r\nbroken',
      });
      return all([
        cleanError({ status: a.status, body: await a.json(), headers: a.headers }),
        cleanError({ status: b.status, body: await b.json(), headers: b.headers }),
      ]);
    },
  },
  {
    category: 'error answers',
    actor: 'ownerVendor',
    name: 'object names with NUL and control characters, or over 1024 bytes',
    tables: [T.objects],
    run: async (ctx) =>
      all(
        await Promise.all(
          [
            `${ownerFolder}/a%00b.png`,
            `${ownerFolder}/a%0Ab.png`,
            `${ownerFolder}/${'n'.repeat(1100)}.png`,
            `${ownerFolder}/%E0%A4%A.png`,
          ].map(async (name) => cleanError(await upload(ctx, 'ownerVendor', name, PNG_BYTES, 'image/png'))),
        ),
      ),
  },
  {
    category: 'error answers',
    actor: 'anon',
    name: 'reading and deleting by names with NUL bytes or 5 000 characters',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        cleanError(await ctx.http('anon', 'GET', `/storage/v1/object/public/vendor-photos/a%00.png`)),
        cleanError(
          await ctx.http('anon', 'GET', `/storage/v1/object/public/vendor-photos/${'x'.repeat(5000)}`),
        ),
        cleanError(
          await ctx.http('ownerVendor', 'DELETE', `/storage/v1/object/vendor-photos/${ownerFolder}/a%00.png`),
        ),
        cleanError(
          await ctx.http('ownerVendor', 'DELETE', '/storage/v1/object/vendor-photos', {
            body: { prefixes: ['a\u0000b'] },
          }),
        ),
      ]),
  },
  {
    category: 'error answers',
    actor: 'anon',
    name: 'storage list bodies of the wrong shape (prefix an object, limit a string)',
    tables: [T.objects],
    run: async (ctx) =>
      all([
        cleanError(
          await ctx.http('anon', 'POST', '/storage/v1/object/list/vendor-photos', {
            body: { prefix: { a: 1 } },
          }),
        ),
        cleanError(
          await ctx.http('anon', 'POST', '/storage/v1/object/list/vendor-photos', { body: { limit: 'all' } }),
        ),
      ]),
  },
  {
    category: 'error answers',
    actor: 'host',
    name: 'JSON nested 10 000 deep to REST, RPC, auth and storage',
    tables: [T.bookings, T.emails],
    run: async (ctx) => {
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      const deepObject = `{"email":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
      return all([
        cleanError(
          await ctx.http('host', 'POST', '/rest/v1/bookings', {
            raw: deep,
            headers: { 'content-type': 'application/json' },
          }),
        ),
        cleanError(
          await ctx.http('host', 'POST', '/rest/v1/rpc/reserve_booking', {
            raw: `{"p_booking_id":${deep}}`,
            headers: { 'content-type': 'application/json' },
          }),
        ),
        cleanError(
          await ctx.http('anon', 'POST', '/auth/v1/token?grant_type=password', {
            raw: deepObject,
            headers: { 'content-type': 'application/json' },
          }),
        ),
        cleanError(
          await ctx.http('host', 'PUT', '/auth/v1/user', {
            raw: `{"data":${deep}}`,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ]);
    },
  },
  {
    category: 'error answers',
    actor: 'anon',
    name: 'JSON nested 10 000 deep to the edge functions',
    tables: [T.bookings, T.emails],
    run: async (ctx) => {
      const deep = `{"bookingId":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
      const post = async (name: string) => {
        const r = await fetch(`${ctx.stack.url}/functions/v1/${name}`, {
          method: 'POST',
          headers: {
            apikey: ctx.stack.anonKey,
            authorization: `Bearer ${ctx.token('host')}`,
            'content-type': 'application/json',
          },
          body: deep,
        });
        return cleanError({ status: r.status, body: await r.json().catch(() => null), headers: r.headers });
      };
      return all([
        await post('cancel-checkout'),
        await post('create-checkout-session'),
        await post('newsletter-subscribe'),
      ]);
    },
  },
];
