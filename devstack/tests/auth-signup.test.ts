import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthStack,
  DATABASES,
  fragmentParams,
  latestMail,
  redirectTarget,
  SITE_URL,
  startAuthStack,
  uniqueEmail,
  verifyLink,
} from './auth-harness.js';

const profile = { full_name: 'Pat Planner', user_type: 'host', phone_number: '+1 555 0100' };

describe.each(DATABASES)('auth sign-up and password sign-in (%s)', (database) => {
  let stack: AuthStack;
  beforeAll(async () => {
    stack = await startAuthStack(database);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers health and settings', async () => {
    const health = await fetch(`${stack.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
    const settings = await (await fetch(`${stack.url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ external: { email: true, google: true }, mailer_autoconfirm: false });
  });

  it('signs up with options.data, mails a confirmation link that signs the user in (implicit flow)', async () => {
    const email = uniqueEmail('Host');
    const client = stack.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret123',
      options: { data: profile, emailRedirectTo: `${SITE_URL}/` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      user_metadata: profile,
      role: 'authenticated',
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      identity_data: { email_verified: false },
    });

    const before = await client.auth.signInWithPassword({ email, password: 'secret123' });
    expect(before.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = latestMail(stack, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const target = await redirectTarget(verifyLink(mail));
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE_URL}/`);
    const fragment = fragmentParams(target);
    expect(fragment).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600' });

    // What detectSessionInUrl does in a browser: store the session from the fragment.
    const { data: restored, error: restoreError } = await client.auth.setSession({
      access_token: fragment.access_token!,
      refresh_token: fragment.refresh_token!,
    });
    expect(restoreError).toBeNull();
    expect(restored.user?.email_confirmed_at).toBeTruthy();
    const { data: current } = await client.auth.getUser();
    expect(current.user).toMatchObject({ email: email.toLowerCase(), user_metadata: profile });

    const signIn = await client.auth.signInWithPassword({ email, password: 'secret123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.refresh_token).toBeTruthy();
  });

  it('issues access tokens with Supabase claims', async () => {
    const email = uniqueEmail('claims');
    const client = stack.client();
    await client.auth.signUp({ email, password: 'secret123', options: { data: profile } });
    await redirectTarget(verifyLink(latestMail(stack, email)));
    const { data } = await client.auth.signInWithPassword({ email, password: 'secret123' });
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: profile,
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    const { rows } = await stack.db.query('select user_id from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    expect(rows).toEqual([{ user_id: data.user!.id }]);
  });

  it('confirms through ?code= when the sign-up used PKCE', async () => {
    const email = uniqueEmail('pkce');
    const client = stack.client('pkce');
    const { data } = await client.auth.signUp({
      email,
      password: 'secret123',
      options: { data: profile, emailRedirectTo: `${SITE_URL}/welcome` },
    });
    expect(data.session).toBeNull();
    const link = verifyLink(latestMail(stack, email));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const target = await redirectTarget(link);
    expect(target.pathname).toBe('/welcome');
    expect(target.hash).toBe('');
    const code = target.searchParams.get('code')!;
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user).toMatchObject({ email: email.toLowerCase(), user_metadata: profile });
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.getSession()).data.session?.access_token).toBe(
      exchanged.data.session?.access_token,
    );

    const again = await stack.client('pkce').auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it('rejects a wrong code verifier with bad_code_verifier', async () => {
    const email = uniqueEmail('verifier');
    await stack.client('pkce').auth.signUp({ email, password: 'secret123' });
    const target = await redirectTarget(verifyLink(latestMail(stack, email)));
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: target.searchParams.get('code'), code_verifier: 'not-the-verifier' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'bad_code_verifier' });
  });

  it('reports a used or invalid confirmation link in the redirect', async () => {
    const email = uniqueEmail('twice');
    await stack.client().auth.signUp({ email, password: 'secret123' });
    const link = verifyLink(latestMail(stack, email));
    await redirectTarget(link);
    const second = await redirectTarget(link);
    expect(fragmentParams(second)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('rejects wrong passwords, weak passwords and invalid addresses with GoTrue codes', async () => {
    const client = stack.client();
    const wrong = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever1',
    });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
    expect(weak.error && 'reasons' in weak.error ? weak.error.reasons : undefined).toEqual(['length']);

    const tooLong = await client.auth.signUp({ email: uniqueEmail('long'), password: 'x'.repeat(73) });
    expect(tooLong.error).toMatchObject({ status: 422, code: 'validation_failed' });

    const invalid = await client.auth.signUp({ email: 'not-an-email', password: 'secret123' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const raw = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('does not reveal a registered address when confirmations are on, and says user_already_exists when off', async () => {
    const email = uniqueEmail('dup');
    const client = stack.client();
    await client.auth.signUp({ email, password: 'secret123' });
    await redirectTarget(verifyLink(latestMail(stack, email)));
    const mailCount = stack.mailbox.list().length;

    const repeat = await client.auth.signUp({ email, password: 'other-secret' });
    expect(repeat.error).toBeNull();
    expect(repeat.data.user?.identities).toEqual([]);
    expect(stack.mailbox.list()).toHaveLength(mailCount);

    stack.config.mailerAutoconfirm = true;
    try {
      const taken = await client.auth.signUp({ email, password: 'other-secret' });
      expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists' });

      const fresh = uniqueEmail('auto');
      const auto = await client.auth.signUp({
        email: fresh,
        password: 'secret123',
        options: { data: profile },
      });
      expect(auto.error).toBeNull();
      expect(auto.data.session?.access_token).toBeTruthy();
      expect(auto.data.user?.email_confirmed_at).toBeTruthy();
      expect(stack.mailbox.latestFor(fresh)).toBeUndefined();
    } finally {
      stack.config.mailerAutoconfirm = false;
    }
  });

  it('sends redirects only to the site URL or allow-listed URLs', async () => {
    const email = uniqueEmail('redirect');
    await stack
      .client()
      .auth.signUp({ email, password: 'secret123', options: { emailRedirectTo: 'https://evil.example/' } });
    const link = new URL(verifyLink(latestMail(stack, email)));
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);

    const allowed = uniqueEmail('allowed');
    await stack.client().auth.signUp({
      email: allowed,
      password: 'secret123',
      options: { emailRedirectTo: 'http://localhost:3002/vendor' },
    });
    const target = await redirectTarget(verifyLink(latestMail(stack, allowed)));
    expect(target.origin + target.pathname).toBe('http://localhost:3002/vendor');

    const lookalike = uniqueEmail('lookalike');
    await stack.client().auth.signUp({
      email: lookalike,
      password: 'secret123',
      options: { emailRedirectTo: 'http://localhost:30021/' },
    });
    expect(new URL(verifyLink(latestMail(stack, lookalike))).searchParams.get('redirect_to')).toBe(SITE_URL);
  });

  it('registers an address once when sign-ups race', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => stack.client().auth.signUp({ email, password: 'secret123' })),
    );
    for (const { error } of results) {
      if (error) expect(error).toMatchObject({ status: 422, code: 'email_exists' });
    }
    expect(results.some(({ error }) => error === null)).toBe(true);
    const { rows } = await stack.db.query(
      'select count(*)::int as n from auth.users where lower(email) = $1',
      [email.toLowerCase()],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});
