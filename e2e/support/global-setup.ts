/**
 * Starts a fresh, seeded devstack (API + mail inbox, PGlite in a temporary folder) for one Playwright run,
 * on free ports (chosen by playwright.config.ts), so concurrent runs and earlier runs never share data. Workers inherit the E2E_* variables.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { devstackPorts } from './devstack-urls';

const repo = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`devstack exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/auth/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`devstack did not become healthy:\n${output()}`);
}

export default async function globalSetup() {
  if (process.env.E2E_API_URL) return undefined; // a stack the caller started
  // Chosen by playwright.config.ts, so that the shell's Content-Security-Policy already names them.
  const { api: apiPort, mail: mailPort, payments: paymentsPort } = devstackPorts();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partyeasy-e2e-'));
  let log = '';
  const child = spawn(
    process.execPath,
    [
      '--experimental-websocket',
      '--import',
      'tsx',
      'src/cli.ts',
      '--port',
      String(apiPort),
      '--mail-port',
      String(mailPort),
      '--data-dir',
      dataDir,
      '--quiet',
    ],
    {
      cwd: path.join(repo, 'devstack'),
      env: {
        ...process.env,
        DATABASE_URL: '',
        SITE_URL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
        // The card checkout stand-in on a free port too, not 12111 (a developer stack may hold it).
        STRIPE_STAND_IN_PORT: String(paymentsPort),
        // The specs sign in hundreds of times from 127.0.0.1; GoTrue's default limits are proven by
        // devstack/tests/auth-limits.test.ts, the site's 429 message by auth.spec.ts with its own stack.
        DEVSTACK_AUTH_RATE_LIMITS: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitForHealth(apiUrl, child, () => log);
  // The API answers before the start command has printed its summary: wait for the keys line.
  const keysBy = Date.now() + 30_000;
  while (!/service key\s+\S+/.test(log) && Date.now() < keysBy) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const printed = /anon key\s+(\S+)/.exec(log)?.[1];
  const service = /service key\s+(\S+)/.exec(log)?.[1];
  if (!printed || !service) throw new Error(`devstack did not print its keys:\n${log}`);
  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_STRIPE_URL = `http://127.0.0.1:${paymentsPort}`;
  process.env.E2E_MAIL_URL = `http://127.0.0.1:${mailPort}`;
  process.env.E2E_ANON_KEY = printed;
  process.env.E2E_SERVICE_KEY = service;
  // The payment stand-in, for specs that check what reached the provider (payouts.spec.ts).
  process.env.E2E_STRIPE_URL = `http://127.0.0.1:${paymentsPort}`;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
