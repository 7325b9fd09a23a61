import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderConsentPage } from '../src/auth/consent-page.js';
import { buildConfig } from '../src/config.js';
import { createMailbox } from '../src/mail/index.js';
import { isLoopback, startServer } from '../src/server.js';
import { startTestStack, type TestStack } from '../src/testing.js';

/** Issue 23, classes 11 and 14: the stand-in behaves like PostgREST and keeps its Google stand-in local. */
describe('stand-in fidelity (pglite)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ database: 'pglite', seed: true, mailPort: null });
    await stack.db.exec(`
      create table public.fidelity_log (id serial primary key, at timestamptz default now());
      grant select, insert on public.fidelity_log to anon, authenticated;
      grant usage on sequence public.fidelity_log_id_seq to anon, authenticated;
      create function public.fidelity_write() returns int language sql volatile as
        'insert into public.fidelity_log default values returning id';
      create function public.fidelity_read() returns bigint language sql stable as
        'select count(*) from public.fidelity_log';
      grant execute on function public.fidelity_write(), public.fidelity_read() to anon, authenticated;
      create table public.fidelity_notes (id serial primary key, label text, secret text default 'hidden');
      revoke all on public.fidelity_notes from anon, authenticated;
      grant select (id, label), insert (label), update (label) on public.fidelity_notes to anon;
      grant usage on sequence public.fidelity_notes_id_seq to anon;`);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const rpc = (method: string, name: string) =>
    fetch(`${stack.url}/rest/v1/rpc/${name}`, {
      method,
      headers: {
        apikey: stack.anonKey,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });

  it('GET /rest/v1/rpc runs read-only as PostgREST does: a writing function fails with 405 (25006)', async () => {
    const get = await rpc('GET', 'fidelity_write');
    expect(get.status).toBe(405);
    expect((await get.json()).code).toBe('25006');
    const head = await rpc('HEAD', 'fidelity_write');
    expect(head.status).toBe(405);
    expect((await stack.db.query('select count(*)::int as n from public.fidelity_log')).rows[0]).toEqual({
      n: 0,
    });
    // reads still work with GET, writes with POST
    expect(await (await rpc('GET', 'fidelity_read')).json()).toBe(0);
    expect((await rpc('POST', 'fidelity_write')).status).toBe(200);
    expect(await (await rpc('GET', 'fidelity_read')).json()).toBe(1);
  });

  it('GET of the booking hold (reserve_booking) writes nothing', async () => {
    const before = (
      await stack.db.query('select count(*)::int as n from public.bookings where held_at is not null')
    ).rows;
    const r = await fetch(
      `${stack.url}/rest/v1/rpc/reserve_booking?p_booking_id=00000000-0000-4000-8000-000000000000`,
      { headers: { apikey: stack.anonKey } },
    );
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    const after = (
      await stack.db.query('select count(*)::int as n from public.bookings where held_at is not null')
    ).rows;
    expect(after).toEqual(before);
  });

  it('returns only the selected columns of a write, as PostgREST does, so column grants work', async () => {
    const write = (method: string, path: string, body: unknown) =>
      fetch(`${stack.url}/rest/v1/${path}`, {
        method,
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          prefer: 'return=representation',
        },
        body: JSON.stringify(body),
      });
    const inserted = await write('POST', 'fidelity_notes?select=id,label', { label: 'a' });
    expect(inserted.status).toBe(201);
    const [row] = (await inserted.json()) as { id: number; label: string }[];
    expect(row).toMatchObject({ label: 'a' });
    const updated = await write('PATCH', `fidelity_notes?id=eq.${row?.id}&select=label`, { label: 'b' });
    expect(await updated.json()).toEqual([{ label: 'b' }]);
    // A column the role may not read is still refused, by name or through *.
    expect((await write('POST', 'fidelity_notes?select=*', { label: 'c' })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect(
      (await write('POST', 'fidelity_notes?select=secret', { label: 'c' })).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('knows loopback addresses', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopback(h)).toBe(true);
    for (const h of ['0.0.0.0', '192.168.1.20', '::', 'example.com', '10.0.0.1'])
      expect(isLoopback(h)).toBe(false);
  });

  it('the consent page says it is a local stand-in, not Google', async () => {
    const page = String(
      await renderConsentPage({
        action: '/x',
        state: 's',
        appHost: 'localhost:3000',
        scopes: [],
        offline: false,
        prompt: undefined,
      }),
    );
    expect(page).toContain('Local development stand-in — this is not Google.');
    expect(page).toContain('without a password');
    expect(page).toContain('<title>Local Google stand-in (devstack, not Google)</title>');
  });

  it('bound beyond loopback, the devstack refuses to run the Google stand-in', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fidelity-'));
    const config = await buildConfig({ quiet: true, dataDir, authRateLimits: 'off' });
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (m: string) => void warnings.push(m);
    const server = await startServer({
      db: stack.db,
      config,
      mailbox: createMailbox(),
      port: 0,
      mailPort: null,
      hostname: '0.0.0.0',
    }).finally(() => {
      console.warn = warn;
    });
    try {
      expect(warnings.join('\n')).toContain('the local Google stand-in is off');
      const base = `http://127.0.0.1:${server.port}/auth/v1`;
      const settings = await (await fetch(`${base}/settings`)).json();
      expect(settings.external.google).toBe(false);
      for (const p of ['/authorize?provider=google', '/google/consent?state=x', '/callback?state=x']) {
        const r = await fetch(`${base}${p}`, { redirect: 'manual' });
        expect(r.status).toBe(400);
        expect((await r.json()).msg).toBe('Unsupported provider: provider google is not enabled');
      }
      const post = await fetch(`${base}/google/consent`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'state=x&email=host%40partyeasy.test&name=H',
        redirect: 'manual',
      });
      expect(post.status).toBe(400);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // on loopback (every other stack of this suite) it runs
    const local = await (await fetch(`${stack.url}/auth/v1/settings`)).json();
    expect(local.external.google).toBe(true);
  });
});
