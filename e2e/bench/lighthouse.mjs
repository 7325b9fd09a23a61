/**
 * `pnpm --filter @partyeasy/e2e bench:lighthouse` (part of the root `pnpm bench`, after `pnpm build`):
 * Lighthouse (mobile, simulated throttling) against the production builds served by `rsbuild preview`, with a
 * fresh seeded devstack behind them, on the public pages a visitor lands on: /, DJ Nova's profile, /login,
 * /vendor-landingpage and /about. Prints each page's performance score, total blocking time, LCP and CLS
 * beside their targets, with met / missed. A measurement, not a test: exit code 0 even when a target is
 * missed (the output says which).
 *
 * The verdict is Lighthouse's intended mid-range phone. Lighthouse's default 4x CPU slowdown is calibrated
 * for a host with a benchmark index of 1500-2000 (its throttling guide), so that the simulated phone has an
 * index of about 437.5; on a faster host the same 4x simulates a faster phone (this 2-core machine measures
 * 1,100-2,900 depending on its load). The bench therefore reports, as the result, the figures at the CPU
 * slowdown that brings this host to that phone (host index / 437.5, at least 1): the calibrated phone. The
 * figures at the default settings (4x) are printed beside them for reference.
 *
 * The servers (preview and devstack) run at the lowest CPU priority: they stand in for hosts across the network,
 * whose work is not the phone's (SERVER_NICENESS below).
 *
 * A run taken while other work competes for the host's CPU (its benchmark index, which Lighthouse measures as
 * the run starts, below 85% of the best index of the page's runs) is set aside and replaced, up to twice the
 * runs, and the output says so: a busy host is not mistaken for a slower page.
 *
 *   LIGHTHOUSE_RUNS (default 5, as the targets ask): runs per page and pass; the median run (by score) is
 *     reported, the other runs' scores and blocking times beside it (simulated timings move between runs).
 *   LIGHTHOUSE_PAGES (default all): a comma-separated subset of home, profile, login, vendor-landing, about.
 *   LIGHTHOUSE_DEFAULT=0: skip the default-settings pass (cheaper A/B runs). The host's index then comes from
 *     two probe runs of the first page at the default settings (the higher one: the steadier host).
 *   LIGHTHOUSE_CPU (e.g. 6.4): the calibrated pass's slowdown, instead of the one computed from the host's
 *     index; an A/B series keeps the same phone for both builds this way (and does not write the table).
 *   BENCH_TABLE=0: leaves the figures table of docs/performance.md as it is (written otherwise).
 *   LIGHTHOUSE_SUMMARY=file: writes every run's figures there as JSON (for A/B series).
 *   LIGHTHOUSE_REPORTS=dir: keeps every run's full Lighthouse report there. CHROME_PATH (default
 *     /usr/bin/chromium).
 */
import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { today, writeBenchRows } from '@partyeasy/bench-table';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const DJ_NOVA = '00000000-0000-4000-8000-00000000d001';
const ALL_PAGES = [
  { key: 'home', name: '/', url: 'http://localhost:3000/' },
  { key: 'profile', name: 'vendor profile', url: `http://localhost:3000/vendor/${DJ_NOVA}` },
  { key: 'login', name: '/login', url: 'http://localhost:3000/login' },
  { key: 'vendor-landing', name: '/vendor-landingpage', url: 'http://localhost:3000/vendor-landingpage' },
  { key: 'about', name: '/about', url: 'http://localhost:3000/about' },
];
const chosen = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((key) => key.trim())
  .filter(Boolean);
const unknown = chosen.filter((key) => !ALL_PAGES.some((page) => page.key === key));
if (unknown.length > 0) {
  console.error(
    `LIGHTHOUSE_PAGES: unknown page(s) ${unknown.join(', ')} (known: ${ALL_PAGES.map((page) => page.key).join(', ')})`,
  );
  process.exit(1);
}
const pages = chosen.length > 0 ? ALL_PAGES.filter((page) => chosen.includes(page.key)) : ALL_PAGES;
/** The targets of issue #32, at the calibrated phone. */
const TARGETS = { score: 90, tbtMs: 200, lcpMs: 2000, cls: 0.05 };
/** The benchmark index of the phone Lighthouse's default 4x simulates: 1500-2000 / 4. */
const TARGET_DEVICE_INDEX = 437.5;
/** A run counts when the host's benchmark index is at least this share of the best one seen for the page. */
const STEADY_SHARE = 0.85;
const defaultPass = process.env.LIGHTHOUSE_DEFAULT !== '0';
const fixedMultiplier = process.env.LIGHTHOUSE_CPU ? Number(process.env.LIGHTHOUSE_CPU) : null;
if (fixedMultiplier !== null && !(fixedMultiplier >= 1)) {
  console.error('LIGHTHOUSE_CPU must be a number of at least 1');
  process.exit(1);
}
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const summaryFile = process.env.LIGHTHOUSE_SUMMARY;

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

/**
 * The servers stand in for hosts across the network (the static host and Supabase): their CPU is not the
 * phone's. On this 2-core host they compressed and answered the page's requests on the cores the browser's
 * main thread needed, and Lighthouse's simulation multiplies every task the browser waited through by the
 * phone's slowdown. So they run at the lowest CPU priority: `nice` for their processes and, where Linux groups
 * each session's processes for the scheduler (autogroup, on by default: there `nice` only ranks processes
 * within their own session), the same niceness for their sessions. Why: docs/adr/0009-calibrated-phone.md.
 */
const SERVER_NICENESS = 19;

/** Gives a server started in a session of its own (`detached`) its session's lowest priority, where Linux has one. */
async function yieldToTheBrowser(child) {
  try {
    await writeFile(`/proc/${child.pid}/autogroup`, String(SERVER_NICENESS));
  } catch {
    // No autogroup (another OS, or a kernel without it): `nice` alone ranks the processes.
  }
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
    'nice',
    [
      '-n',
      String(SERVER_NICENESS),
      process.execPath,
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
      detached: true,
    },
  );
  children.push(devstack);
  await yieldToTheBrowser(devstack);
  await waitFor(`http://127.0.0.1:${apiPort}/rest/v1/`, devstack, 'devstack');

  const preview = spawn('nice', ['-n', String(SERVER_NICENESS), 'pnpm', 'preview'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  children.push(preview);
  await yieldToTheBrowser(preview);
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
        path.join(reportsDir, `${page.key}-${cpuMultiplier ?? 4}x-${index}-${Date.now()}.json`),
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
      tbtMs: report.audits['total-blocking-time'].numericValue,
      lcpMs: report.audits['largest-contentful-paint'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
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
        key: page.key,
        ...steady[Math.floor(steady.length / 2)],
        steady,
        steadyRuns: steady.length,
        setAside: results.length - steady.length,
        indexRange: `${Math.min(...indices).toFixed(0)}-${Math.max(...indices).toFixed(0)}`,
      });
    }
    return rows;
  };

  const defaults = defaultPass ? await measure() : null;
  // The host's index: the lowest of the default pass's median runs (the index the figures were taken at), or
  // the higher of two probe runs when that pass is skipped.
  let benchmarkIndex;
  if (defaults) benchmarkIndex = Math.min(...defaults.map((row) => row.benchmarkIndex));
  else if (fixedMultiplier === null) {
    const probes = [await audit(pages[0], 'probe-0'), await audit(pages[0], 'probe-1')];
    benchmarkIndex = Math.max(...probes.map((probe) => probe.benchmarkIndex));
  }
  const multiplier =
    fixedMultiplier ?? Math.max(1, Math.round((benchmarkIndex / TARGET_DEVICE_INDEX) * 10) / 10);
  const calibrated = await measure(multiplier);

  const mark = (ok) => (ok ? 'met   ' : 'MISSED');
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const cell = (text, ok) => `${String(text).padStart(8)} ${mark(ok)}`;
  console.log(
    `\nLighthouse mobile (simulated slow 4G), production builds, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    fixedMultiplier !== null
      ? `calibrated phone: CPU slowdown ${multiplier}x (LIGHTHOUSE_CPU)`
      : `calibrated phone: CPU slowdown ${multiplier}x = host benchmark index ${benchmarkIndex.toFixed(0)} / ${TARGET_DEVICE_INDEX} (Lighthouse's default 4x assumes an index of 1500-2000)`,
  );
  console.log(
    `servers (preview, devstack) at niceness ${SERVER_NICENESS}, their sessions too where Linux groups them: their CPU is not the phone's`,
  );
  console.log(
    `targets: score >= ${TARGETS.score}, total blocking time <= ${TARGETS.tbtMs} ms, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}; median of the steady runs\n`,
  );
  console.log(
    `${'page'.padEnd(20)}${'score'.padStart(15)}${'TBT'.padStart(16)}${'LCP'.padStart(16)}${'CLS'.padStart(16)}   ${defaults ? 'default settings (4x): score / TBT / LCP / CLS' : ''}`,
  );
  let missed = 0;
  for (const row of calibrated) {
    const checks = [
      row.score >= TARGETS.score,
      row.tbtMs <= TARGETS.tbtMs,
      row.lcpMs <= TARGETS.lcpMs,
      row.cls <= TARGETS.cls,
    ];
    missed += checks.filter((ok) => !ok).length;
    const reference = defaults?.find((other) => other.key === row.key);
    console.log(
      `${row.page.padEnd(20)}  ${cell(row.score, checks[0])}  ${cell(`${row.tbtMs.toFixed(0)} ms`, checks[1])}  ${cell(seconds(row.lcpMs), checks[2])}  ${cell(row.cls.toFixed(3), checks[3])}   ${reference ? `${reference.score} / ${reference.tbtMs.toFixed(0)} ms / ${seconds(reference.lcpMs)} / ${reference.cls.toFixed(3)}` : ''}`,
    );
  }
  console.log(
    missed === 0
      ? '\nevery target met at the calibrated phone'
      : `\n${missed} target(s) MISSED at the calibrated phone`,
  );

  if (fixedMultiplier === null) {
    const written = await writeBenchRows(
      'e2e bench:lighthouse',
      calibrated.map((row) => {
        const reference = defaults?.find((other) => other.key === row.key);
        return {
          figure: `Lighthouse at the calibrated phone, ${row.page}: score / TBT / LCP / CLS`,
          target: `≥ ${TARGETS.score} / ≤ ${TARGETS.tbtMs} ms / ≤ ${TARGETS.lcpMs / 1000} s / ≤ ${TARGETS.cls}`,
          latest: `${row.score} / ${row.tbtMs.toFixed(0)} ms / ${seconds(row.lcpMs)} / ${row.cls.toFixed(2)}`,
          met:
            row.score >= TARGETS.score &&
            row.tbtMs <= TARGETS.tbtMs &&
            row.lcpMs <= TARGETS.lcpMs &&
            row.cls <= TARGETS.cls,
          measured:
            `${today()}, ${multiplier}× (index ${benchmarkIndex.toFixed(0)}), median of ${row.steadyRuns}` +
            (reference ? `; default 4×: ${reference.score} / ${reference.tbtMs.toFixed(0)} ms` : ''),
        };
      }),
    );
    if (written) console.log(`\nfigures written to ${written}`);
  }

  const details = (label, rows) => {
    for (const row of rows) {
      console.log(
        `\n${row.page}, ${label}: median of ${row.steadyRuns} runs on a steady host (benchmark index ${row.indexRange}${row.setAside > 0 ? `; ${row.setAside} run(s) set aside, taken while other work slowed the host` : ''})${row.steadyRuns < runs ? `; fewer than ${runs}: the host stayed busy, so these figures are not a verdict on the page` : ''}`,
      );
      console.log(
        `  runs                score ${row.steady.map((r) => r.score).join(', ')}; TBT ${row.steady.map((r) => r.tbtMs.toFixed(0)).join(', ')} ms`,
      );
      console.log(
        `  transferred         ${row.totalKb.toFixed(0)} KB (JavaScript ${row.scriptKb.toFixed(0)} KB with response headers${row.key === 'home' ? '; the 350 KB budget is for the gzip bodies, checked by `pnpm --filter @partyeasy/e2e bench`' : ''})`,
      );
      console.log(`  LCP element         ${row.lcpElement}`);
      console.log(`  main thread         ${row.mainThread}`);
    }
  };
  details(`calibrated phone (${multiplier}x)`, calibrated);
  if (defaults) details('default settings (4x)', defaults);

  if (summaryFile) {
    const strip = (rows) =>
      rows.map(({ key, steady, setAside }) => ({
        page: key,
        setAside,
        runs: steady.map(({ score, tbtMs, lcpMs, cls, benchmarkIndex: index }) => ({
          score,
          tbtMs,
          lcpMs,
          cls,
          benchmarkIndex: index,
        })),
      }));
    await writeFile(
      summaryFile,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          multiplier,
          benchmarkIndex: benchmarkIndex ?? null,
          calibrated: strip(calibrated),
          defaults: defaults ? strip(defaults) : null,
        },
        null,
        2,
      ),
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
