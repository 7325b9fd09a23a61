import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthStack,
  confirmedUser,
  DATABASES,
  fragmentParams,
  latestMail,
  otpCode,
  RESET_URL,
  redirectTarget,
  SITE_URL,
  startAuthStack,
  uniqueEmail,
  verifyLink,
} from './auth-harness.js';

describe.each(DATABASES)('auth password recovery, magic link and OTP (%s)', (database) => {
  let stack: AuthStack;
  beforeAll(async () => {
    stack = await startAuthStack(database);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('mails a reset link that lands on /reset-password with a code the app exchanges, then sets the password', async () => {
    const { email } = await confirmedUser(stack, 'forgotten1');
    const app = stack.client('pkce');
    const { error } = await app.auth.resetPasswordForEmail(email, { redirectTo: RESET_URL });
    expect(error).toBeNull();

    const mail = latestMail(stack, email);
    expect(mail.subject).toBe('Reset Your Password');
    const target = await redirectTarget(verifyLink(mail));
    expect(`${target.origin}${target.pathname}`).toBe(RESET_URL);
    const code = target.searchParams.get('code');
    expect(code).toBeTruthy();

    const events: string[] = [];
    app.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const exchanged = await app.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email.toLowerCase());
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await app.auth.updateUser({ password: 'remembered1' })).error).toBeNull();
    const signIn = await stack.client().auth.signInWithPassword({ email, password: 'remembered1' });
    expect(signIn.error).toBeNull();
  });

  it('recovers through the implicit flow with type=recovery in the fragment', async () => {
    const { email } = await confirmedUser(stack);
    await stack.client().auth.resetPasswordForEmail(email, { redirectTo: RESET_URL });
    const target = await redirectTarget(verifyLink(latestMail(stack, email)));
    expect(fragmentParams(target)).toMatchObject({ type: 'recovery', token_type: 'bearer' });
  });

  it('answers a reset request for an unknown address the same way, without sending mail', async () => {
    const email = uniqueEmail('unknown');
    const { data, error } = await stack.client().auth.resetPasswordForEmail(email, { redirectTo: RESET_URL });
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(stack.mailbox.latestFor(email)).toBeUndefined();
  });

  it('signs in an existing user with the mailed magic link', async () => {
    const { email } = await confirmedUser(stack);
    const { error } = await stack
      .client()
      .auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/` } });
    expect(error).toBeNull();
    const mail = latestMail(stack, email);
    expect(mail.subject).toBe('Your Magic Link');
    const target = await redirectTarget(verifyLink(mail));
    const fragment = fragmentParams(target);
    expect(fragment).toMatchObject({ type: 'magiclink', token_type: 'bearer' });
    const { data } = await stack.client().auth.getUser(fragment.access_token);
    expect(data.user?.email).toBe(email.toLowerCase());
  });

  it('verifies the 6-digit code from the magic-link mail with verifyOtp', async () => {
    const { email } = await confirmedUser(stack);
    const client = stack.client();
    await client.auth.signInWithOtp({ email });
    const code = otpCode(latestMail(stack, email));

    const wrong = await client.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect((await client.auth.getUser()).data.user?.email).toBe(email.toLowerCase());

    const reused = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(reused.error).toMatchObject({ code: 'otp_expired' });
  });

  it('verifies a token hash (type magiclink) as sent by a custom e-mail template', async () => {
    const { email } = await confirmedUser(stack);
    await stack.client().auth.signInWithOtp({ email });
    const tokenHash = new URL(verifyLink(latestMail(stack, email))).searchParams.get('token')!;
    const { data, error } = await stack.client().auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
  });

  it('signs up a new address through signInWithOtp and confirms it with the code', async () => {
    const email = uniqueEmail('otp-new');
    const client = stack.client();
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { data: { full_name: 'Otto Otp' } },
    });
    expect(error).toBeNull();
    const mail = latestMail(stack, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const { data } = await client.auth.verifyOtp({ email, token: otpCode(mail), type: 'email' });
    expect(data.user).toMatchObject({ email: email.toLowerCase(), user_metadata: { full_name: 'Otto Otp' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses to create a user when shouldCreateUser is false', async () => {
    const email = uniqueEmail('otp-none');
    const { error } = await stack
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(stack.mailbox.latestFor(email)).toBeUndefined();
  });

  it('expires mailed codes and links after an hour', async () => {
    const { email } = await confirmedUser(stack);
    await stack.client('pkce').auth.signInWithOtp({ email });
    const mail = latestMail(stack, email);
    await stack.db.query(
      `update auth.users set recovery_sent_at = now() - interval '2 hours' where lower(email) = $1`,
      [email.toLowerCase()],
    );
    const { error } = await stack.client().auth.verifyOtp({ email, token: otpCode(mail), type: 'magiclink' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    const target = await redirectTarget(verifyLink(mail));
    expect(target.searchParams.get('error_code')).toBe('otp_expired');
    expect(fragmentParams(target)).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
  });

  it('completes a PKCE magic link with ?code=', async () => {
    const { email } = await confirmedUser(stack);
    const client = stack.client('pkce');
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/` } });
    const target = await redirectTarget(verifyLink(latestMail(stack, email)));
    const exchanged = await client.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email.toLowerCase());
  });

  it('resends the sign-up confirmation with a new code, only to unconfirmed addresses', async () => {
    const email = uniqueEmail('resend');
    const client = stack.client();
    await client.auth.signUp({ email, password: 'secret123' });
    const first = latestMail(stack, email);
    const { error } = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${SITE_URL}/` },
    });
    expect(error).toBeNull();
    const second = latestMail(stack, email);
    expect(second.id).not.toBe(first.id);
    expect(second.subject).toBe('Confirm Your Signup');

    const stale = await client.auth.verifyOtp({ email, token: otpCode(first), type: 'signup' });
    expect(stale.error).toMatchObject({ code: 'otp_expired' });
    const fresh = await client.auth.verifyOtp({ email, token: otpCode(second), type: 'signup' });
    expect(fresh.error).toBeNull();

    const count = stack.mailbox.list().length;
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(stack.mailbox.list()).toHaveLength(count);
  });
});
