/**
 * Writes shared-domain/src/database.ts (`@partyeasy/shared-domain/database`, the bottom layer every package may
 * import) with Supabase's own tools, exactly what `supabase gen types typescript`
 * gives a Supabase user:
 *
 *   pnpm --filter @partyeasy/supabase gen:types            # write the file
 *   pnpm --filter @partyeasy/supabase gen:types:check      # exit 1 when the committed file is stale (CI)
 *
 * On a fresh database of a PostgreSQL server (DATABASE_URL's server, else TEST_PG_URL, else the devstack's
 * throwaway test cluster) it applies the devstack bootstrap (the roles and auth/storage schemas a Supabase
 * project has), then every migration with the Supabase CLI (`supabase db push --db-url`, the CLI's own
 * runner), and prints the public schema's `Database` type with Supabase's generator (@supabase/postgres-meta,
 * the code `supabase gen types` runs in its container). The database is dropped afterwards.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEVSTACK_DIR } from '@partyeasy/devstack/db';
import { testServerUrl } from '@partyeasy/devstack/testing';
import pg from 'pg';

const run = promisify(execFile);
const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.dirname(supabaseDir);
const require = createRequire(import.meta.url);
const outFile = path.join(
  path.dirname(require.resolve('@partyeasy/shared-domain/package.json')),
  'src/database.ts',
);

/** The Supabase CLI of the npm package `supabase` (pinned in package.json). */
export const supabaseCli = path.join(supabaseDir, 'node_modules/.bin/supabase');

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on `server` prepared like the devstack's (bootstrap.sql) with the migrations applied by
 * `supabase db push`; returns its URL and how to drop it.
 */
export async function migratedWithCli(server: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pe_cli_${randomBytes(6).toString('hex')}`;
  await withClient(server, (c) => c.query(`create database "${name}"`));
  const u = new URL(server);
  u.pathname = `/${name}`;
  u.searchParams.set('sslmode', 'disable');
  const url = u.toString();
  const drop = async () => {
    await withClient(server, (c) => c.query(`drop database if exists "${name}" with (force)`));
  };
  try {
    const bootstrap = readFileSync(path.join(DEVSTACK_DIR, 'sql/bootstrap.sql'), 'utf8');
    await withClient(url, (c) => c.query(bootstrap));
    await run(supabaseCli, ['db', 'push', '--workdir', repoDir, '--db-url', url, '--yes'], {
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    await drop();
    throw err;
  }
  return { url, drop };
}

/** Supabase's generator's `Database` type of the public schema of the database at `url`. */
export async function generatorOutput(url: string): Promise<string> {
  const server = require.resolve('@supabase/postgres-meta/dist/server/server.js');
  const { stdout } = await run(process.execPath, [server], {
    env: {
      ...process.env,
      PG_META_DB_URL: url,
      PG_META_GENERATE_TYPES: 'typescript',
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
      // what `supabase gen types` sets
      PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (!stdout.includes('export type Database')) throw new Error(`the generator printed no types:\n${stdout}`);
  return stdout;
}

/** The types of the migrations as they are now (a throwaway database on `server`). */
export async function generateTypes(server: string): Promise<string> {
  const db = await migratedWithCli(server);
  try {
    return await generatorOutput(db.url);
  } finally {
    await db.drop();
  }
}

async function main() {
  const check = process.argv.includes('--check');
  const given = process.env.DATABASE_URL;
  const server = given ? Object.assign(new URL(given), { pathname: '/postgres' }).toString() : undefined;
  const text = await generateTypes(server ?? (await testServerUrl()));
  if (check) {
    const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
    if (current !== text) {
      console.error(
        `${path.relative(process.cwd(), outFile)} differs from Supabase's generator: run pnpm --filter @partyeasy/supabase gen:types`,
      );
      process.exitCode = 1;
    } else {
      console.log('database types are what Supabase generates from the migrations');
    }
  } else {
    writeFileSync(outFile, text);
    console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
