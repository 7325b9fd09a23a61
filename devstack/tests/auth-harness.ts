import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Db, DevstackConfig } from '../src/context.js';
import { DEVSTACK_DIR } from '../src/db/index.js';
import type { Mailbox, StoredMail } from '../src/mail/index.js';
import { startTestStack, type TestStack, type TestStackOptions } from '../src/testing.js';

const run = promisify(execFile);

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASES: DatabaseKind[] = ['pglite', 'postgres'];

export const SITE_URL = 'http://localhost:3000';
export const RESET_URL = `${SITE_URL}/reset-password`;

export interface AuthStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  config: DevstackConfig;
  db: Db;
  mailbox: Mailbox;
  /** A browser-like client: its own storage, no background refresh, no URL detection (there is no window). */
  client(flowType?: 'implicit' | 'pkce'): SupabaseClient;
  admin(): SupabaseClient;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A PostgreSQL cluster of this test file's own (scripts/pg-cluster.sh on a free port), removed by stop(). */
async function startOwnCluster(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pe-auth-pg-'));
  const script = path.join(DEVSTACK_DIR, 'scripts/pg-cluster.sh');
  const { stdout } = await run('bash', [script, 'start', dir, String(await freePort())]);
  return {
    url: stdout.trim(),
    async stop() {
      await run('bash', [script, 'stop', dir]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * startTestStack (the real server with every migration) that, on PostgreSQL, uses TEST_PG_URL when set and
 * otherwise a cluster of its own, so the suite never waits on a shared one.
 */
export async function startIsolatedTestStack(options: TestStackOptions): Promise<TestStack> {
  const cluster =
    options.database === 'postgres' && !process.env.TEST_PG_URL ? await startOwnCluster() : undefined;
  if (cluster) process.env.TEST_PG_URL = cluster.url;
  try {
    const stack = await startTestStack(options);
    return {
      ...stack,
      async stop() {
        await stack.stop();
        await cluster?.stop();
      },
    };
  } catch (error) {
    await cluster?.stop();
    throw error;
  } finally {
    if (cluster) delete process.env.TEST_PG_URL;
  }
}

/** The devstack with the auth settings these tests expect: the shell as site URL, one more allowed origin. */
export async function startAuthStack(
  database: DatabaseKind,
  overrides: Partial<DevstackConfig> = {},
): Promise<AuthStack> {
  const stack = await startIsolatedTestStack({
    database,
    mailPort: null,
    config: {
      siteUrl: SITE_URL,
      redirectUrls: ['http://localhost:3002'],
      mailerAutoconfirm: false,
      ...overrides,
    },
  });
  const { url, config } = stack;

  const options = (flowType: 'implicit' | 'pkce') => {
    const memory = new Map<string, string>();
    return {
      auth: {
        flowType,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        persistSession: true,
        storage: {
          getItem: (key: string) => memory.get(key) ?? null,
          setItem: (key: string, value: string) => void memory.set(key, value),
          removeItem: (key: string) => void memory.delete(key),
        },
      },
    };
  };

  return {
    url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    config,
    db: stack.db,
    mailbox: stack.mailbox,
    client: (flowType = 'implicit') => createClient(url, config.anonKey, options(flowType)),
    admin: () =>
      createClient(url, config.serviceRoleKey, {
        auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
      }),
    stop: () => stack.stop(),
  };
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

export function latestMail(stack: AuthStack, to: string): StoredMail {
  const mail = stack.mailbox.latestFor(to);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

/** The /auth/v1/verify link in a mail. */
export function verifyLink(mail: StoredMail): string {
  const link = mail.links.find((href) => href.includes('/auth/v1/verify?'));
  if (!link) throw new Error(`no verify link in "${mail.subject}"`);
  return link;
}

export function otpCode(mail: StoredMail): string {
  const match = mail.text.match(/enter the code: (\d{6})/);
  if (!match?.[1]) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}

/** Follows one redirect by hand, the way the browser would, and returns where it points. */
export async function redirectTarget(url: string, init?: RequestInit): Promise<URL> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`expected a redirect from ${url}, got ${response.status}: ${await response.text()}`);
  }
  return new URL(location, url);
}

export const fragmentParams = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));

/** Signs up and confirms through the mailed link, then signs in: a ready user with a session. */
export async function confirmedUser(
  stack: AuthStack,
  password = 'secret123',
  data: Record<string, unknown> = {},
) {
  const email = uniqueEmail('user');
  const client = stack.client();
  const { error } = await client.auth.signUp({ email, password, options: { data } });
  if (error) throw error;
  await redirectTarget(verifyLink(latestMail(stack, email)));
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { email, password, client, session: signIn.data.session, user: signIn.data.user };
}
