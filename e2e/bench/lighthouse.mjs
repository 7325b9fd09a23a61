/**
 * `pnpm --filter @partyeasy/e2e bench:lighthouse` (part of the root `pnpm bench`, after `pnpm build`):
 * Lighthouse (mobile, its default simulated throttling) against the production builds served by
 * `rsbuild preview`, with a fresh seeded devstack behind them, on / and on a vendor profile. Prints the
 * performance score, LCP, total blocking time and transferred bytes beside their targets.
 * A measurement, not a test: exit code 0 even when a target is missed (the output says which).
 *
 *   CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (default 3; the median run is reported: simulated timings move between runs)
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DJ_NOVA = '00000000-0000-4000-8000-00000000d001';
const pages = [
  { name: 'home /', url: 'http://localhost:3000/' },
  { name: 'vendor profile', url: `http://localhost:3000/vendor/${DJ_NOVA}` },
];
const TARGETS = { score: 90, lcpMs: 2000, scriptKb: 350 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, label) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${label} exited early`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not answer at ${url}`);
}

const children = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partyeasy-lighthouse-'));
try {
  // A seeded backend on free ports; the built shell's env.js is pointed at it.
  const [apiPort, mailPort, paymentsPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const devstack = spawn(
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
      '--write-env',
      path.join(root, 'shell/dist/env.js'),
    ],
    {
      cwd: path.join(root, 'devstack'),
      env: { ...process.env, STRIPE_STAND_IN_PORT: String(paymentsPort) },
      stdio: 'ignore',
    },
  );
  children.push(devstack);
  await waitFor(`http://127.0.0.1:${apiPort}/rest/v1/`, devstack, 'devstack');

  const preview = spawn('pnpm', ['preview'], { cwd: root, stdio: 'ignore', detached: true });
  children.push(preview);
  for (const port of [3001, 3002, 3003, 3000]) await waitFor(`http://localhost:${port}/`, preview, 'preview');

  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(dataDir, `lh-${results.length}.json`);
      await run(
        path.join(import.meta.dirname, '../node_modules/.bin/lighthouse'),
        [
          page.url,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
      );
      const report = JSON.parse(await readFile(out, 'utf8'));
      const summary = report.audits['resource-summary']?.details?.items ?? [];
      const bytesOf = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
      results.push({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        lcpMs: report.audits['largest-contentful-paint'].numericValue,
        tbtMs: report.audits['total-blocking-time'].numericValue,
        totalKb: bytesOf('total') / 1024,
        scriptKb: bytesOf('script') / 1024,
      });
    }
    results.sort((a, b) => a.score - b.score);
    rows.push({ page: page.name, ...results[Math.floor(results.length / 2)] });
  }

  const verdict = (ok) => (ok ? 'meets target' : 'FALLS SHORT');
  console.log(
    `\nLighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}mobile, production builds, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const row of rows) {
    console.log(`\n${row.page}`);
    console.log(
      `  performance score   ${String(row.score).padStart(8)}      target >= ${TARGETS.score}      ${verdict(row.score >= TARGETS.score)}`,
    );
    console.log(
      `  LCP                 ${`${(row.lcpMs / 1000).toFixed(2)} s`.padStart(8)}      target <= ${TARGETS.lcpMs / 1000} s    ${verdict(row.lcpMs <= TARGETS.lcpMs)}`,
    );
    console.log(`  total blocking time ${`${row.tbtMs.toFixed(0)} ms`.padStart(8)}`);
    console.log(
      `  transferred         ${`${row.totalKb.toFixed(0)} KB`.padStart(8)}      (JavaScript ${row.scriptKb.toFixed(0)} KB with response headers${row.page === 'home /' ? `; the ${TARGETS.scriptKb} KB target is for the gzip bodies, checked by \`pnpm --filter @partyeasy/e2e bench\`` : ''})`,
    );
  }
} finally {
  stopAll();
  for (const child of children)
    if (child.pid && child.exitCode === null)
      try {
        process.kill(-child.pid);
      } catch {}
  // The devstack may still be closing its database files: retry instead of failing the run on ENOTEMPTY.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
