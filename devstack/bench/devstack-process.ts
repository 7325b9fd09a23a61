/**
 * What the load benches share: a fresh database on a throwaway PostgreSQL cluster (or TEST_PG_URL), the
 * devstack started as its own process on free ports (so its memory can be watched), and percentiles.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export const DEVSTACK_DIR = path.resolve(import.meta.dirname, '..');

const run = promisify(execFile);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function database(): Promise<{ url: string; drop: () => Promise<void> }> {
  let serverUrl = process.env.TEST_PG_URL;
  let stopCluster = async () => {};
  if (!serverUrl) {
    const script = path.join(DEVSTACK_DIR, 'scripts/pg-cluster.sh');
    const dir = '/tmp/partyeasy-load-pg';
    const { stdout } = await run('bash', [script, 'start', dir, '55452']);
    serverUrl = stdout.trim();
    stopCluster = async () => {
      await run('bash', [script, 'stop', dir]);
      await rm(dir, { recursive: true, force: true });
    };
  }
  const name = `load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await stopCluster();
    },
  };
}

export async function startDevstack(databaseUrl: string, extraArgs: string[] = []) {
  const [port, mailPort, paymentsPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partyeasy-load-'));
  const child = spawn(
    process.execPath,
    [
      '--experimental-websocket',
      '--import',
      'tsx',
      'src/cli.ts',
      '--port',
      String(port),
      '--mail-port',
      String(mailPort),
      '--data-dir',
      dataDir,
      '--quiet',
      ...extraArgs,
    ],
    {
      cwd: DEVSTACK_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, STRIPE_STAND_IN_PORT: String(paymentsPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (!output.includes('devstack is running')) {
    if (child.exitCode !== null) throw new Error(`devstack exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`devstack did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The banner the devstack prints once it is up carries the key.
  const anonKey = /anon key\s+(\S+)/.exec(output)?.[1];
  if (!anonKey) throw new Error(`no anon key in the devstack's banner:\n${output}`);
  return { child, url, anonKey, dataDir };
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
