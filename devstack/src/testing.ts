/**
 * Test harness: a full devstack (API + inbox) on free ports, on PGlite or a PostgreSQL server.
 *
 *   const stack = await startTestStack({ database: 'postgres', seed: true });
 *   const client = createClient(stack.url, stack.anonKey);
 *   ...
 *   await stack.stop();
 *
 * 'postgres' uses process.env.TEST_PG_URL (a server URL) or else starts the throwaway cluster of
 * scripts/pg-cluster.sh (/tmp/partyeasy-test-pg, port 55432, left running for the next suite), and creates a
 * fresh database with a random name for this stack, dropped by stop().
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildConfig } from './config.js';
import type { Db, DevstackConfig } from './context.js';
import { createDb, DEVSTACK_DIR, type PrepareReport, prepareDatabase, REPO_DIR } from './db/index.js';
import { type Claims, signJwt } from './jwt.js';
import { createMailbox, type Mailbox } from './mail/index.js';
import type { RestService } from './rest/index.js';
import { startServer } from './server.js';
import { copySeedFiles } from './storage/index.js';

export interface TestStackOptions {
  database: 'pglite' | 'postgres';
  /** Run supabase/seed.sql (and copy its storage files). Default false. */
  seed?: boolean;
  config?: Partial<DevstackConfig>;
  /** Defaults to <repo>/supabase/migrations. */
  migrationsDir?: string;
  /** Defaults to <repo>/supabase/seed.sql. */
  seedFile?: string;
  /** Defaults to <repo>/supabase/seed/storage. */
  seedStorageDir?: string;
  /** Defaults to <repo>/supabase/functions. */
  functionsDir?: string;
  /** Inbox HTTP port: 0 (default) picks a free one, null runs none. */
  mailPort?: number | null;
}

export interface TestStack {
  /** API base URL for createClient(url, key). */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Superuser access to the stack's database (bypasses RLS). */
  db: Db;
  mailbox: Mailbox;
  /** The inbox web page / JSON API, when mailPort was not null. */
  mailUrl: string | null;
  config: DevstackConfig;
  /** The PostgreSQL URL of this stack's own database ('postgres' only). */
  databaseUrl: string | null;
  prepared: PrepareReport;
  rest: RestService;
  stop(): Promise<void>;
}

const run = promisify(execFile);
const CLUSTER_DIR = '/tmp/partyeasy-test-pg';
const CLUSTER_PORT = '55432';
const CLUSTER_URL = `postgres://postgres@127.0.0.1:${CLUSTER_PORT}/postgres`;
const START_LOCK = '/tmp/partyeasy-test-pg-start.lock';

let starting: Promise<string> | null = null;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The PostgreSQL server tests use: TEST_PG_URL, or the throwaway cluster (started when it is not answering,
 * under a lock so parallel test workers start it once; checked on every call because a whole-repo test run
 * may stop and remove the same cluster).
 */
export async function testServerUrl(): Promise<string> {
  if (process.env.TEST_PG_URL) return process.env.TEST_PG_URL;
  if (await reachable(CLUSTER_URL)) return CLUSTER_URL;
  // -o: the lock is not inherited by the server that pg_ctl leaves running
  starting ??= run(
    'flock',
    [
      '-o',
      '-w',
      '120',
      START_LOCK,
      'bash',
      path.join(DEVSTACK_DIR, 'scripts/pg-cluster.sh'),
      'start',
      CLUSTER_DIR,
      CLUSTER_PORT,
    ],
    { timeout: 150_000 },
  )
    .then((r) => r.stdout.trim().split('\n').pop()!)
    .finally(() => {
      starting = null;
    });
  return starting;
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startTestStack(options: TestStackOptions): Promise<TestStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partyeasy-stack-'));
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (options.database === 'postgres') {
    const server = await testServerUrl();
    const name = `pe_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(server, `create database "${name}"`);
    const u = new URL(server);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = () => adminQuery(server, `drop database if exists "${name}" with (force)`);
  }
  const db = await createDb({ databaseUrl: databaseUrl ?? undefined });
  try {
    const seed = options.seed ?? false;
    const prepared = await prepareDatabase(db, {
      seed,
      migrationsDir: options.migrationsDir,
      seedFile: options.seedFile,
    });
    if (seed)
      await copySeedFiles(options.seedStorageDir ?? path.join(REPO_DIR, 'supabase/seed/storage'), dataDir);
    const config = await buildConfig({ quiet: true, dataDir, ...options.config });
    const mailbox = createMailbox();
    const server = await startServer({
      db,
      config,
      mailbox,
      port: 0,
      mailPort: options.mailPort === undefined ? 0 : options.mailPort,
      functionsDir: options.functionsDir,
    });
    return {
      url: server.url,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      jwtSecret: config.jwtSecret,
      db,
      mailbox,
      mailUrl: server.mailUrl,
      config,
      databaseUrl,
      prepared,
      rest: server.rest,
      stop: async () => {
        await server.close();
        await db.close();
        await dropDatabase?.();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await db.close();
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

export interface TestUser {
  id: string;
  email: string;
  /** A valid access token (role authenticated) for this user, signed with the stack's secret. */
  accessToken: string;
}

/**
 * Inserts a confirmed auth.users row directly and mints its access token: for tests that need a signed-in
 * user without going through /auth/v1.
 */
export async function createTestUser(
  stack: Pick<TestStack, 'db' | 'jwtSecret'>,
  options: {
    email?: string;
    appMetadata?: Record<string, unknown>;
    userMetadata?: Record<string, unknown>;
  } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.test`;
  const appMetadata = { provider: 'email', providers: ['email'], ...options.appMetadata };
  const userMetadata = options.userMetadata ?? {};
  await stack.db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, now(), $3, $4)`,
    [id, email, appMetadata, userMetadata],
  );
  const claims: Claims = {
    role: 'authenticated',
    sub: id,
    email,
    aud: 'authenticated',
    session_id: randomUUID(),
    app_metadata: appMetadata,
    user_metadata: userMetadata,
  };
  return { id, email, accessToken: await signJwt(claims, stack.jwtSecret, 3600) };
}
