/**
 * POST /upload-vendor-photo?path={userId}/{name} — stores one listing photo in vendor-photos.
 *
 * The body is the photo's bytes and Content-Type its declared type. Hosted Supabase Storage checks the declared
 * type against the bucket's allowed types but never looks at the bytes, so a direct upload could store HTML
 * declared image/png; direct uploads are therefore refused by the storage policies
 * (supabase/schemas/70_storage.sql) and photos come through here: the caller must be signed in and own a listing, the path must
 * be in the caller's own folder, the photo at most 50 MB and its bytes really the declared JPEG, PNG, WebP or
 * GIF (shared-domain sniffImageType). The account's upload budget (shared-domain UPLOAD_BUDGETS, held by the
 * database's reserve_upload under a per-account lock, so concurrent uploads cannot pass it) is reserved before
 * the bytes are stored, and given back if storing fails. It is then stored with the service role, with cache
 * control 3600 s and no overwrite, as the spec's upload was. Every answer carries X-Content-Type-Options: nosniff.
 * Photos the listing does not use are removed a day later by the scheduled cleanup-uploads function.
 *
 * 200 { path } · 400 invalid_path · 401 unauthorized · 403 not_a_vendor | not_own_folder
 * 409 already_exists · 413 too_large | over_budget · 415 unsupported_type | contents_mismatch
 */
import {
  fileTooLargeMessage,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoContentsMismatchMessage,
  photoPathFolder,
  STORAGE_CACHE_CONTROL_SECONDS,
  sniffImageType,
  storedPhotoType,
  UPLOAD_BUDGETS,
  uploadBudgetMessage,
  VENDOR_PHOTOS_BUCKET,
} from '@partyeasy/shared-domain';
import { createClient } from '@supabase/supabase-js';
import { type Context, Hono } from 'hono';
import { serviceClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { corsMiddleware, errorResponse, HttpError, noSniffMiddleware } from '../_shared/http.ts';

const app = new Hono();
app.use('*', noSniffMiddleware);
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

const tooLarge = (bytes: number) => new HttpError(413, 'too_large', fileTooLargeMessage(bytes));

/** The body's bytes, refusing with 413 as soon as more than PHOTO_MAX_BYTES arrive. */
async function readPhoto(c: Context): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > PHOTO_MAX_BYTES) throw tooLarge(declared);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > PHOTO_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge(size);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

app.post('/upload-vendor-photo', async (c) => {
  const env = functionEnv();
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const notAuthenticated = new HttpError(401, 'unauthorized', PHOTO_MESSAGES.notAuthenticated);
  if (!token) throw notAuthenticated;
  const { data: auth, error: authError } = await createClient(env.supabaseUrl, env.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).auth.getUser(token);
  if (authError || !auth.user) throw notAuthenticated;
  const user = auth.user;

  const path = c.req.query('path') ?? '';
  const folder = photoPathFolder(path);
  if (!folder) {
    throw new HttpError(
      400,
      'invalid_path',
      'The photo path must be {your user id}/{name} with letters, digits, ".", "-" or "_" in the name.',
    );
  }
  if (folder !== user.id) {
    throw new HttpError(403, 'not_own_folder', 'Photos can only be stored in your own folder.');
  }

  const db = serviceClient(env);
  const { data: listing, error: listingError } = await db
    .from('vendors')
    .select('id')
    .eq('user_id', user.id)
    .limit(1)
    .maybeSingle();
  if (listingError) throw new Error(`looking up the caller's listing: ${listingError.message}`);
  if (!listing) throw new HttpError(403, 'not_a_vendor', 'Only vendors can upload listing photos.');

  const declared = storedPhotoType(c.req.header('content-type'));
  if (!declared) {
    throw new HttpError(415, 'unsupported_type', 'Only JPEG, PNG, WebP and GIF images can be stored.');
  }
  const bytes = await readPhoto(c);
  if (sniffImageType(bytes) !== declared) {
    throw new HttpError(415, 'contents_mismatch', photoContentsMismatchMessage(declared));
  }

  const alreadyExists = new HttpError(409, 'already_exists', 'A photo with this name already exists.');
  const { data: reservation, error: reserveError } = await db.rpc('reserve_upload', {
    p_user_id: user.id,
    p_kind: 'vendor_photo',
    p_object_name: path,
    p_bytes: bytes.byteLength,
  });
  if (reserveError) {
    if (reserveError.code === '23505') throw alreadyExists;
    throw new Error(`reserving the upload budget: ${reserveError.message}`);
  }
  const reserved = reservation as { id?: string; refused?: boolean } | null;
  if (!reserved?.id) {
    throw new HttpError(413, 'over_budget', uploadBudgetMessage(UPLOAD_BUDGETS.vendor_photo));
  }

  const { error } = await db.storage.from(VENDOR_PHOTOS_BUCKET).upload(path, bytes, {
    contentType: declared,
    cacheControl: String(STORAGE_CACHE_CONTROL_SECONDS),
    upsert: false,
  });
  if (error) {
    await db.rpc('release_upload', { p_id: reserved.id });
    const status = String((error as { statusCode?: string | number }).statusCode ?? '');
    if (status === '409') throw alreadyExists;
    throw new Error(`storing ${path}: ${error.message}`);
  }
  return c.json({ path });
});

export default app;
