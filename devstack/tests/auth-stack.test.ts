import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMail } from '../src/mail/index.js';
import type { TestStack } from '../src/testing.js';
import {
  DATABASES,
  fragmentParams,
  redirectTarget,
  startIsolatedTestStack,
  uniqueEmail,
} from './auth-harness.js';

/** The whole devstack server (auth + REST + inbox port), as the apps and e2e tests see it. */
describe.each(DATABASES)('auth through the devstack server and inbox (%s)', (database) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startIsolatedTestStack({ database });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const client = () =>
    createClient(stack.url, stack.anonKey, {
      auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
    });

  async function inboxFor(email: string): Promise<StoredMail[]> {
    const response = await fetch(`${stack.mailUrl}/api/messages?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  it('signs up, confirms through the inbox API, and the session passes row level security', async () => {
    const email = uniqueEmail('stack');
    const app = client();
    const profile = { full_name: 'Stella Stack', user_type: 'host', phone_number: '+1 555 0101' };
    const signUp = await app.auth.signUp({ email, password: 'secret123', options: { data: profile } });
    expect(signUp.error).toBeNull();

    const [mail] = await inboxFor(email);
    expect(mail?.subject).toBe('Confirm Your Signup');
    const link = mail!.links.find((href) => href.startsWith(`${stack.url}/auth/v1/verify?`))!;
    const fragment = fragmentParams(await redirectTarget(link));
    const { data: session, error } = await app.auth.setSession({
      access_token: fragment.access_token!,
      refresh_token: fragment.refresh_token!,
    });
    expect(error).toBeNull();
    const userId = session.user!.id;

    // The migrations' trigger builds the public.users profile from the sign-up metadata.
    const own = await app.from('users').select('id, name, phone_number, type').eq('id', userId).single();
    expect(own.error).toBeNull();
    expect(own.data).toEqual({ id: userId, name: 'Stella Stack', phone_number: '+1 555 0101', type: 'host' });

    const renamed = await app.auth.updateUser({ data: { full_name: 'Stella Renamed' } });
    expect(renamed.error).toBeNull();
    const after = await app.from('users').select('name').eq('id', userId).single();
    expect(after.data).toEqual({ name: 'Stella Renamed' });

    const stranger = client();
    const other = uniqueEmail('stranger');
    await stranger.auth.signUp({ email: other, password: 'secret123' });
    const [otherMail] = await inboxFor(other);
    const otherFragment = fragmentParams(await redirectTarget(otherMail!.links[0]!));
    await stranger.auth.setSession({
      access_token: otherFragment.access_token!,
      refresh_token: otherFragment.refresh_token!,
    });
    const peek = await stranger.from('users').select('id').eq('id', userId);
    expect(peek.error).toBeNull();
    expect(peek.data).toEqual([]);
  });

  it('shows mails on the inbox page with clickable links', async () => {
    const email = uniqueEmail('inbox');
    await client().auth.resetPasswordForEmail(email);
    await client().auth.signUp({ email, password: 'secret123' });
    const [mail] = await inboxFor(email);
    const page = await (await fetch(`${stack.mailUrl}/messages/${mail!.id}`)).text();
    expect(page).toContain('Confirm Your Signup');
    expect(page).toContain(`<a href="${mail!.links[0]!.replaceAll('&', '&amp;')}"`);
    const list = await (await fetch(`${stack.mailUrl}/`)).text();
    expect(list).toContain(email.toLowerCase());
  });

  it('answers a browser preflight for the token endpoint from the app origin', async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
