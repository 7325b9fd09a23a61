/**
 * The Realtime websocket through the real supabase-js client: private channels authorized by the RLS
 * policies of realtime.messages, Broadcast from the database after commit (never before, never on
 * rollback), client broadcasts, heartbeats, leaving, presence and token expiry, on both databases.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.js';
import { createTestUser, type TestStack, type TestUser } from '../src/testing.js';
import { DATABASES, startFixtureStack } from './helpers.js';

/** Who may read and write which room: the policies below look here, as an app's would at its own tables. */
const POLICIES = `
  create table public.rt_members (room text not null, user_id uuid not null, can_write boolean not null default false,
    primary key (room, user_id));
  grant select on public.rt_members to authenticated;
  create policy "rt test: members receive" on realtime.messages for select to authenticated
    using (extension in ('broadcast', 'presence') and exists (
      select 1 from public.rt_members m where m.room = realtime.topic() and m.user_id = auth.uid()));
  create policy "rt test: writers send" on realtime.messages for insert to authenticated
    with check (extension in ('broadcast', 'presence') and exists (
      select 1 from public.rt_members m where m.room = realtime.topic() and m.user_id = auth.uid() and m.can_write));
  create table public.rt_notes (id int primary key, room text not null, body text not null);
  grant insert on public.rt_notes to authenticated;
  create function public.rt_notes_broadcast() returns trigger language plpgsql as $$
  begin
    perform realtime.send(to_jsonb(new), 'note', new.room, true);
    return null;
  end $$;
  create trigger rt_notes_broadcast after insert on public.rt_notes
    for each row execute function public.rt_notes_broadcast();
`;

type Status = { status: string; err?: Error };

async function waitFor(check: () => boolean, what: string, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('realtime on %s', (database) => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  let mallory: TestUser;
  const clients: SupabaseClient[] = [];

  /**
   * A supabase-js client whose realtime uses the token the callback answers. As Supabase's guide for private
   * channels says, the app awaits realtime.setAuth() before subscribing, so the join carries the token.
   */
  async function client(token: () => string | null, realtime: Record<string, unknown> = {}) {
    const c = createClient(stack.url, stack.anonKey, {
      accessToken: async () => token(),
      realtime,
    });
    clients.push(c);
    await c.realtime.setAuth();
    return c;
  }

  /** Subscribes and answers the first status (SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT), recording later ones. */
  function subscribe(channel: RealtimeChannel, later: string[] = []): Promise<Status> {
    return new Promise((resolve) => {
      let first = true;
      channel.subscribe((status, err) => {
        if (first) {
          first = false;
          resolve({ status, err });
        } else later.push(status);
      });
    });
  }

  function collect(channel: RealtimeChannel, event = '*') {
    const got: { event: string; payload: Record<string, unknown>; meta?: unknown }[] = [];
    channel.on('broadcast', { event }, (message) =>
      got.push(message as unknown as { event: string; payload: Record<string, unknown> }),
    );
    return got;
  }

  beforeAll(async () => {
    stack = await startFixtureStack(database, { mailPort: null });
    await stack.db.exec(POLICIES);
    [alice, bob, mallory] = await Promise.all([
      createTestUser(stack),
      createTestUser(stack),
      createTestUser(stack),
    ]);
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const room = async (members: { user: TestUser; write?: boolean }[]) => {
    const name = `room:${randomUUID()}`;
    for (const m of members)
      await stack.db.query('insert into public.rt_members (room, user_id, can_write) values ($1, $2, $3)', [
        name,
        m.user.id,
        m.write ?? false,
      ]);
    return name;
  };
  const send = (topic: string, event: string, payload: unknown, isPrivate = true) =>
    stack.db.query('select realtime.send($1::jsonb, $2, $3, $4)', [
      JSON.stringify(payload),
      event,
      topic,
      isPrivate,
    ]);

  it('joins a private channel the select policy allows and refuses one it does not', async () => {
    const topic = await room([{ user: alice }]);
    const allowed = (await client(() => alice.accessToken)).channel(topic, { config: { private: true } });
    expect((await subscribe(allowed)).status).toBe('SUBSCRIBED');

    const refused = await subscribe(
      (await client(() => mallory.accessToken)).channel(topic, { config: { private: true } }),
    );
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.err?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
    );

    // Without a user token the anon key is the caller: no policy lets anon in.
    const anon = await subscribe((await client(() => null)).channel(topic, { config: { private: true } }));
    expect(anon.status).toBe('CHANNEL_ERROR');
  });

  it('delivers realtime.send after commit, not before, and never on rollback; private rows only to private joins', async () => {
    const topic = await room([{ user: alice }]);
    const priv = (await client(() => alice.accessToken)).channel(topic, { config: { private: true } });
    const got = collect(priv);
    const pub = (await client(() => alice.accessToken)).channel(topic);
    const gotPublic = collect(pub);
    expect((await subscribe(priv)).status).toBe('SUBSCRIBED');
    expect((await subscribe(pub)).status).toBe('SUBSCRIBED');

    let seenInside = -1;
    await stack.db.transaction(async (tx) => {
      await tx.query(`select realtime.send('{"n": 1}'::jsonb, 'message', $1, true)`, [topic]);
      await sleep(400);
      seenInside = got.length;
    });
    expect(seenInside).toBe(0);
    await waitFor(() => got.length === 1, 'the committed message');
    expect(got[0]).toMatchObject({ type: 'broadcast', event: 'message', payload: { n: 1 } });
    // As on Supabase, realtime.send gives a payload without an id the row's id, also sent as meta.id.
    const first = got[0]!;
    expect(first.payload.id).toEqual((first.meta as { id: string }).id);

    await expect(
      stack.db.transaction(async (tx) => {
        await tx.query(`select realtime.send('{"n": 2}'::jsonb, 'message', $1, true)`, [topic]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await send(topic, 'message', { n: 3 }, false);
    await send(topic, 'message', { n: 4 });
    await waitFor(() => got.length === 2 && gotPublic.length === 1, 'the later messages');
    await sleep(300);
    expect(got.map((m) => m.payload.n)).toEqual([1, 4]);
    expect(gotPublic.map((m) => m.payload.n)).toEqual([3]);
  });

  it('delivers to every authorized member, in order, and stops after leaving', async () => {
    const topic = await room([{ user: alice }, { user: bob }]);
    const a = (await client(() => alice.accessToken)).channel(topic, { config: { private: true } });
    const b = (await client(() => bob.accessToken)).channel(topic, { config: { private: true } });
    const gotA = collect(a, 'message');
    const gotB = collect(b, 'message');
    expect((await subscribe(a)).status).toBe('SUBSCRIBED');
    expect((await subscribe(b)).status).toBe('SUBSCRIBED');
    for (let n = 1; n <= 5; n++) await send(topic, 'message', { n });
    await send(topic, 'read', { n: 0 });
    await waitFor(() => gotA.length === 5 && gotB.length === 5, 'five messages on both');
    expect(gotA.map((m) => m.payload.n)).toEqual([1, 2, 3, 4, 5]);
    expect(gotB.map((m) => m.payload.n)).toEqual([1, 2, 3, 4, 5]);

    expect(await b.unsubscribe()).toBe('ok');
    await send(topic, 'message', { n: 6 });
    await waitFor(() => gotA.length === 6, 'the message after bob left');
    await sleep(300);
    expect(gotB).toHaveLength(5);
  });

  it("delivers what a trigger sends in a user's own REST transaction, under an insert policy on realtime.topic()", async () => {
    const topic = await room([{ user: alice, write: true }, { user: bob }]);
    const b = (await client(() => bob.accessToken)).channel(topic, { config: { private: true } });
    const got = collect(b, 'note');
    expect((await subscribe(b)).status).toBe('SUBSCRIBED');
    const asAlice = await client(() => alice.accessToken);
    const inserted = await asAlice.from('rt_notes').insert({ room: topic, body: 'hello', id: 7 });
    expect(inserted.error).toBeNull();
    await waitFor(() => got.length === 1, 'the note');
    // The payload's own id stays.
    expect(got[0]?.payload).toEqual({ id: 7, room: topic, body: 'hello' });

    // Bob may not insert into realtime.messages: realtime.send only warns, his row is written, nothing is sent.
    const asBob = await client(() => bob.accessToken);
    expect((await asBob.from('rt_notes').insert({ room: topic, body: 'quiet', id: 8 })).error).toBeNull();
    await sleep(400);
    expect(got).toHaveLength(1);
  });

  it('speaks serializer 1.0.0 (JSON objects) as well', async () => {
    const topic = await room([{ user: alice, write: true }, { user: bob }]);
    const a = (await client(() => alice.accessToken, { vsn: '1.0.0' })).channel(topic, {
      config: { private: true },
    });
    const b = (await client(() => bob.accessToken, { vsn: '1.0.0' })).channel(topic, {
      config: { private: true },
    });
    const gotB = collect(b);
    expect((await subscribe(a)).status).toBe('SUBSCRIBED');
    expect((await subscribe(b)).status).toBe('SUBSCRIBED');
    await send(topic, 'message', { n: 1 });
    expect(await a.send({ type: 'broadcast', event: 'typing', payload: { who: 'alice' } })).toBe('ok');
    await waitFor(() => gotB.length === 2, 'both messages');
    expect(gotB.map((m) => m.event).sort()).toEqual(['message', 'typing']);
  });

  it('answers heartbeats', async () => {
    const statuses: string[] = [];
    const c = await client(() => alice.accessToken, {
      heartbeatIntervalMs: 200,
      heartbeatCallback: (status: string) => statuses.push(status),
    });
    const topic = await room([{ user: alice }]);
    expect((await subscribe(c.channel(topic, { config: { private: true } }))).status).toBe('SUBSCRIBED');
    await waitFor(() => statuses.filter((s) => s === 'ok').length >= 3, 'three heartbeat replies');
    expect(statuses).not.toContain('timeout');
  });

  it('relays a client broadcast only when the insert policy allows it', async () => {
    const topic = await room([{ user: alice, write: true }, { user: bob }]);
    const config = { private: true, broadcast: { ack: true } };
    const a = (await client(() => alice.accessToken)).channel(topic, { config });
    const b = (await client(() => bob.accessToken)).channel(topic, { config });
    const gotA = collect(a);
    const gotB = collect(b);
    expect((await subscribe(a)).status).toBe('SUBSCRIBED');
    expect((await subscribe(b)).status).toBe('SUBSCRIBED');

    expect(await a.send({ type: 'broadcast', event: 'typing', payload: { who: 'alice' } })).toBe('ok');
    await waitFor(() => gotB.length === 1, 'alice typing');
    expect(gotB[0]).toMatchObject({ event: 'typing', payload: { who: 'alice' } });

    expect(await b.send({ type: 'broadcast', event: 'typing', payload: { who: 'bob' } })).toBe('error');
    await sleep(300);
    // Not to alice, and not back to bob (broadcast.self is off).
    expect(gotA).toHaveLength(0);
    expect(gotB).toHaveLength(1);
  });

  it('shares presence between members who may track it', async () => {
    const topic = await room([{ user: alice, write: true }, { user: bob }]);
    const a = (await client(() => alice.accessToken)).channel(topic, {
      config: { private: true, presence: { key: alice.id } },
    });
    const b = (await client(() => bob.accessToken)).channel(topic, {
      config: { private: true, presence: { key: bob.id } },
    });
    let synced = 0;
    b.on('presence', { event: 'sync' }, () => {
      synced += 1;
    });
    expect((await subscribe(a)).status).toBe('SUBSCRIBED');
    expect((await subscribe(b)).status).toBe('SUBSCRIBED');
    expect(await a.track({ typing: true })).toBe('ok');
    await waitFor(() => Object.keys(b.presenceState()).includes(alice.id), "alice's presence");
    expect(b.presenceState()[alice.id]?.[0]).toMatchObject({ typing: true });
    expect(synced).toBeGreaterThan(0);
    // Bob may read but not write presence.
    expect(await b.track({ typing: true })).toBe('error');
    expect(await a.untrack()).toBe('ok');
    await waitFor(() => !Object.keys(b.presenceState()).includes(alice.id), "alice's presence gone");
  });

  it('takes a new access token, refuses an expired one and closes the channel when its token expires', async () => {
    const topic = await room([{ user: alice }]);
    const claims = { role: 'authenticated' as const, sub: alice.id, aud: 'authenticated' };
    const expired = await signJwt(claims, stack.jwtSecret, -10);
    const refused = await subscribe(
      (await client(() => expired)).channel(topic, { config: { private: true } }),
    );
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.err?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);

    // A token that expires in 2 s, replaced by setAuth (as supabase-js does on a token refresh) in time.
    let token = await signJwt(claims, stack.jwtSecret, 2);
    const c = await client(() => token);
    const ch = c.channel(topic, { config: { private: true } });
    const got = collect(ch);
    const later: string[] = [];
    expect((await subscribe(ch, later)).status).toBe('SUBSCRIBED');
    token = await signJwt(claims, stack.jwtSecret, 3600);
    await c.realtime.setAuth(token);
    await sleep(2500);
    await send(topic, 'message', { n: 1 });
    await waitFor(() => got.length === 1, 'a message after the refresh');
    expect(later).toEqual([]);

    // Without a refresh the channel closes when its token expires.
    const short = await signJwt(claims, stack.jwtSecret, 1);
    const d = await client(() => short);
    const closing: string[] = [];
    expect((await subscribe(d.channel(topic, { config: { private: true } }), closing)).status).toBe(
      'SUBSCRIBED',
    );
    await waitFor(() => closing.includes('CLOSED'), 'the expired channel to close', 4000);

    // A setAuth with a token that no longer passes the policy closes it too.
    const e = await client(() => alice.accessToken);
    const eClosing: string[] = [];
    expect((await subscribe(e.channel(topic, { config: { private: true } }), eClosing)).status).toBe(
      'SUBSCRIBED',
    );
    await e.realtime.setAuth(mallory.accessToken);
    await waitFor(() => eClosing.includes('CLOSED'), 'the channel of a token that lost access');
  });

  it.runIf(database === 'postgres')(
    'listens again after its PostgreSQL connection drops and delivers what was sent meanwhile',
    async () => {
      const topic = await room([{ user: alice }]);
      const ch = (await client(() => alice.accessToken)).channel(topic, { config: { private: true } });
      const got = collect(ch);
      expect((await subscribe(ch)).status).toBe('SUBSCRIBED');
      const killed = await stack.db.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = current_database() and query ilike 'listen %'`,
      );
      expect(killed.rows[0]?.n).toBe(1);
      // Sent while nobody listens: no notification reaches the server, the catch-up finds the row.
      await send(topic, 'message', { n: 1 });
      await waitFor(() => got.length === 1, 'the message sent during the gap');
      await send(topic, 'message', { n: 2 });
      await waitFor(() => got.length === 2, 'the message after the reconnect');
      await sleep(300);
      expect(got.map((m) => m.payload.n)).toEqual([1, 2]);
    },
  );

  it('refuses postgres_changes, which the devstack does not serve', async () => {
    const c = await client(() => alice.accessToken);
    const ch = c
      .channel('changes')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_members' }, () => {});
    const result = await subscribe(ch);
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.err?.message).toContain('postgres_changes is not served');
  });

  it('refuses a websocket without a valid API key and deletes rows past the retention', async () => {
    const ws = new WebSocket(
      `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`,
    );
    const outcome = await new Promise<string>((resolve) => {
      ws.onopen = () => resolve('open');
      ws.onerror = () => resolve('error');
    });
    expect(outcome).toBe('error');

    await stack.db.query(
      `insert into realtime.messages (topic, extension, event, payload, private, inserted_at)
       values ('old', 'broadcast', 'x', '{}', true, now() - interval '4 days')`,
    );
    expect(await stack.realtime.prune()).toBeGreaterThanOrEqual(1);
    const left = await stack.db.query(`select count(*)::int as n from realtime.messages where topic = 'old'`);
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});
