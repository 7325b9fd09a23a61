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
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildConfig } from './config.js';
import type { Db, DevstackConfig } from './context.js';
import {
  createDb,
  DEVSTACK_DIR,
  type PrepareOptions,
  type PrepareReport,
  prepareDatabase,
  REPO_DIR,
} from './db/index.js';
import { type Claims, signJwt } from './jwt.js';
import { createMailbox, type Mailbox } from './mail/index.js';
import type { RealtimeService } from './realtime/index.js';
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
  /** What prepareDatabase ran on this stack's database ('postgres' copies a prepared template: usually nothing). */
  prepared: PrepareReport;
  rest: RestService;
  /** The websocket server at /realtime/v1/websocket. */
  realtime: RealtimeService;
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

/** Serialises CREATE DATABASE on the server: a template cannot be copied while another session uses it. */
async function withCreateLock<T>(server: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('partyeasy-devstack-create-database'))`);
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function readOrEmpty(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * A template database with bootstrap, migrations (and seed) applied, named by a hash of their contents, so
 * each stack is a quick copy; an edited migration gives a new template.
 */
async function preparedTemplate(server: string, options: PrepareOptions): Promise<string> {
  const migrationsDir = options.migrationsDir ?? path.join(REPO_DIR, 'supabase/migrations');
  const hash = createHash('sha256');
  hash.update(await readOrEmpty(path.join(DEVSTACK_DIR, 'sql/bootstrap.sql')));
  let files: string[] = [];
  try {
    files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  } catch {
    files = [];
  }
  for (const f of files) hash.update(`\0${f}\0${await readOrEmpty(path.join(migrationsDir, f))}`);
  hash.update(`\0seed:${options.seed}`);
  if (options.seed) {
    hash.update(await readOrEmpty(options.seedFile ?? path.join(REPO_DIR, 'supabase/seed.sql')));
    // the seed's dates are relative to current_date
    hash.update(new Date().toISOString().slice(0, 10));
  }
  const template = `pe_tpl_${hash.digest('hex').slice(0, 24)}`;
  await withCreateLock(server, async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount) return;
    const building = `${template}_building`;
    await client.query(`drop database if exists "${building}" with (force)`);
    await client.query(`create database "${building}"`);
    const u = new URL(server);
    u.pathname = `/${building}`;
    const db = await createDb({ databaseUrl: u.toString() });
    try {
      await prepareDatabase(db, options);
    } catch (err) {
      await db.close();
      await client.query(`drop database if exists "${building}" with (force)`);
      throw err;
    }
    await db.close();
    await client.query(`alter database "${building}" rename to "${template}"`);
  });
  return template;
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
    const template = await preparedTemplate(server, {
      seed: options.seed ?? false,
      migrationsDir: options.migrationsDir,
      seedFile: options.seedFile,
    });
    await withCreateLock(server, (client) =>
      client.query(`create database "${name}" template "${template}"`),
    );
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
    // Test suites sign in hundreds of times from 127.0.0.1: GoTrue's limits are off unless a test asks
    // for them (devstack/tests/auth-limits.test.ts proves the defaults).
    const config = await buildConfig({ quiet: true, dataDir, authRateLimits: 'off', ...options.config });
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
      realtime: server.realtime,
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
  // A real session row, so /auth/v1/user and logout accept the token as they would a signed-in user's.
  const sessionId = randomUUID();
  await stack.db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, id]);
  const claims: Claims = {
    role: 'authenticated',
    sub: id,
    email,
    aud: 'authenticated',
    session_id: sessionId,
    app_metadata: appMetadata,
    user_metadata: userMetadata,
  };
  return { id, email, accessToken: await signJwt(claims, stack.jwtSecret, 3600) };
}
