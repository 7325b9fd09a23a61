/**
 * `pnpm --filter @partyeasy/devstack bench`: requests per second and p95 latency of typical reads through
 * the API (HTTP → JWT → role + claims transaction → RLS → JSON), on PGlite and on PostgreSQL, with the real
 * migrations and seed.
 *
 *   BENCH_SECONDS (default 5) per scenario, BENCH_CONCURRENCY (default 8) requests in flight,
 *   BENCH_DATABASES=pglite,postgres
 *   BENCH_TABLE=0 leaves the figures table of docs/performance.md as it is (written otherwise)
 */
import os from 'node:os';
import { type BenchRow, today, writeBenchRows } from '@partyeasy/bench-table';
import { startTestStack, type TestStack } from '../src/testing.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];

interface Scenario {
  name: string;
  path: (stack: TestStack, vendorId: string) => string;
}

const scenarios: Scenario[] = [
  // Anon reads listings through the public view (approved only, no contact details), a page at a time.
  { name: 'a page of public vendor profiles', path: () => '/rest/v1/vendor_profiles?select=*&limit=12' },
  {
    name: 'vendor packages by price',
    path: (_s, id) => `/rest/v1/Packages?select=*&vendor_id=eq.${id}&order=price.asc`,
  },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function runScenario(stack: TestStack, url: string) {
  const headers = { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` };
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
}

const rows: string[] = [];
const tableRows: BenchRow[] = [];
for (const database of databases) {
  const stack = await startTestStack({ database, seed: true, mailPort: null });
  try {
    const { rows: vendors } = await stack.db.query<{ id: unknown }>(
      `select id from public.vendors where status = 'approved' order by created_at limit 1`,
    );
    const vendorId = String(vendors[0]?.id ?? '0');
    for (const s of scenarios) {
      const r = await runScenario(stack, `${stack.url}${s.path(stack, vendorId)}`);
      rows.push(
        `${database.padEnd(9)} ${s.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   ${r.requests} requests, ${r.errors} errors`,
      );
      console.log(rows[rows.length - 1]);
      tableRows.push({
        figure: `API throughput on ${database}: ${s.name}`,
        target: '0 errors',
        latest: `${r.rps.toFixed(0)} req/s, p95 ${r.p95.toFixed(1)} ms, ${r.errors} errors`,
        met: r.errors === 0,
        measured: `${today()}, ${concurrency} in flight for ${seconds} s, seeded demo data, load ${os.loadavg()[0]!.toFixed(1)}`,
      });
    }
  } finally {
    await stack.stop();
  }
}
console.log(
  `\n${seconds}s per scenario, ${concurrency} concurrent requests, anon key, through HTTP on 127.0.0.1`,
);
const written = await writeBenchRows('devstack bench', tableRows);
if (written) console.log(`figures written to ${written}`);
