import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import { UPLOAD_BUDGETS, uploadBudgetMessage } from '@partyeasy/shared-domain';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, SEED_PASSWORD } from './support/actors.js';
import { PNG_BYTES } from './support/api-client.js';
import { tableFingerprint } from './support/database.js';

/**
 * The upload-vendor-photo function (issue 23, class 7 on hosted Supabase): the only way a listing photo gets
 * into vendor-photos. Called over HTTP as the vendor app calls it; CI runs this suite again with the function
 * served by Deno (scripts/test.sh functions_on_deno). Also the account budgets of uploads and the scheduled
 * cleanup-uploads function that removes uploads nothing has used for a day (issue 41, class 4).
 */
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const bytes = (text: string) => new TextEncoder().encode(text);
const HTML = bytes('<!doctype html><script>alert(document.cookie)</script>');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = bytes('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const WEBP = Uint8Array.from([...bytes('RIFF'), 0x1a, 0, 0, 0, ...bytes('WEBPVP8L'), 0x0d, 0, 0, 0, 0x2f]);

describe('upload-vendor-photo', () => {
  let stack: TestStack;
  const tokens: Record<string, string> = {};
  const signIn = async (email: string) => {
    const client = createClient(stack.url, stack.anonKey, options);
    const { data, error } = await client.auth.signInWithPassword({ email, password: SEED_PASSWORD });
    if (error) throw error;
    return data.session.access_token;
  };
  const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const upload = async (
    token: string | null,
    path: string,
    body: Uint8Array,
    contentType: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(
      `${stack.url}/functions/v1/upload-vendor-photo?path=${encodeURIComponent(path)}`,
      {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': contentType,
          ...headers,
        },
        body: new Blob([new Uint8Array(body)]),
      },
    );
    return {
      status: res.status,
      nosniff: res.headers.get('x-content-type-options') === 'nosniff',
      body: (await res.json()) as { path?: string; error?: string; message?: string },
    };
  };
  const objects = () => tableFingerprint(stack.db, 'storage.objects');

  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    tokens.vendor = await signIn('dj@partyeasy.test');
    tokens.host = await signIn('host@partyeasy.test');
    tokens.bartender = await signIn('bartender@partyeasy.test');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("stores a vendor's photo of each format in their folder, served back as that type with nosniff", async () => {
    for (const [type, body] of [
      ['image/png', PNG_BYTES],
      ['image/jpeg', JPEG],
      ['image/gif', GIF],
      ['image/webp', WEBP],
    ] as const) {
      const path = `${ids.ownerVendorUser}/${unique()}-photo.${type.slice(6)}`;
      const r = await upload(tokens.vendor!, path, body, type);
      expect(r, type).toMatchObject({ status: 200, nosniff: true, body: { path } });
      const row = await stack.db.query<{ mimetype: string; cache: string; size: string }>(
        `select metadata->>'mimetype' as mimetype, metadata->>'cacheControl' as cache, metadata->>'size' as size
           from storage.objects where bucket_id = 'vendor-photos' and name = $1`,
        [path],
      );
      expect(row.rows).toEqual([{ mimetype: type, cache: 'max-age=3600', size: String(body.length) }]);
      const served = await fetch(`${stack.url}/storage/v1/object/public/vendor-photos/${path}`);
      expect(served.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(body));
    }
  });

  it('refuses bytes that are not the declared format, and types outside the four; nothing is stored', async () => {
    const before = await objects();
    const folder = ids.ownerVendorUser;
    const lies = [
      await upload(tokens.vendor!, `${folder}/${unique()}.png`, HTML, 'image/png'),
      await upload(tokens.vendor!, `${folder}/${unique()}.jpg`, PNG_BYTES, 'image/jpeg'),
      await upload(tokens.vendor!, `${folder}/${unique()}.webp`, GIF, 'image/webp'),
      await upload(tokens.vendor!, `${folder}/${unique()}.gif`, new Uint8Array(0), 'image/gif'),
      await upload(tokens.vendor!, `${folder}/${unique()}.jpg`, Uint8Array.from([0xff, 0xd8]), 'image/jpeg'),
    ];
    for (const r of lies)
      expect(r).toMatchObject({ status: 415, nosniff: true, body: { error: 'contents_mismatch' } });
    expect(lies[0]!.body.message).toBe("The file's contents are not a PNG image");
    for (const type of ['text/html', 'image/svg+xml', 'image/bmp', 'application/octet-stream']) {
      const r = await upload(tokens.vendor!, `${folder}/${unique()}.x`, JPEG, type);
      expect(r, type).toMatchObject({ status: 415, body: { error: 'unsupported_type' } });
    }
    expect(await objects()).toBe(before);
  });

  it("refuses other users' folders, odd paths, hosts, anonymous callers and over-large photos", async () => {
    const before = await objects();
    const other = await upload(tokens.vendor!, `${ids.host}/${unique()}.png`, PNG_BYTES, 'image/png');
    expect(other).toMatchObject({ status: 403, nosniff: true, body: { error: 'not_own_folder' } });
    for (const path of [
      `${ids.ownerVendorUser}/../${ids.host}/x.png`,
      `${ids.ownerVendorUser}/a/b.png`,
      `${ids.ownerVendorUser}/.x.png`,
      'x.png',
      '',
    ]) {
      expect(await upload(tokens.vendor!, path, PNG_BYTES, 'image/png'), path).toMatchObject({
        status: 400,
        body: { error: 'invalid_path' },
      });
    }
    const host = await upload(tokens.host!, `${ids.host}/${unique()}.png`, PNG_BYTES, 'image/png');
    expect(host).toMatchObject({
      status: 403,
      nosniff: true,
      body: { error: 'not_a_vendor', message: 'Only vendors can upload listing photos.' },
    });
    const anon = await upload(null, `${ids.ownerVendorUser}/${unique()}.png`, PNG_BYTES, 'image/png');
    expect(anon).toMatchObject({ status: 401, nosniff: true, body: { message: 'User not authenticated' } });
    const forged = await upload(
      'not-a-jwt',
      `${ids.ownerVendorUser}/${unique()}.png`,
      PNG_BYTES,
      'image/png',
    );
    expect(forged.status).toBe(401);
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    const tooLarge = await upload(tokens.vendor!, `${ids.ownerVendorUser}/${unique()}.png`, big, 'image/png');
    expect(tooLarge).toMatchObject({
      status: 413,
      body: { error: 'too_large', message: 'File too large: 50.00 MB. Maximum size is 50MB.' },
    });
    expect(await objects()).toBe(before);
  });

  it('never overwrites: the same path twice gives 409 and keeps the first photo', async () => {
    const path = `${ids.ownerVendorUser}/${unique()}-once.png`;
    expect((await upload(tokens.vendor!, path, PNG_BYTES, 'image/png')).status).toBe(200);
    const before = await objects();
    const again = await upload(tokens.vendor!, path, GIF, 'image/gif');
    expect(again).toMatchObject({ status: 409, body: { error: 'already_exists' } });
    expect(await objects()).toBe(before);
  });

  it('is the only way in: storage refuses direct uploads and replacements, even of real images', async () => {
    const before = await objects();
    const vendor = createClient(stack.url, stack.anonKey, {
      ...options,
      global: { headers: { authorization: `Bearer ${tokens.vendor}` } },
    }).storage.from('vendor-photos');
    const direct = await vendor.upload(`${ids.ownerVendorUser}/${unique()}.png`, PNG_BYTES, {
      contentType: 'image/png',
    });
    expect(direct.error).not.toBeNull();
    const { rows } = await stack.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'vendor-photos' and name like $1 limit 1`,
      [`${ids.ownerVendorUser}/%`],
    );
    const replace = await vendor.update(rows[0]!.name, PNG_BYTES, { contentType: 'image/png' });
    expect(replace.error).not.toBeNull();
    const upsert = await vendor.upload(rows[0]!.name, PNG_BYTES, { contentType: 'image/png', upsert: true });
    expect(upsert.error).not.toBeNull();
    expect(await objects()).toBe(before);
  });

  // Budgets and cleanup (issue 41, class 4) ---------------------------------------------------------------
  const budget = UPLOAD_BUDGETS.vendor_photo;
  const usage = async (user: string) =>
    (
      await stack.db.query<{ files: number; bytes: string }>(
        `select count(*)::int as files, coalesce(sum(bytes), 0)::text as bytes from public.uploads
          where user_id = $1 and kind = 'vendor_photo'`,
        [user],
      )
    ).rows[0]!;
  const FILLER = 'test-filler';
  const fill = async (user: string, rows: number, bytesEach: number) =>
    stack.db.query(
      `insert into public.uploads (kind, bucket_id, object_name, user_id, bytes)
       select 'vendor_photo', 'vendor-photos', $1::text || '/${FILLER}-' || g || '-' || $4::text, $1::uuid, $3
         from generate_series(1, $2::int) g`,
      [user, rows, bytesEach, unique()],
    );
  const unfill = () => stack.db.query(`delete from public.uploads where object_name like '%/${FILLER}-%'`);
  const cleanup = async (token = stack.serviceRoleKey) => {
    const res = await fetch(`${stack.url}/functions/v1/cleanup-uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    return {
      status: res.status,
      body: (await res.json()) as { removed?: number; failed?: number; error?: string },
    };
  };

  it('holds the budget numbers of shared-domain in the database', async () => {
    const { rows } = await stack.db.query(
      `select bucket_id, max_files, max_bytes::text, extract(epoch from unused_after)::int as seconds
         from public.upload_kinds where kind = 'vendor_photo'`,
    );
    expect(rows).toEqual([
      {
        bucket_id: budget.bucket,
        max_files: budget.maxFiles,
        max_bytes: String(budget.maxBytes),
        seconds: budget.unusedAfterHours * 3600,
      },
    ]);
  });

  it('keeps an account within its number of files, even with ten uploads at once', async () => {
    const user = ids.otherVendorUser;
    const start = await usage(user);
    await fill(user, budget.maxFiles - start.files - 3, 1);
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          upload(tokens.bartender!, `${user}/${unique()}-race.png`, PNG_BYTES, 'image/png'),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(7);
      for (const r of refused)
        expect(r).toMatchObject({
          status: 413,
          body: { error: 'over_budget', message: uploadBudgetMessage(budget) },
        });
      expect((await usage(user)).files).toBe(budget.maxFiles);
      const stored = await stack.db.query(
        `select 1 from storage.objects where bucket_id = 'vendor-photos' and name like $1`,
        [`${user}/%-race.png`],
      );
      expect(stored.rows).toHaveLength(3);
    } finally {
      await unfill();
    }
  });

  it('keeps an account within its bytes, and a refused or repeated upload takes no place', async () => {
    const user = ids.otherVendorUser;
    const start = await usage(user);
    await fill(user, 1, budget.maxBytes - Number(start.bytes) - PNG_BYTES.length + 1);
    try {
      const before = await objects();
      const r = await upload(tokens.bartender!, `${user}/${unique()}-big.png`, PNG_BYTES, 'image/png');
      expect(r).toMatchObject({ status: 413, body: { error: 'over_budget' } });
      expect(await objects()).toBe(before);
    } finally {
      await unfill();
    }
    const path = `${user}/${unique()}-twice.png`;
    expect((await upload(tokens.bartender!, path, PNG_BYTES, 'image/png')).status).toBe(200);
    const after = await usage(user);
    expect(await upload(tokens.bartender!, path, PNG_BYTES, 'image/png')).toMatchObject({ status: 409 });
    expect(await usage(user)).toEqual(after);
  });

  it('removes uploads unused for a day, once, with four runs at once and a run after', async () => {
    const user = ids.ownerVendorUser;
    const put = async (label: string) => {
      const path = `${user}/${unique()}-${label}.png`;
      expect((await upload(tokens.vendor!, path, PNG_BYTES, 'image/png')).status).toBe(200);
      return path;
    };
    const used = await put('used');
    const recent = await put('recent');
    const dropped = await put('dropped');
    const old = [await put('old')];
    for (let i = 0; i < 11; i += 1) old.push(await put(`old${i}`));
    // The listing uses `used`; `dropped` was used, then taken out of the listing.
    await stack.db.query(`update public.vendors set photos = photos || $2::text[] where id = $1`, [
      ids.ownVendor,
      [used, dropped],
    ]);
    await stack.db.query(`update public.vendors set photos = array_remove(photos, $2) where id = $1`, [
      ids.ownVendor,
      dropped,
    ]);
    const unusedSince = await stack.db.query<{ name: string; unused: boolean }>(
      `select object_name as name, unused_since is not null as unused from public.uploads where object_name = any($1)`,
      [[used, recent, dropped]],
    );
    expect(Object.fromEntries(unusedSince.rows.map((r) => [r.name, r.unused]))).toEqual({
      [used]: false,
      [recent]: true,
      [dropped]: true,
    });
    // A day and a minute later for everything unused but `recent`.
    await stack.db.query(
      `update public.uploads set unused_since = now() - interval '1 day 1 minute'
        where object_name = any($1) and unused_since is not null`,
      [[used, dropped, ...old]],
    );

    const runs = await Promise.all([cleanup(), cleanup(), cleanup(), cleanup()]);
    for (const r of runs) expect(r).toMatchObject({ status: 200, body: { failed: 0 } });
    expect(runs.reduce((n, r) => n + (r.body.removed ?? 0), 0)).toBe(old.length + 1);
    expect(await cleanup()).toEqual({ status: 200, body: { removed: 0, failed: 0 } });

    const left = await stack.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'vendor-photos' and name = any($1) order by name`,
      [[used, recent, dropped, ...old]],
    );
    expect(left.rows.map((r) => r.name)).toEqual([used, recent].sort());
    const ledger = await stack.db.query<{ name: string }>(
      `select object_name as name from public.uploads where object_name = any($1) order by 1`,
      [[used, recent, dropped, ...old]],
    );
    expect(ledger.rows.map((r) => r.name)).toEqual([used, recent].sort());
    const served = async (path: string) =>
      (await fetch(`${stack.url}/storage/v1/object/public/vendor-photos/${path}`)).status;
    expect(await served(used)).toBe(200);
    expect(await served(dropped)).toBeGreaterThanOrEqual(400);
    expect(await served(old[0]!)).toBeGreaterThanOrEqual(400);
    await stack.db.query(`update public.vendors set photos = array_remove(photos, $2) where id = $1`, [
      ids.ownVendor,
      used,
    ]);
  });

  it('refuses a photo the cleanup is removing as a listing photo, and only the service role runs it', async () => {
    const path = `${ids.ownerVendorUser}/${unique()}-late.png`;
    expect((await upload(tokens.vendor!, path, PNG_BYTES, 'image/png')).status).toBe(200);
    await stack.db.query(`update public.uploads set removing_at = now() where object_name = $1`, [path]);
    await expect(
      stack.db.query(`update public.vendors set photos = photos || $2::text[] where id = $1`, [
        ids.ownVendor,
        [path],
      ]),
    ).rejects.toMatchObject({
      message: 'This photo was removed because nothing used it for a day. Please upload it again.',
    });
    expect(await cleanup(tokens.vendor!)).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(await cleanup(stack.anonKey)).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
  });
});
