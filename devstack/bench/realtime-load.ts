/**
 * `pnpm --filter @partyeasy/devstack bench:realtime` (also run by `bench:load`): Realtime under load, on
 * PostgreSQL, loopback only. Starts the devstack as its own process on a fresh database, connects
 * REALTIME_CLIENTS supabase-js clients (two per private channel, as the two sides of a conversation,
 * each authorized by an RLS policy on realtime.messages), then sends REALTIME_RATE messages a second for
 * REALTIME_SECONDS through realtime.send, each in its own committed transaction, round-robin over the
 * channels. Afterwards it compares what each client received with the rows of realtime.messages of its
 * channel: messages sent, received per client, lost (target 0), duplicates, and the p95 delivery latency
 * (from the send to its arrival at the client). Exit code 0 even when a target is missed.
 *
 *   REALTIME_CLIENTS (default 200), REALTIME_RATE (default 50), REALTIME_SECONDS (default 60)
 *   BENCH_TABLE=0 leaves the figures table of docs/performance.md as it is (written otherwise)
 *   TEST_PG_URL   a PostgreSQL server to use; unset: scripts/pg-cluster.sh under /tmp/partyeasy-load-pg
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { today, writeBenchRows } from '@partyeasy/bench-table';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { DEFAULT_JWT_SECRET, signJwt } from '../src/jwt.js';
import { database, percentile, rssMb, startDevstack } from './devstack-process.js';

const clientCount = Number(process.env.REALTIME_CLIENTS ?? 200);
const rate = Number(process.env.REALTIME_RATE ?? 50);
const seconds = Number(process.env.REALTIME_SECONDS ?? 60);
const TARGETS = { lost: 0, p95Ms: 1000 };
/** How long the bench waits for the last messages after sending stopped. */
const DRAIN_MS = 10_000;

const { url: databaseUrl, drop } = await database();
const stack = await startDevstack(databaseUrl, ['--no-seed']);
const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });

// The two sides of each channel, and the policy that lets exactly them in (as the messaging migration's
// does for conversations).
await sql.query(`
  create table public.bench_realtime_members (topic text not null, user_id uuid not null, primary key (topic, user_id));
  grant select on public.bench_realtime_members to authenticated;
  create policy "bench: members receive" on realtime.messages for select to authenticated
    using (extension = 'broadcast' and exists (select 1 from public.bench_realtime_members m
      where m.topic = realtime.topic() and m.user_id = auth.uid()));
`);
const channelCount = Math.ceil(clientCount / 2);
const topics = Array.from({ length: channelCount }, () => `bench:${randomUUID()}`);
const users: { id: string; topic: string; token: string }[] = [];
for (let i = 0; i < clientCount; i++) {
  const id = randomUUID();
  const topic = topics[i % channelCount]!;
  await sql.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at) values ($1, 'authenticated', 'authenticated', $2, now())`,
    [id, `bench-${id.slice(0, 8)}@example.test`],
  );
  await sql.query('insert into public.bench_realtime_members (topic, user_id) values ($1, $2)', [topic, id]);
  const token = await signJwt(
    { role: 'authenticated', sub: id, aud: 'authenticated' },
    process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    3600,
  );
  users.push({ id, topic, token });
}

interface Received {
  seq: number;
  latencyMs: number;
}
const received: Received[][] = users.map(() => []);
const clients: SupabaseClient[] = [];
const joinStarted = performance.now();
await Promise.all(
  users.map(async (user, i) => {
    const client = createClient(stack.url, stack.anonKey, {
      accessToken: async () => user.token,
    });
    clients.push(client);
    await client.realtime.setAuth();
    const channel = client.channel(user.topic, { config: { private: true } });
    channel.on('broadcast', { event: 'message' }, (message) => {
      const payload = message.payload as { seq: number; sentAt: number };
      received[i]!.push({ seq: payload.seq, latencyMs: performance.now() - payload.sentAt });
    });
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((status, err) => {
        if (status === 'SUBSCRIBED') resolve();
        else reject(new Error(`client ${i} could not join: ${status} ${err?.message ?? ''}`));
      });
    });
  }),
);
const joinSeconds = (performance.now() - joinStarted) / 1000;
console.log(`${clientCount} clients joined ${channelCount} private channels in ${joinSeconds.toFixed(1)} s`);

// Steady sending: message n leaves at start + n / rate, whatever the previous ones took.
const total = Math.round(rate * seconds);
const sendErrors: string[] = [];
const memory: number[] = [];
const sampler = setInterval(() => memory.push(rssMb(stack.child)), 1000);
const started = performance.now();
const sends: Promise<void>[] = [];
for (let seq = 0; seq < total; seq++) {
  const due = started + (seq * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const topic = topics[seq % channelCount]!;
  sends.push(
    sql
      .query(`select realtime.send($1::jsonb, 'message', $2, true)`, [
        JSON.stringify({ seq, sentAt: performance.now() }),
        topic,
      ])
      .then(
        () => {},
        (err: Error) => {
          sendErrors.push(err.message);
        },
      ),
  );
}
await Promise.all(sends);
const sendSeconds = (performance.now() - started) / 1000;

// What each channel's rows are, from the table itself.
const rows = await sql.query<{ topic: string; seq: number }>(
  `select topic, (payload->>'seq')::int as seq from realtime.messages
   where extension = 'broadcast' and event = 'message' and topic like 'bench:%'`,
);
const expected = new Map<string, Set<number>>(topics.map((t) => [t, new Set()]));
for (const row of rows.rows) expected.get(row.topic)?.add(row.seq);
const missing = () =>
  users.reduce((sum, user, i) => {
    const got = new Set(received[i]!.map((r) => r.seq));
    return sum + [...expected.get(user.topic)!].filter((seq) => !got.has(seq)).length;
  }, 0);
const drainUntil = performance.now() + DRAIN_MS;
while (missing() > 0 && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 100));
clearInterval(sampler);

let lost = 0;
let duplicates = 0;
let strangers = 0;
const perClient: number[] = [];
const latencies: number[] = [];
users.forEach((user, i) => {
  const want = expected.get(user.topic)!;
  const seqs = received[i]!.map((r) => r.seq);
  const got = new Set(seqs);
  perClient.push(seqs.length);
  duplicates += seqs.length - got.size;
  strangers += [...got].filter((seq) => !want.has(seq)).length;
  lost += [...want].filter((seq) => !got.has(seq)).length;
  for (const r of received[i]!) latencies.push(r.latencyMs);
});
latencies.sort((a, b) => a - b);
perClient.sort((a, b) => a - b);
const deliveries = [...expected.entries()].reduce(
  (sum, [topic, seqs]) => sum + seqs.size * users.filter((u) => u.topic === topic).length,
  0,
);
const p95 = percentile(latencies, 95);
const peak = Math.max(...memory);

console.log(
  `\nrealtime: ${clientCount} supabase-js clients on ${channelCount} private channels, ${rate} messages/s for ${seconds} s through realtime.send, devstack on PostgreSQL (127.0.0.1)`,
);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${os.cpus().length} cores\n`,
);
console.log(
  `messages sent              ${rows.rowCount} rows (${total} sends in ${sendSeconds.toFixed(1)} s, ${sendErrors.length} failed)`,
);
console.log(`deliveries expected        ${deliveries}`);
console.log(
  `received per client        min ${perClient[0]}, median ${percentile(perClient, 50)}, max ${perClient.at(-1)}`,
);
console.log(`lost                       ${lost}`);
console.log(`duplicates                 ${duplicates}`);
console.log(`from another channel       ${strangers}`);
console.log(
  `delivery latency           p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
);
console.log(`devstack memory            peak ${peak.toFixed(0)} MB`);
if (sendErrors.length) console.log(`first send error: ${sendErrors[0]}`);

const verdict = (ok: boolean) => (ok ? 'meets target' : 'FALLS SHORT');
const lostOk = lost <= TARGETS.lost && duplicates === 0 && strangers === 0 && sendErrors.length === 0;
console.log('\nfigure                     target        measured');
console.log(
  `lost messages              ${String(TARGETS.lost).padEnd(13)} ${String(lost).padEnd(10)} ${verdict(lostOk)}`,
);
console.log(
  `p95 delivery latency       <= ${TARGETS.p95Ms} ms    ${`${p95.toFixed(0)} ms`.padEnd(10)} ${verdict(p95 <= TARGETS.p95Ms)}`,
);

const measured = `${today()}, ${clientCount} clients, ${rate} messages/s for ${seconds} s, load ${os.loadavg()[0]!.toFixed(1)}`;
const written = await writeBenchRows('devstack bench:realtime', [
  {
    figure: `realtime: messages lost by ${clientCount} connected clients`,
    target: String(TARGETS.lost),
    latest: `${lost} of ${deliveries} deliveries (${rows.rowCount} messages; ${duplicates} duplicates)`,
    met: lostOk,
    measured,
  },
  {
    figure: 'realtime: p95 delivery latency, realtime.send to the client',
    target: `≤ ${TARGETS.p95Ms} ms`,
    latest: `${p95.toFixed(0)} ms (p50 ${percentile(latencies, 50).toFixed(0)} ms)`,
    met: p95 <= TARGETS.p95Ms,
    measured,
  },
]);
if (written) console.log(`figures written to ${written}`);

await Promise.all(clients.map((c) => c.removeAllChannels()));
await sql.end();
stack.child.kill('SIGTERM');
await new Promise((resolve) => stack.child.once('exit', resolve));
await rm(stack.dataDir, { recursive: true, force: true });
await drop();
