/**
 * `pnpm --filter @partyeasy/e2e bench:lighthouse` (part of the root `pnpm bench`, after `pnpm build`):
 * Lighthouse (mobile, its default simulated throttling) against the production builds served by
 * `rsbuild preview`, with a fresh seeded devstack behind them, on / and on a vendor profile. Prints the
 * performance score, LCP, total blocking time and transferred bytes beside their targets.
 * A measurement, not a test: exit code 0 even when a target is missed (the output says which).
 *
 * Lighthouse's 4x CPU slowdown is calibrated for a high-end desktop host (benchmark index 1500-2000, its
 * throttling guide), so that the simulated phone has an index of about 375-500. On a slower host the same 4x
 * simulates a slower phone than Lighthouse intends (and Lighthouse warns), on a faster host a faster one. The
 * bench prints the host's index and, when it is outside 1500-2000, a second figure with the multiplier that
 * brings this host to the same simulated phone (index / 437.5, at least 1). The verdicts are those of the
 * default settings.
 *
 * A run taken while other work competes for the host's CPU (its benchmark index well below the page's best)
 * is set aside and replaced, and the output says so: a busy host is not mistaken for a slower page.
 *
 *   CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (default 3; the median run is reported: simulated
 *   timings move between runs), LIGHTHOUSE_CALIBRATED=0 skips the calibrated pass, LIGHTHOUSE_REPORTS=dir keeps
 *   every run's full JSON report there
 */
import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
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
/** The benchmark index of the phone Lighthouse's default 4x simulates: 1500-2000 / 4. */
const TARGET_DEVICE_INDEX = 437.5;
/** A run counts when the host's benchmark index is at least this share of the best one seen for the page. */
const STEADY_SHARE = 0.85;
const calibratedPass = process.env.LIGHTHOUSE_CALIBRATED !== '0';
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

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

/** Whether something already answers on a port (a `pnpm preview` or `pnpm dev` left running). */
async function answers(port) {
  try {
    await fetch(`http://localhost:${port}/`);
    return true;
  } catch {
    return false;
  }
}

// The audits must reach the builds this run serves, not a server left running (possibly with older builds).
const busy = [];
for (const port of [3000, 3001, 3002, 3003]) if (await answers(port)) busy.push(port);
if (busy.length > 0) {
  console.error(
    `ports ${busy.join(', ')} are in use: stop \`pnpm preview\` or \`pnpm dev\` and run the bench again`,
  );
  process.exit(1);
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

  const audit = async (page, index, cpuMultiplier) => {
    const out = path.join(dataDir, `lh-${index}.json`);
    await run(
      path.join(import.meta.dirname, '../node_modules/.bin/lighthouse'),
      [
        page.url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ...(cpuMultiplier ? [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(await readFile(out, 'utf8'));
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true });
      await copyFile(
        out,
        path.join(reportsDir, `${page.name.replace(/\W+/g, '-')}-${cpuMultiplier ?? 4}x-${index}.json`),
      );
    }
    const summary = report.audits['resource-summary']?.details?.items ?? [];
    const bytesOf = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    const lcpElement = report.audits['lcp-breakdown-insight']?.details?.items?.find(
      (item) => item.type === 'node',
    );
    const work = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: report.audits['largest-contentful-paint'].numericValue,
      tbtMs: report.audits['total-blocking-time'].numericValue,
      totalKb: bytesOf('total') / 1024,
      scriptKb: bytesOf('script') / 1024,
      benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
      lcpElement: lcpElement
        ? `${lcpElement.nodeLabel ?? ''} (${lcpElement.selector ?? ''})`
        : 'not reported',
      mainThread: work
        .slice(0, 4)
        .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
        .join(', '),
      slowHostWarning: (report.runWarnings ?? []).some((warning) => /slower CPU/.test(warning)),
    };
  };

  /**
   * The median run (by score) of each page, over the runs taken while the host was steady: a run whose
   * benchmark index (measured by Lighthouse as it starts) is below STEADY_SHARE of the best index of the
   * page's runs had other work competing for the CPU, and its blocking time says more about that work than
   * about the page. Such runs are set aside and replaced, up to `runs` more attempts; the output says how many.
   */
  const measure = async (cpuMultiplier) => {
    const rows = [];
    for (const page of pages) {
      const results = [];
      const steadyRuns = () => {
        const best = Math.max(...results.map((result) => result.benchmarkIndex));
        return results.filter((result) => result.benchmarkIndex >= best * STEADY_SHARE);
      };
      while (results.length < runs || (steadyRuns().length < runs && results.length < 2 * runs))
        results.push(await audit(page, results.length, cpuMultiplier));
      const steady = steadyRuns().sort((a, b) => a.score - b.score);
      const indices = results.map((result) => result.benchmarkIndex);
      rows.push({
        page: page.name,
        ...steady[Math.floor(steady.length / 2)],
        steadyRuns: steady.length,
        setAside: results.length - steady.length,
        indexRange: `${Math.min(...indices).toFixed(0)}-${Math.max(...indices).toFixed(0)}`,
      });
    }
    return rows;
  };

  const verdict = (ok) => (ok ? 'meets target' : 'FALLS SHORT');
  const rows = await measure();
  const benchmarkIndex = Math.min(...rows.map((row) => row.benchmarkIndex));
  console.log(
    `\nLighthouse mobile, default settings (4x CPU slowdown), production builds, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `host benchmark index ${benchmarkIndex.toFixed(0)} (the default 4x assumes 1500-2000)${rows.some((row) => row.slowHostWarning) ? '; Lighthouse warns that this host has a slower CPU than it expects' : ''}`,
  );
  for (const row of rows) {
    console.log(
      `\n${row.page}: median of ${row.steadyRuns} runs on a steady host (benchmark index ${row.indexRange}${row.setAside > 0 ? `; ${row.setAside} run(s) set aside, taken while other work slowed the host` : ''})${row.steadyRuns < runs ? `; fewer than ${runs}: the host stayed busy, so these figures are not a verdict on the page` : ''}`,
    );
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
    console.log(`  LCP element         ${row.lcpElement}`);
    console.log(`  main thread (4x)    ${row.mainThread}`);
  }

  if (calibratedPass && benchmarkIndex > 0 && (benchmarkIndex < 1500 || benchmarkIndex > 2000)) {
    const multiplier = Math.max(1, Math.round((benchmarkIndex / TARGET_DEVICE_INDEX) * 10) / 10);
    const calibrated = await measure(multiplier);
    console.log(
      `\nFor comparison, not a verdict: the same phone on this host (CPU slowdown ${multiplier}x = index ${benchmarkIndex.toFixed(0)} / ${TARGET_DEVICE_INDEX})`,
    );
    for (const row of calibrated)
      console.log(
        `  ${row.page.padEnd(16)} score ${String(row.score).padStart(3)}   LCP ${(row.lcpMs / 1000).toFixed(2)} s   total blocking time ${row.tbtMs.toFixed(0)} ms`,
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
