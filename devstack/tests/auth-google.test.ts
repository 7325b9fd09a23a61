import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthStack,
  confirmedUser,
  DATABASES,
  fragmentParams,
  redirectTarget,
  SITE_URL,
  startAuthStack,
  uniqueEmail,
} from './auth-harness.js';

/** The account-chooser forms on the consent page: action plus hidden and visible field names/values. */
async function consentForms(url: URL) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const page = await response.text();
  const forms = DomUtils.getElementsByTagName('form', parseDocument(page)).map((form) => ({
    action: form.attribs.action!,
    fields: Object.fromEntries(
      DomUtils.getElementsByTagName('input', form).map((input) => [
        input.attribs.name!,
        input.attribs.value ?? '',
      ]),
    ),
  }));
  return { page, forms };
}

const submit = (action: string, fields: Record<string, string>) =>
  redirectTarget(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe.each(DATABASES)('auth Google sign-in stand-in (%s)', (database) => {
  let stack: AuthStack;
  beforeAll(async () => {
    stack = await startAuthStack(database);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const googleOptions = {
    redirectTo: `${SITE_URL}/`,
    queryParams: { access_type: 'offline', prompt: 'consent' },
    skipBrowserRedirect: true,
  };

  it('walks the PKCE flow: authorize, consent page, callback with ?code=, exchange', async () => {
    const client = stack.client('pkce');
    const { data, error } = await client.auth.signInWithOAuth({ provider: 'google', options: googleOptions });
    expect(error).toBeNull();
    const authorize = new URL(data.url!);
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('access_type')).toBe('offline');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');

    const consent = await redirectTarget(data.url!);
    const { page, forms } = await consentForms(consent);
    expect(page).toContain('Choose an account');
    expect(page).toContain('Offline access');
    expect(page).toContain('Harper Host');

    const email = uniqueEmail('google');
    const custom = forms.find((form) => 'email' in form.fields && form.fields.email === '')!;
    const callback = await submit(custom.action, { ...custom.fields, email, name: 'Gwen Google' });
    expect(callback.pathname).toBe('/auth/v1/callback');
    const back = await redirectTarget(callback.toString());
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE_URL}/`);
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.provider_token).toMatch(/^ya29\./);
    expect(exchanged.data.session?.provider_refresh_token).toBeTruthy();
    expect(exchanged.data.user).toMatchObject({
      email: email.toLowerCase(),
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'Gwen Google', name: 'Gwen Google', email_verified: true },
    });
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect(exchanged.data.user?.identities?.[0]).toMatchObject({ provider: 'google' });
  });

  it('walks the implicit flow with a demo identity and returns the same user next time', async () => {
    const signIn = async () => {
      const { data } = await stack
        .client()
        .auth.signInWithOAuth({ provider: 'google', options: googleOptions });
      const { forms } = await consentForms(await redirectTarget(data.url!));
      const demo = forms.find((form) => form.fields.email === 'victor.vendor@partyeasy.test')!;
      const callback = await submit(demo.action, demo.fields);
      return fragmentParams(await redirectTarget(callback.toString()));
    };
    const first = await signIn();
    expect(first).toMatchObject({ token_type: 'bearer', expires_in: '3600' });
    expect(first.provider_refresh_token).toBeTruthy();
    const client = stack.client();
    const restored = await client.auth.setSession({
      access_token: first.access_token!,
      refresh_token: first.refresh_token!,
    });
    expect(restored.data.user).toMatchObject({ email: 'victor.vendor@partyeasy.test' });

    const second = await signIn();
    expect(second.access_token).toBeTruthy();
    expect(second.access_token).not.toBe(first.access_token);
    const again = await stack.client().auth.getUser(second.access_token);
    expect(again.data.user?.id).toBe(restored.data.user?.id);
  });

  it('links Google to an existing e-mail account with the same address', async () => {
    const { email, user } = await confirmedUser(stack, 'secret123', { full_name: 'Erin Email' });
    const client = stack.client('pkce');
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: googleOptions });
    const { forms } = await consentForms(await redirectTarget(data.url!));
    const custom = forms.find((form) => 'name' in form.fields && form.fields.email === '')!;
    const callback = await submit(custom.action, { ...custom.fields, email, name: 'Erin From Google' });
    const back = await redirectTarget(callback.toString());
    const { data: session } = await client.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(session.user?.id).toBe(user!.id);
    expect(session.user?.app_metadata.providers).toEqual(['email', 'google']);
    expect(session.user?.user_metadata.full_name).toBe('Erin Email');
    expect(session.user?.identities?.map((identity) => identity.provider)).toEqual(['email', 'google']);
  });

  it('sends a cancelled consent back to the app as access_denied', async () => {
    const { data } = await stack
      .client()
      .auth.signInWithOAuth({ provider: 'google', options: googleOptions });
    const { forms } = await consentForms(await redirectTarget(data.url!));
    const cancel = forms.find((form) => form.fields.cancel === '1')!;
    const callback = await submit(cancel.action, cancel.fields);
    const back = await redirectTarget(callback.toString());
    expect(fragmentParams(back)).toMatchObject({ error: 'access_denied', error_code: 'access_denied' });
  });

  it('rejects other providers and tampered state', async () => {
    const github = await fetch(`${stack.url}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
    expect(github.status).toBe(400);
    expect(await github.json()).toMatchObject({ error_code: 'validation_failed' });

    const forged = await fetch(`${stack.url}/auth/v1/callback?state=forged&code=forged`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error_code: 'bad_oauth_state' });
  });

  it('accepts each Google callback once', async () => {
    const { data } = await stack
      .client()
      .auth.signInWithOAuth({ provider: 'google', options: googleOptions });
    const { forms } = await consentForms(await redirectTarget(data.url!));
    const demo = forms.find((form) => form.fields.email === 'harper.host@partyeasy.test')!;
    const callback = await submit(demo.action, demo.fields);
    expect(fragmentParams(await redirectTarget(callback.toString())).access_token).toBeTruthy();
    const replay = fragmentParams(await redirectTarget(callback.toString()));
    expect(replay).toMatchObject({ error: 'access_denied', error_code: 'bad_oauth_callback' });
    expect(replay.access_token).toBeUndefined();
  });
});
