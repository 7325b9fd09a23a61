/**
 * POST /dispute-photo?disputeId={id} — stores one evidence photo of a dispute in the private dispute-photos
 * bucket, at {dispute id}/{random name}. The body is the photo's bytes and Content-Type its declared type,
 * checked like a listing photo (upload-vendor-photo): at most 50 MB, its bytes really the declared JPEG,
 * PNG, WebP or GIF. Only the dispute's host, while it is open, and at most 5 photos (add_dispute_photo
 * under the dispute's lock records it first, so concurrent uploads cannot pass the limit; the row is
 * removed again if storing fails). The parties and admins read the photos through the bucket's policy.
 *
 * 200 { path } · 400 invalid_body · 401 unauthorized · 404 dispute_not_found · 409 not_open
 * 413 too_large | too_many · 415 unsupported_type | contents_mismatch
 */
import {
  DISPUTE_MESSAGES,
  DISPUTE_PHOTOS_BUCKET,
  fileTooLargeMessage,
  PHOTO_MAX_BYTES,
  photoContentsMismatchMessage,
  sniffImageType,
  storedPhotoType,
} from '@partyeasy/shared-domain';
import { type Context, Hono } from 'hono';
import { authenticatedUser, serviceClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import {
  bearerToken,
  corsMiddleware,
  errorResponse,
  HttpError,
  isUuid,
  noSniffMiddleware,
} from '../_shared/http.ts';

const app = new Hono();
app.use('*', noSniffMiddleware);
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

const tooLarge = (bytes: number) => new HttpError(413, 'too_large', fileTooLargeMessage(bytes));
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

async function readPhoto(c: Context): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > PHOTO_MAX_BYTES) throw tooLarge(declared);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw tooLarge(bytes.byteLength);
  return bytes;
}

app.post('/dispute-photo', async (c) => {
  const env = functionEnv();
  const user = await authenticatedUser(env, bearerToken(c));
  const disputeId = c.req.query('disputeId');
  if (!isUuid(disputeId)) throw new HttpError(400, 'invalid_body', 'disputeId must be the id of a dispute.');
  const declared = storedPhotoType(c.req.header('content-type'));
  if (!declared)
    throw new HttpError(415, 'unsupported_type', 'Only JPEG, PNG, WebP and GIF images can be stored.');
  const bytes = await readPhoto(c);
  if (sniffImageType(bytes) !== declared) {
    throw new HttpError(415, 'contents_mismatch', photoContentsMismatchMessage(declared));
  }

  const db = serviceClient(env);
  const path = `${disputeId}/${crypto.randomUUID()}.${EXTENSIONS[declared]}`;
  const { data: row, error } = await db.rpc('add_dispute_photo', {
    p_dispute_id: disputeId,
    p_user: user.id,
    p_path: path,
  });
  if (error) {
    if (error.code === 'PT404') throw new HttpError(404, 'dispute_not_found', 'Dispute not found.');
    if (error.code === 'PT409') throw new HttpError(409, 'not_open', error.message);
    if (error.code === 'PT413') throw new HttpError(413, 'too_many', DISPUTE_MESSAGES.tooManyPhotos);
    throw new Error(`add_dispute_photo: ${error.message}`);
  }
  const stored = await db.storage.from(DISPUTE_PHOTOS_BUCKET).upload(path, bytes, {
    contentType: declared,
    upsert: false,
  });
  if (stored.error) {
    await db
      .from('dispute_photos')
      .delete()
      .eq('id', (row as { id: number }).id);
    throw new Error(`storing ${path}: ${stored.error.message}`);
  }
  return c.json({ path });
});

export default app;
