/**
 * `pnpm devstack` / `pnpm --filter @partyeasy/devstack start`: the local backend.
 *
 *   --port N            API port (default 54321, env DEVSTACK_PORT)
 *   --mail-port N       inbox port (default 54324, env DEVSTACK_MAIL_PORT)
 *   --data-dir DIR      PGlite data and storage files (default <repo>/.data, env DEVSTACK_DATA_DIR)
 *   --no-seed           do not run supabase/seed.sql on a fresh database
 *   --quiet             no request log (env DEVSTACK_QUIET=1)
 *   --write-env FILE    merge supabaseUrl and supabaseAnonKey into FILE (window.__PARTYEASY_CONFIG__ = {...})
 *   --print-config      print the runtime config values as JSON and exit
 * DATABASE_URL selects a PostgreSQL server instead of PGlite; JWT_SECRET and SITE_URL override the defaults.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildConfig, DEFAULT_API_PORT, DEFAULT_MAIL_PORT } from './config.js';
import { createDb, prepareDatabase, REPO_DIR } from './db/index.js';
import { writeRuntimeConfig } from './env-file.js';
import { createMailbox } from './mail/index.js';
import { startBookingSchedule } from './schedule.js';
import { startServer } from './server.js';
import { copySeedFiles } from './storage/index.js';
import { startLocalStripe } from './stripe/local.js';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'mail-port': { type: 'string' },
    'data-dir': { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'write-env': { type: 'string', multiple: true },
    'print-config': { type: 'boolean', default: false },
  },
});

const port = Number(args.port ?? process.env.DEVSTACK_PORT ?? DEFAULT_API_PORT);
const mailPort = Number(args['mail-port'] ?? process.env.DEVSTACK_MAIL_PORT ?? DEFAULT_MAIL_PORT);
const dataDir = path.resolve(
  args['data-dir'] ?? process.env.DEVSTACK_DATA_DIR ?? path.join(REPO_DIR, '.data'),
);
const hostname = args.host ?? process.env.DEVSTACK_HOST ?? '127.0.0.1';
const quiet = args.quiet || process.env.DEVSTACK_QUIET === '1';
const config = await buildConfig({ dataDir, quiet, apiUrl: `http://${hostname}:${port}` });

if (args['print-config']) {
  console.log(JSON.stringify({ supabaseUrl: config.apiUrl, supabaseAnonKey: config.anonKey }, null, 2));
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL;
console.log(
  databaseUrl
    ? 'database: PostgreSQL server (DATABASE_URL)'
    : `database: PGlite in ${path.join(dataDir, 'pglite')}`,
);
const db = await createDb(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
const report = await prepareDatabase(db, { seed: !args['no-seed'] });
if (report.applied.length) console.log(`migrations applied: ${report.applied.join(', ')}`);
if (report.seeded) {
  await copySeedFiles(path.join(REPO_DIR, 'supabase/seed/storage'), dataDir);
  console.log('seed data loaded');
}

const mailbox = createMailbox();
const server = await startServer({ db, config, mailbox, port, mailPort, hostname });
const payments = await startLocalStripe({ apiUrl: server.url });
// Completion and booking mails: on start and every minute (pg_cron and a scheduled call in production).
const schedule = startBookingSchedule({ db, apiUrl: server.url, serviceRoleKey: config.serviceRoleKey });
const runtimeConfig = {
  supabaseUrl: server.url,
  supabaseAnonKey: config.anonKey,
  checkoutUrl: `${server.url}/functions/v1`,
};

for (const file of args['write-env'] ?? []) {
  await writeRuntimeConfig(path.resolve(file), runtimeConfig);
  console.log(`runtime config written to ${file}`);
}

const lines = [
  '',
  'PartyEasy devstack is running',
  `  API          ${server.url}   (auth/v1, rest/v1, storage/v1, functions/v1, realtime/v1)`,
  `  Mail inbox   ${server.mailUrl}`,
  `  anon key     ${config.anonKey}`,
  `  service key  ${config.serviceRoleKey}   (server-side only)`,
  payments
    ? `  Payments     ${payments.url}   (local card checkout; test card 4242 4242 4242 4242)`
    : '  Payments     the real provider (STRIPE_SECRET_KEY)',
];
try {
  const demo = JSON.parse(await readFile(path.join(REPO_DIR, 'supabase/seed/demo-logins.json'), 'utf8')) as {
    password?: string;
    logins?: { email: string; role?: string; note?: string }[];
  };
  lines.push(`  demo logins  (password ${demo.password ?? 'see supabase/seed/demo-logins.json'})`);
  for (const l of demo.logins ?? [])
    lines.push(`    ${l.email.padEnd(28)} ${(l.role ?? '').padEnd(7)} ${l.note ?? ''}`);
} catch {
  // no demo logins file: nothing to list
}
console.log(lines.join('\n'));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  schedule.stop();
  await payments?.stop();
  await server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
