import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOTRUE_DEFAULT_RATE_LIMITS } from '../src/auth/rate-limits.js';
import { MAX_OTP_FAILURES } from '../src/auth/verify.js';
import {
  type AuthStack,
  confirmedUser,
  DATABASES,
  fragmentParams,
  latestMail,
  RESET_URL,
  redirectTarget,
  startAuthStack,
  uniqueEmail,
  verifyLink,
} from './auth-harness.js';

/**
 * GoTrue's behaviours that a looser stand-in would hide (issue 23, class 12): sessions that must end,
 * links and codes that must die, and the rate limits with GoTrue's defaults.
 */
const post = (stack: AuthStack, path: string, body: unknown) =>
  fetch(`${stack.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });

/** GET /user with an access token: 200, or GoTrue's error code. */
const userAnswer = async (stack: AuthStack, accessToken: string) => {
  const r = await fetch(`${stack.url}/auth/v1/user`, {
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${accessToken}`,
      'x-supabase-api-version': '2024-01-01',
    },
  });
  return r.ok ? 200 : ((await r.json()) as { code: string }).code;
};

describe.each(DATABASES)('auth hardening like GoTrue (%s)', (database) => {
  let stack: AuthStack;
  beforeAll(async () => {
    stack = await startAuthStack(database);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('a password change ends the other sessions (access and refresh tokens) and keeps the one that changed it', async () => {
    const { client, email, password } = await confirmedUser(stack);
    const other = stack.client();
    const otherSignIn = await other.auth.signInWithPassword({ email, password });
    expect(otherSignIn.error).toBeNull();

    expect((await client.auth.updateUser({ password: 'brand-new-pass' })).error).toBeNull();

    expect(await userAnswer(stack, otherSignIn.data.session!.access_token)).toBe('session_not_found');
    const refresh = await post(stack, '/token?grant_type=refresh_token', {
      refresh_token: otherSignIn.data.session!.refresh_token,
    });
    expect(refresh.status).toBe(400);
    expect((await refresh.json()).code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('a password reset voids older reset links and, once the new password is set, every other session', async () => {
    const { email, password } = await confirmedUser(stack);
    const elsewhere = await stack.client().auth.signInWithPassword({ email, password });
    expect(elsewhere.error).toBeNull();

    const reset = stack.client();
    expect((await reset.auth.resetPasswordForEmail(email, { redirectTo: RESET_URL })).error).toBeNull();
    const older = verifyLink(latestMail(stack, email));
    // a second request (after GoTrue's minute between two mails would apply; limits are off here)
    expect((await reset.auth.resetPasswordForEmail(email, { redirectTo: RESET_URL })).error).toBeNull();
    const newer = verifyLink(latestMail(stack, email));
    expect(fragmentParams(await redirectTarget(older))).toMatchObject({ error_code: 'otp_expired' });

    const landed = fragmentParams(await redirectTarget(newer));
    expect(landed.type).toBe('recovery');
    const recovered = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await recovered.auth.setSession({
      access_token: landed.access_token!,
      refresh_token: landed.refresh_token!,
    });
    expect((await recovered.auth.updateUser({ password: 'after-reset-1' })).error).toBeNull();
    expect(await userAnswer(stack, elsewhere.data.session!.access_token)).toBe('session_not_found');
  });

  it('a password change voids a reset link mailed before it', async () => {
    const { client, email } = await confirmedUser(stack);
    expect(
      (await stack.client().auth.resetPasswordForEmail(email, { redirectTo: RESET_URL })).error,
    ).toBeNull();
    const link = verifyLink(latestMail(stack, email));
    expect((await client.auth.updateUser({ password: 'changed-meanwhile' })).error).toBeNull();
    expect(fragmentParams(await redirectTarget(link))).toMatchObject({ error_code: 'otp_expired' });
  });

  it('reusing a spent refresh token after the grace window revokes its whole family', async () => {
    const { email, password } = await confirmedUser(stack);
    const signIn = await stack.client().auth.signInWithPassword({ email, password });
    const first = signIn.data.session!.refresh_token;
    const rotated = await (
      await post(stack, '/token?grant_type=refresh_token', { refresh_token: first })
    ).json();
    expect(rotated.refresh_token).toBeTruthy();
    // The spent token leaves the 10-second grace window.
    await stack.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first],
    );
    const reuse = await post(stack, '/token?grant_type=refresh_token', { refresh_token: first });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).code).toBe('refresh_token_already_used');
    // The thief's reuse also ended the legitimate holder's session: its current token and access token die.
    const current = await post(stack, '/token?grant_type=refresh_token', {
      refresh_token: rotated.refresh_token,
    });
    expect(current.status).toBe(400);
    const user = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${rotated.access_token}` },
    });
    expect(user.status).toBe(403);
  });

  it(`a mailed code dies after ${MAX_OTP_FAILURES} wrong codes, even when the right one comes next`, async () => {
    const { email } = await confirmedUser(stack);
    expect(
      (await stack.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const code = /code: (?:<strong>)?(\d{6})/.exec(latestMail(stack, email).text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_OTP_FAILURES; i++) {
      const r = await post(stack, '/verify', { type: 'email', email, token: wrong });
      expect(r.status).toBe(403);
    }
    const right = await post(stack, '/verify', { type: 'email', email, token: code });
    expect(right.status).toBe(403);
    expect((await right.json()).code).toBe('otp_expired');
  });

  it('a right code after a few wrong ones still works (below the limit)', async () => {
    const { email } = await confirmedUser(stack);
    expect(
      (await stack.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const code = /code: (?:<strong>)?(\d{6})/.exec(latestMail(stack, email).text)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_OTP_FAILURES - 1; i++)
      await post(stack, '/verify', { type: 'email', email, token: wrong });
    const right = await post(stack, '/verify', { type: 'email', email, token: code });
    expect(right.status).toBe(200);
    expect((await right.json()).access_token).toBeTruthy();
  });
});

describe("GoTrue's default rate limits (pglite)", () => {
  let stack: AuthStack;
  beforeAll(async () => {
    // No authRateLimits override but the harness's 'off': undefined means GoTrue's defaults.
    stack = await startAuthStack('pglite', { authRateLimits: undefined });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('has GoTrue defaults: 30 sign-ins / 5 min, 150 refreshes / 5 min, 30 verifications / 5 min, 30 mails / hour, 60 s per user', () => {
    expect(GOTRUE_DEFAULT_RATE_LIMITS).toEqual({
      signInsPer5Min: 30,
      tokenRefreshesPer5Min: 150,
      verificationsPer5Min: 30,
      emailsPerHour: 30,
      emailMinIntervalSeconds: 60,
    });
  });

  it('a second auth mail to one user within a minute is 429 over_email_send_rate_limit', async () => {
    const email = uniqueEmail('limited');
    expect((await post(stack, '/signup', { email, password: 'secret123' })).status).toBe(200);
    const again = await post(stack, '/resend', { type: 'signup', email });
    expect(again.status).toBe(429);
    const body = await again.json();
    expect(body.code).toBe('over_email_send_rate_limit');
    expect(body.msg).toMatch(/you can only request this after \d+ seconds/);
  });

  it('the 31st sign-in attempt from one address within 5 minutes is 429 over_request_rate_limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await post(stack, '/token?grant_type=password', { email: 'nobody@example.com', password: 'x' }))
          .status,
      );
    }
    // the sign-up of the previous case counted too (sign-ups and sign-ins share GoTrue's limit)
    expect(statuses.filter((s) => s === 400).length).toBe(29);
    expect(statuses.slice(29)).toEqual([429, 429, 429]);
    const over = await post(stack, '/token?grant_type=password', {
      email: 'nobody@example.com',
      password: 'x',
    });
    expect((await over.json()).code).toBe('over_request_rate_limit');
    // A sign-up from that address is refused too.
    expect((await post(stack, '/signup', { email: uniqueEmail('late'), password: 'secret123' })).status).toBe(
      429,
    );
  });

  it('the 31st verification within 5 minutes is 429 over_request_rate_limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await post(stack, '/verify', { type: 'email', email: 'x@example.com', token: '123456' })).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('the project sends at most 30 auth mails an hour', async () => {
    const limited = await startAuthStack('pglite', { authRateLimits: { signInsPer5Min: 1000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push(
          (await post(limited, '/signup', { email: uniqueEmail(`bulk${i}`), password: 'secret123' })).status,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect(limited.mailbox.list().length).toBe(30);
    } finally {
      await limited.stop();
    }
  });
});
