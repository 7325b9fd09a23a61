/** Storage calls of the spec (vendor-photos: upload with cache control and no overwrite, public URL, remove). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestStack, type TestUser } from '../src/testing.js';
import { clientFor, DATABASES, startFixtureStack } from './helpers.js';

// a 1x1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(DATABASES)('storage on %s', (database) => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;

  beforeAll(async () => {
    stack = await startFixtureStack(database, { mailPort: null });
    [alice, bob] = await Promise.all([createTestUser(stack), createTestUser(stack)]);
    asAlice = clientFor(stack, alice.accessToken);
    asBob = clientFor(stack, bob.accessToken);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('uploads (multipart), refuses overwrite, serves the public URL with type and cache control', async () => {
    const path = `${alice.id}/1700000000-abc123-party.png`;
    const bucket = asAlice.storage.from('vendor-photos');
    const up = await bucket.upload(path, new Blob([PNG], { type: 'image/png' }), {
      cacheControl: '3600',
      upsert: false,
    });
    expect(up.error).toBeNull();
    expect(up.data?.path).toBe(path);
    expect(up.data?.fullPath).toBe(`vendor-photos/${path}`);

    const again = await bucket.upload(path, new Blob([PNG], { type: 'image/png' }), {
      cacheControl: '3600',
      upsert: false,
    });
    expect(again.error).toMatchObject({ statusCode: '409' });
    expect((again.error as { status?: number }).status).toBe(409);

    const { data } = asAlice.storage.from('vendor-photos').getPublicUrl(path);
    expect(data.publicUrl).toBe(`${stack.url}/storage/v1/object/public/vendor-photos/${path}`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const row = await stack.db.query<{ owner: string }>(
      'select owner from storage.objects where bucket_id = $1 and name = $2',
      ['vendor-photos', path],
    );
    expect(row.rows[0]?.owner).toBe(alice.id);
  });

  it('upserts with x-upsert and takes raw bodies', async () => {
    const path = `${alice.id}/raw.png`;
    const first = await asAlice.storage.from('vendor-photos').upload(path, PNG, { contentType: 'image/png' });
    expect(first.error).toBeNull();
    const bigger = Buffer.concat([PNG, Buffer.from('trailing')]);
    const second = await asAlice.storage
      .from('vendor-photos')
      .upload(path, bigger, { contentType: 'image/png', upsert: true, cacheControl: '60' });
    expect(second.error).toBeNull();
    const res = await fetch(asAlice.storage.from('vendor-photos').getPublicUrl(path).data.publicUrl);
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect((await res.arrayBuffer()).byteLength).toBe(bigger.length);
  });

  it('enforces the bucket’s MIME types and size limit', async () => {
    const text = await asAlice.storage
      .from('vendor-photos')
      .upload(`${alice.id}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ statusCode: '415' });
    const huge = await asAlice.storage
      .from('vendor-photos')
      .upload(`${alice.id}/huge.png`, new Blob([Buffer.alloc(1_048_577)], { type: 'image/png' }));
    expect(huge.error).toMatchObject({ statusCode: '413' });
    const missing = await asAlice.storage
      .from('no-such-bucket')
      .upload(`${alice.id}/a.png`, PNG, { contentType: 'image/png' });
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('storage policies decide: no upload into another user’s folder, anon cannot upload', async () => {
    const intoAlice = await asBob.storage
      .from('vendor-photos')
      .upload(`${alice.id}/bob.png`, new Blob([PNG], { type: 'image/png' }));
    expect(intoAlice.error).toMatchObject({ statusCode: '403' });
    const anon = await clientFor(stack)
      .storage.from('vendor-photos')
      .upload('anon/a.png', new Blob([PNG], { type: 'image/png' }));
    expect(anon.error).toMatchObject({ statusCode: '403' });
  });

  it('lists a folder and removes a file (only the owner can)', async () => {
    const path = `${alice.id}/to-remove.png`;
    await asAlice.storage.from('vendor-photos').upload(path, new Blob([PNG], { type: 'image/png' }));
    const listed = await asAlice.storage
      .from('vendor-photos')
      .list(alice.id, { sortBy: { column: 'name', order: 'asc' } });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((f) => f.name)).toContain('to-remove.png');
    const top = await asAlice.storage.from('vendor-photos').list();
    expect(top.data?.some((f) => f.name === alice.id && f.id === null)).toBe(true);

    const byBob = await asBob.storage.from('vendor-photos').remove([path]);
    expect(byBob.data).toEqual([]);
    expect((await fetch(asBob.storage.from('vendor-photos').getPublicUrl(path).data.publicUrl)).status).toBe(
      200,
    );

    const removed = await asAlice.storage.from('vendor-photos').remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    const gone = await fetch(asAlice.storage.from('vendor-photos').getPublicUrl(path).data.publicUrl);
    expect(gone.status).toBe(400);
    expect((await gone.json()).statusCode).toBe('404');
  });

  it('private buckets: no public URL, the owner downloads, others get not found', async () => {
    const path = `${alice.id}/contract.pdf`;
    const up = await asAlice.storage
      .from('private-docs')
      .upload(path, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(up.error).toBeNull();
    expect((await fetch(asAlice.storage.from('private-docs').getPublicUrl(path).data.publicUrl)).status).toBe(
      400,
    );
    const mine = await asAlice.storage.from('private-docs').download(path);
    expect(mine.error).toBeNull();
    expect(await mine.data?.text()).toBe('%PDF-1.4');
    const theirs = await asBob.storage.from('private-docs').download(path);
    expect(theirs.data).toBeNull();
    expect(theirs.error).not.toBeNull();
  });
});
