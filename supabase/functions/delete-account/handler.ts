/**
 * POST /delete-account { password } — the signed-in user deletes their account (docs/privacy.md).
 *
 * 1. The password is checked with the auth server (a sign-in of its own, signed out again at once).
 * 2. public.delete_account (service role only) refuses while account_deletion_blockers gives a reason (an
 *    upcoming paid booking as host or vendor, a host paying for the listing right now, a payout still due, a
 *    refund in progress, an open dispute); otherwise it de-identifies the account in one transaction.
 * 3. The auth server soft-deletes the user: every session and refresh token goes, the e-mail is obfuscated,
 *    the password removed, so nobody signs in again.
 * 4. The account's uploads (listing photos) are removed from Storage; any left over are removed by the upload
 *    cleanup within a day, and the purge records the account as purged once none is left.
 * Steps 2 and 3 are safe to repeat: a retry after a failure at step 3 finishes the deletion.
 *
 * 200 { deleted: true } · 400 invalid_body · 401 unauthorized · 403 wrong_password
 * 409 deletion_blocked { blockers: string[] } | password_needed · 502 sign_out_failed
 */
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { authenticatedUser, serviceClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, jsonBody } from '../_shared/http.ts';

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

app.post('/delete-account', async (c) => {
  const env = functionEnv();
  const user = await authenticatedUser(env, bearerToken(c));
  const body = await jsonBody(c);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!password) throw new HttpError(400, 'invalid_body', 'Type your password to delete your account.');
  if (!user.email || !(user.identities ?? []).some((identity) => identity.provider === 'email')) {
    throw new HttpError(
      409,
      'password_needed',
      'Your account has no password: set one under Security first, then delete your account.',
    );
  }

  const check = createClient(env.supabaseUrl, env.anonKey, { auth: noSession });
  const signIn = await check.auth.signInWithPassword({ email: user.email, password });
  if (signIn.error) {
    if (signIn.error.code === 'invalid_credentials') {
      throw new HttpError(403, 'wrong_password', 'That password is wrong.');
    }
    throw new Error(`checking the password: ${signIn.error.message}`);
  }
  // The check's own session is not kept (local: the user's other sessions stay until the deletion).
  await check.auth.signOut({ scope: 'local' });

  const db = serviceClient(env);
  const { data, error } = await db.rpc('delete_account', { p_user_id: user.id });
  if (error) throw new Error(`deleting account ${user.id}: ${error.message}`);
  const answer = data as {
    deleted: boolean;
    blockers: string[];
    objects?: { bucket: string; name: string }[];
  };
  if (!answer.deleted) {
    return c.json(
      { error: 'deletion_blocked', message: answer.blockers.join(' '), blockers: answer.blockers },
      409,
    );
  }

  const removed = await db.auth.admin.deleteUser(user.id, true);
  if (removed.error) {
    console.error('[delete-account] auth soft delete failed:', removed.error.message);
    throw new HttpError(
      502,
      'sign_out_failed',
      'Your data was removed, but signing you out everywhere failed. Please try again.',
    );
  }

  const byBucket = new Map<string, string[]>();
  for (const object of answer.objects ?? []) {
    byBucket.set(object.bucket, [...(byBucket.get(object.bucket) ?? []), object.name]);
  }
  for (const [bucket, names] of byBucket) {
    const { error: removeError } = await db.storage.from(bucket).remove(names);
    // Left for the upload cleanup (a day at most) and the purge; the account is deleted either way.
    if (removeError)
      console.error(`[delete-account] removing ${names.length} object(s):`, removeError.message);
  }
  return c.json({ deleted: true });
});

export default app;
