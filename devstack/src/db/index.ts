import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';
import type { Db, QueryResult, Tx } from '../context.js';
import { fromPgText, toPgText } from './values.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** devstack/ */
export const DEVSTACK_DIR = path.resolve(here, '../..');
/** The repository root. */
export const REPO_DIR = path.resolve(DEVSTACK_DIR, '..');

export interface CreateDbOptions {
  /** A PostgreSQL server; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder (persistent); in memory when absent. */
  dataDir?: string;
}

type RawRow = Record<string, string | null>;

function convertRows(
  rows: RawRow[],
  fields: { name: string; dataTypeID: number }[],
): Record<string, unknown>[] {
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const f of fields) row[f.name] = fromPgText(f.dataTypeID, raw[f.name] ?? null);
    return row;
  });
}

const params = (values?: unknown[]) => (values ?? []).map(toPgText);

const extensions = { pgcrypto, btree_gist, pg_trgm };

/**
 * initdb inside PGlite takes 10-20 s on a busy machine; loading a dump of a fresh cluster takes a few. The
 * dump is cached in the temp folder, keyed by the PGlite version.
 */
async function freshClusterDump(): Promise<Blob> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  const { version } = JSON.parse(await readFile(pkg, 'utf8')) as { version: string };
  const file = path.join(os.tmpdir(), `partyeasy-pglite-${version}-initdb.tar.gz`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const fresh = await PGlite.create({ extensions });
  const dump = await fresh.dumpDataDir('gzip');
  await fresh.close();
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file);
  return dump;
}

async function createPglite(dataDir?: string): Promise<Db> {
  const needsInit = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const loadDataDir = needsInit ? await freshClusterDump() : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lite = await PGlite.create({ dataDir, extensions, loadDataDir });
  // Raw text in and out: values.ts does the mapping identically for both databases.
  const identity = (v: string) => v;
  (lite as unknown as { parsers: unknown }).parsers = new Proxy({}, { get: () => identity });
  (lite as unknown as { serializers: unknown }).serializers = {};
  await lite.exec(`set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'`);

  type LiteQuery = (
    sql: string,
    values?: unknown[],
  ) => Promise<{
    rows: unknown[];
    fields: { name: string; dataTypeID: number }[];
    affectedRows?: number;
  }>;
  const run = async <R>(q: LiteQuery, sql: string, values?: unknown[]): Promise<QueryResult<R>> => {
    const r = await q(sql, params(values));
    return {
      rows: convertRows(r.rows as RawRow[], r.fields) as R[],
      fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      affectedRows: r.affectedRows,
    };
  };

  return {
    kind: 'pglite',
    // PGlite is one connection: its transaction() queues callers, so transactions never interleave.
    transaction: (fn) =>
      lite.transaction(async (t) => {
        const tx: Tx = { query: (sql, values) => run((s, v) => t.query(s, v), sql, values) };
        return fn(tx);
      }),
    query: (sql, values) => run((s, v) => lite.query(s, v), sql, values),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    // One connection: a notification of a committed transaction is delivered on that connection.
    listen: async (channel, onNotify) => {
      const unlisten = await lite.listen(channel, onNotify);
      return async () => {
        if (!lite.closed) await unlisten();
      };
    },
    close: () => lite.close(),
  };
}

function createPostgres(databaseUrl: string): Db {
  const identity = (v: string) => v;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: '-c TimeZone=UTC -c DateStyle=ISO,YMD',
    types: { getTypeParser: () => identity } as unknown as pg.CustomTypesConfig,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});

  const run = async <R>(client: pg.Pool | pg.PoolClient, sql: string, values?: unknown[]) => {
    const r = await client.query({ text: sql, values: params(values) });
    const fields = (r.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    return {
      rows: convertRows(r.rows as RawRow[], fields) as R[],
      fields,
      affectedRows: r.command === 'SELECT' ? undefined : (r.rowCount ?? undefined),
    } satisfies QueryResult<R>;
  };

  return {
    kind: 'postgres',
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ query: (sql, values) => run(client, sql, values) });
        await client.query('commit');
        client.release();
        return result;
      } catch (err) {
        try {
          await client.query('rollback');
          client.release();
        } catch {
          client.release(true);
        }
        throw err;
      }
    },
    query: (sql, values) => run(pool, sql, values),
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, onNotify, onReconnect) => listenPostgres(databaseUrl, channel, onNotify, onReconnect),
    close: () => pool.end(),
  };
}

/**
 * A dedicated connection doing LISTEN (a pooled one would be handed to other queries). When it drops it
 * reconnects with a growing delay up to 5 s and calls onReconnect once listening again.
 */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let attempts = 0;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    c.on('error', () => {});
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      schedule();
    });
    await c.connect();
    await c.query(`listen ${quoted}`);
    client = c;
  };
  const schedule = () => {
    attempts += 1;
    timer = setTimeout(
      async () => {
        timer = null;
        if (stopped) return;
        try {
          await connect();
          attempts = 0;
          onReconnect?.();
        } catch {
          if (!stopped) schedule();
        }
      },
      Math.min(5000, 100 * 2 ** attempts),
    );
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

/** PGlite (in memory, or persistent in dataDir) or, with databaseUrl, a PostgreSQL server. */
export async function createDb(options: CreateDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl);
  return createPglite(options.dataDir);
}

export interface PrepareOptions {
  seed: boolean;
  /** Defaults to <repo>/supabase/migrations. */
  migrationsDir?: string;
  /** Defaults to <repo>/supabase/seed.sql. */
  seedFile?: string;
  /** Defaults to devstack/sql/bootstrap.sql. */
  bootstrapFile?: string;
}

export interface PrepareReport {
  applied: string[];
  seeded: boolean;
}

async function listSql(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

const isDuplicateRole = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === '23505' || code === '42710' || code === 'XX000';
};

/**
 * Bootstrap (idempotent, every time), then each migration not applied yet in file-name order, then the seed
 * once. What ran is remembered in devstack_meta.applied so a restart of persistent data does not repeat it.
 */
export async function prepareDatabase(db: Db, options: PrepareOptions): Promise<PrepareReport> {
  const bootstrap = await readFile(
    options.bootstrapFile ?? path.join(DEVSTACK_DIR, 'sql/bootstrap.sql'),
    'utf8',
  );
  // Roles are cluster-wide: two databases bootstrapping at once can race on creating them; retry once.
  try {
    await db.exec(bootstrap);
  } catch (err) {
    if (!isDuplicateRole(err)) throw err;
    await db.exec(bootstrap);
  }
  await db.exec(`
    create schema if not exists devstack_meta;
    create table if not exists devstack_meta.applied (name text primary key, applied_at timestamptz not null default now());
  `);
  const done = new Set(
    (await db.query<{ name: string }>('select name from devstack_meta.applied')).rows.map((r) => r.name),
  );
  const migrationsDir = options.migrationsDir ?? path.join(REPO_DIR, 'supabase/migrations');
  const report: PrepareReport = { applied: [], seeded: false };
  const files = await listSql(migrationsDir);
  const gone = [...done].filter(
    (k) => k.startsWith('migration:') && !files.includes(k.slice('migration:'.length)),
  );
  if (gone.length && files.some((f) => !done.has(`migration:${f}`))) {
    // Squashed migrations (a new baseline) cannot be applied on top of the ones they replace.
    throw new Error(
      `this database was built by migrations that no longer exist (${gone
        .slice(0, 3)
        .map((k) => k.slice('migration:'.length))
        .join(', ')}${gone.length > 3 ? ', …' : ''}): they were squashed into a new baseline. ` +
        'Its data is local: remove the data folder (PGlite: .data, or the DATABASE_URL database) and start again.',
    );
  }
  for (const file of files) {
    const key = `migration:${file}`;
    if (done.has(key)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    try {
      await db.exec(sql);
    } catch (err) {
      (err as Error).message = `migration ${file}: ${(err as Error).message}`;
      throw err;
    }
    await db.query('insert into devstack_meta.applied (name) values ($1)', [key]);
    report.applied.push(file);
  }
  const seedFile = options.seedFile ?? path.join(REPO_DIR, 'supabase/seed.sql');
  if (options.seed && !done.has('seed')) {
    let sql: string | undefined;
    try {
      sql = await readFile(seedFile, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (sql !== undefined) {
      try {
        await db.exec(sql);
      } catch (err) {
        (err as Error).message = `seed ${path.basename(seedFile)}: ${(err as Error).message}`;
        throw err;
      }
      await db.query(`insert into devstack_meta.applied (name) values ('seed')`);
      report.seeded = true;
    }
  }
  return report;
}
