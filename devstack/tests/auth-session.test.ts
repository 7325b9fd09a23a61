import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthStack,
  confirmedUser,
  DATABASES,
  fragmentParams,
  latestMail,
  otpCode,
  redirectTarget,
  SITE_URL,
  startAuthStack,
  uniqueEmail,
  verifyLink,
} from './auth-harness.js';

describe.each(DATABASES)('auth sessions and user updates (%s)', (database) => {
  let stack: AuthStack;
  beforeAll(async () => {
    stack = await startAuthStack(database);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const rawRefresh = (refreshToken: string) =>
    fetch(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });

  it('gets the current user with its identities', async () => {
    const { client, user } = await confirmedUser(stack, 'secret123', { full_name: 'Gia Getter' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { full_name: 'Gia Getter', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      user_id: user!.id,
      identity_data: { email_verified: true },
    });
  });

  it('rotates refresh tokens and rejects a used one after the reuse window', async () => {
    const { client, session } = await confirmedUser(stack);
    const first = session!.refresh_token;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!.refresh_token;
    expect(second).not.toBe(first);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(
      decodeJwt(session!.access_token).session_id,
    );

    // Two tabs refreshing at once: the just-rotated token still answers, with the session's active token.
    const concurrent = await rawRefresh(first);
    expect(concurrent.status).toBe(200);
    expect((await concurrent.json()).refresh_token).toBe(second);

    await stack.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first],
    );
    const reused = await rawRefresh(first);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error_code: 'refresh_token_already_used' });

    const unknown = await rawRefresh('no-such-token');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
  });

  it('updates the password (and refuses a weak or unchanged one)', async () => {
    const { client, email } = await confirmedUser(stack, 'old-secret');
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const same = await client.auth.updateUser({ password: 'old-secret' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const { error } = await client.auth.updateUser({ password: 'new-secret' });
    expect(error).toBeNull();
    const anonymous = stack.client();
    expect((await anonymous.auth.signInWithPassword({ email, password: 'old-secret' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await anonymous.auth.signInWithPassword({ email, password: 'new-secret' })).error).toBeNull();
  });

  it('secure password change: a session over a day old needs the mailed code (GoTrue reauthentication)', async () => {
    expect(stack.config.securePasswordChange).toBe(true);
    const { client, email, session } = await confirmedUser(stack, 'old-secret');
    const sessionId = decodeJwt(session!.access_token).session_id as string;
    await stack.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where id = $1::uuid`,
      [sessionId],
    );
    const refused = await client.auth.updateUser({ password: 'new-secret' });
    expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = latestMail(stack, email);
    expect(mail.subject).toBe('Confirm reauthentication');
    const code = otpCode(mail);
    const wrong = await client.auth.updateUser({
      password: 'new-secret',
      nonce: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
    expect((await client.auth.updateUser({ password: 'new-secret', nonce: code })).error).toBeNull();
    // The code is spent by the change.
    const again = await client.auth.updateUser({ password: 'newer-secret', nonce: code });
    expect(again.error).toMatchObject({ code: 'reauthentication_not_valid' });
    expect(
      (await stack.client().auth.signInWithPassword({ email, password: 'new-secret' })).error,
    ).toBeNull();

    // A fresh sign-in (what the settings page does with the current password) may change it again.
    const fresh = stack.client();
    expect((await fresh.auth.signInWithPassword({ email, password: 'new-secret' })).error).toBeNull();
    expect((await fresh.auth.updateUser({ password: 'newest-secret' })).error).toBeNull();
  });

  it('merges profile data into user_metadata and carries it in the next access token', async () => {
    const { client } = await confirmedUser(stack, 'secret123', {
      full_name: 'Old Name',
      user_type: 'vendor',
      phone_number: '111',
    });
    const { data, error } = await client.auth.updateUser({
      data: { name: 'New Name', full_name: 'New Name', phone_number: '222' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({
      name: 'New Name',
      full_name: 'New Name',
      phone_number: '222',
      user_type: 'vendor',
    });
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).user_metadata).toMatchObject({
      full_name: 'New Name',
      user_type: 'vendor',
    });
  });

  it('changes the e-mail once both addresses confirmed their mailed links (secure e-mail change)', async () => {
    const { client, email, password } = await confirmedUser(stack);
    const newEmail = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser(
      { email: newEmail, data: { full_name: 'Moved User' } },
      { emailRedirectTo: `${SITE_URL}/account-settings` },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: email.toLowerCase(), new_email: newEmail.toLowerCase() });

    // The new address first: accepted, but nothing changes until the current address confirms too.
    const toNew = latestMail(stack, newEmail);
    expect(toNew.subject).toBe('Confirm Email Change');
    const first = await redirectTarget(verifyLink(toNew));
    expect(first.pathname).toBe('/account-settings');
    expect(fragmentParams(first)).toMatchObject({
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    });
    expect(fragmentParams(first).access_token).toBeUndefined();
    expect((await stack.client().auth.signInWithPassword({ email, password })).error).toBeNull();
    // The same link again does nothing more.
    expect(fragmentParams(await redirectTarget(verifyLink(toNew)))).toMatchObject({
      error_code: 'otp_expired',
    });

    const toCurrent = latestMail(stack, email);
    expect(toCurrent.subject).toBe('Confirm Email Change');
    const target = await redirectTarget(verifyLink(toCurrent));
    expect(target.pathname).toBe('/account-settings');
    expect(fragmentParams(target)).toMatchObject({ type: 'email_change', token_type: 'bearer' });

    const anonymous = stack.client();
    expect((await anonymous.auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    const signIn = await anonymous.auth.signInWithPassword({ email: newEmail, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user).toMatchObject({
      email: newEmail.toLowerCase(),
      user_metadata: { full_name: 'Moved User' },
    });
    expect(signIn.data.user?.new_email).toBeUndefined();
  });

  it('refuses an e-mail change to an address another account holds', async () => {
    const other = await confirmedUser(stack);
    const { client } = await confirmedUser(stack);
    const { error } = await client.auth.updateUser({ email: other.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('signs out locally: the access token and refresh token of that session stop working', async () => {
    const { client, session } = await confirmedUser(stack);
    const { error } = await client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const stale = await stack.client().auth.getUser(session!.access_token);
    expect(stale.error).toMatchObject({ name: 'AuthSessionMissingError' });
    const refresh = await rawRefresh(session!.refresh_token);
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
  });

  it('signs out globally or only the other sessions', async () => {
    const { email, password, client: first } = await confirmedUser(stack);
    const second = stack.client();
    const third = stack.client();
    await second.auth.signInWithPassword({ email, password });
    await third.auth.signInWithPassword({ email, password });

    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    expect((await second.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });

    const fourth = stack.client();
    await fourth.auth.signInWithPassword({ email, password });
    const secondToken = (await fourth.auth.getSession()).data.session!.access_token;
    expect((await first.auth.signOut()).error).toBeNull();
    expect((await stack.client().auth.getUser(secondToken)).error).toMatchObject({
      name: 'AuthSessionMissingError',
    });
    const { rows } = await stack.db.query(
      'select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [email.toLowerCase()],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('answers bad or missing tokens like GoTrue', async () => {
    const missing = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error_code: 'no_authorization' });

    const garbage = await stack.client().auth.getUser('not.a.jwt');
    expect(garbage.error).toMatchObject({ status: 403, code: 'bad_jwt' });

    const anonKey = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(anonKey.status).toBe(403);
    expect(await anonKey.json()).toMatchObject({ error_code: 'bad_jwt' });

    const malformed = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await malformed.json()).toMatchObject({ code: 'bad_json' });
  });
});
