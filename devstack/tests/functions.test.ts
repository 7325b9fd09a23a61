import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../src/testing.js';
import { clientFor, startFixtureStack } from './helpers.js';

describe('functions and the server shell', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startFixtureStack('pglite');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('invokes supabase/functions/<name>/handler.ts with the Supabase env and path', async () => {
    const { data, error } = await clientFor(stack).functions.invoke('echo', { body: { bookingId: 7 } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: { bookingId: 7 },
      authorization: `Bearer ${stack.anonKey}`,
      hasServiceKey: true,
    });
    expect(data.supabaseUrl).toBe(stack.url);
    const sub = await fetch(`${stack.url}/functions/v1/echo/nested/path?x=1`);
    expect((await sub.json()).path).toBe('/echo/nested/path');
  });

  it('404s an unknown function', async () => {
    const res = await fetch(`${stack.url}/functions/v1/missing`, { method: 'POST' });
    expect(res.status).toBe(404);
  });

  it('answers CORS preflights for app origins with the supabase-js headers', async () => {
    const res = await fetch(`${stack.url}/rest/v1/vendors`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,apikey,x-client-info,content-type,prefer,range,accept-profile',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const h of [
      'authorization',
      'apikey',
      'x-client-info',
      'prefer',
      'range',
      'x-upsert',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(h);
    }
    const get = await fetch(`${stack.url}/rest/v1/Packages?select=id`, {
      headers: { Origin: 'http://localhost:3001', apikey: stack.anonKey },
    });
    expect(get.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('content-range');
    const foreign = await fetch(`${stack.url}/rest/v1/Packages?select=id`, {
      headers: { Origin: 'https://evil.example', apikey: stack.anonKey },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the inbox on its own port', async () => {
    expect(stack.mailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await stack.mailbox.send({
      to: 'x@example.test',
      subject: 'Hi',
      html: '<a href="http://a.test/x">x</a>',
      text: 'x',
    });
    const res = await fetch(`${stack.mailUrl}/api/messages?to=x@example.test`);
    const list = (await res.json()) as { subject: string }[];
    expect(list.map((m) => m.subject)).toEqual(['Hi']);
  });
});
