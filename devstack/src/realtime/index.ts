/**
 * The Realtime websocket (/realtime/v1/websocket) on the API's port, speaking the Phoenix channel protocol
 * of supabase-js's realtime client: join with RLS authorization of private channels, heartbeat, Broadcast
 * (from the database through realtime.send, and from clients), a small Presence, access-token updates and
 * leaving. postgres_changes is not served. See devstack/README.md, "Realtime".
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errors as joseErrors } from 'jose';
import { WebSocket, WebSocketServer } from 'ws';
import type { DevstackContext } from '../context.js';
import { type Claims, verifyJwt } from '../jwt.js';
import { authorizeTopic, type Policies } from './authorize.js';
import { decodeFrame, encodeFrame, type Frame, FrameError, type Vsn } from './protocol.js';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** The channel devstack/sql/bootstrap.sql notifies with a realtime.messages id after each commit. */
const NOTIFY_CHANNEL = 'devstack_realtime';
/** Supabase keeps realtime.messages for a few days (daily partitions); the devstack deletes older rows. */
const DEFAULT_RETENTION_HOURS = 72;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Rows already delivered are remembered this long, so a catch-up after a lost LISTEN never repeats them. */
const REMEMBER_MS = 5 * 60 * 1000;
/** The largest frame a client may send (Supabase's default payload limit is 256 KB per message). */
const MAX_FRAME_BYTES = 1024 * 1024;
/** setTimeout's ceiling; tokens that live longer (the API keys) are not watched. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  apikey: string;
  channels: Map<string, Channel>;
  /** Frames of one connection are handled one after another, as one Phoenix channel process would. */
  queue: Promise<void>;
}

interface Channel {
  conn: Connection;
  /** The Phoenix topic, `realtime:<subTopic>`. */
  topic: string;
  /** The topic as realtime.messages and realtime.topic() know it. */
  subTopic: string;
  joinRef: string | null;
  private: boolean;
  token: string;
  claims: Claims;
  /** RLS rights of a private channel; a public one may do everything. */
  policies: Policies;
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  presenceRef: string | null;
  expiry: NodeJS.Timeout | null;
}

export interface RealtimeOptions {
  /** Delete realtime.messages rows older than this many hours (default 72). */
  retentionHours?: number;
}

export interface RealtimeService {
  /** Open sockets, for tests and the bench. */
  connections(): number;
  /** Deletes realtime.messages rows past the retention; answers how many. */
  prune(): Promise<number>;
  close(): Promise<void>;
}

const PUBLIC_POLICIES: Policies = {
  broadcast: { read: true, write: true },
  presence: { read: true, write: true },
};

const memberKey = (isPrivate: boolean, subTopic: string) => `${isPrivate ? 'private' : 'public'}:${subTopic}`;

function tokenError(err: unknown, claims?: Claims): string {
  if (err instanceof joseErrors.JWTExpired) {
    const exp = Number((err.payload as { exp?: number }).exp ?? claims?.exp ?? 0);
    const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
    return `InvalidJWTToken: Token has expired ${ago} seconds ago`;
  }
  return `InvalidJWTToken: ${(err as Error).message}`;
}

function rejectUpgrade(socket: Duplex, status: number, reason: string) {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message: reason });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Serves the websocket on `server` (the API's HTTP server) and starts listening for committed rows. */
export async function startRealtime(
  ctx: DevstackContext,
  server: Server,
  options: RealtimeOptions = {},
): Promise<RealtimeService> {
  const { db, config } = ctx;
  const log = (message: string) => {
    if (!config.quiet) console.log(`[realtime] ${message}`);
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  const members = new Map<string, Set<Channel>>();
  /** Tracked presences per member key: presence key → (channel → meta). */
  const presences = new Map<string, Map<string, Map<Channel, Record<string, unknown>>>>();
  let closed = false;

  const send = (conn: Connection, frame: Frame) => {
    if (conn.ws.readyState === WebSocket.OPEN) conn.ws.send(encodeFrame(conn.vsn, frame));
  };
  const reply = (
    conn: Connection,
    frame: Pick<Frame, 'topic' | 'ref' | 'joinRef'>,
    status: 'ok' | 'error',
    response: Record<string, unknown> = {},
  ) => {
    if (status === 'error') log(`${frame.topic}: ${String(response.reason)}`);
    if (frame.ref === null) return;
    send(conn, { ...frame, event: 'phx_reply', payload: { status, response } });
  };

  // Presence ------------------------------------------------------------------------------------------
  const canReceivePresence = (ch: Channel) => ch.presenceEnabled && ch.policies.presence.read;
  const presenceState = (key: string) => {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const [presenceKey, metas] of presences.get(key) ?? [])
      state[presenceKey] = { metas: [...metas.values()] };
    return state;
  };
  const sendPresenceDiff = (
    ch: Channel,
    joins: Record<string, { metas: Record<string, unknown>[] }>,
    leaves: Record<string, { metas: Record<string, unknown>[] }>,
  ) => {
    for (const member of members.get(memberKey(ch.private, ch.subTopic)) ?? []) {
      if (!canReceivePresence(member)) continue;
      send(member.conn, {
        joinRef: null,
        ref: null,
        topic: member.topic,
        event: 'presence_diff',
        payload: { joins, leaves },
      });
    }
  };
  const untrack = (ch: Channel) => {
    if (ch.presenceRef === null) return;
    const key = memberKey(ch.private, ch.subTopic);
    const byKey = presences.get(key);
    const metas = byKey?.get(ch.presenceKey);
    const meta = metas?.get(ch);
    metas?.delete(ch);
    if (metas && metas.size === 0) byKey?.delete(ch.presenceKey);
    if (byKey && byKey.size === 0) presences.delete(key);
    ch.presenceRef = null;
    if (meta) sendPresenceDiff(ch, {}, { [ch.presenceKey]: { metas: [meta] } });
  };
  const track = (ch: Channel, payload: Record<string, unknown>) => {
    const key = memberKey(ch.private, ch.subTopic);
    const previous = presences.get(key)?.get(ch.presenceKey)?.get(ch);
    const meta = {
      ...payload,
      phx_ref: randomUUID(),
      ...(previous ? { phx_ref_prev: previous.phx_ref } : {}),
    };
    const byKey = presences.get(key) ?? new Map<string, Map<Channel, Record<string, unknown>>>();
    presences.set(key, byKey);
    const metas = byKey.get(ch.presenceKey) ?? new Map<Channel, Record<string, unknown>>();
    byKey.set(ch.presenceKey, metas);
    metas.set(ch, meta);
    ch.presenceRef = meta.phx_ref as string;
    sendPresenceDiff(
      ch,
      { [ch.presenceKey]: { metas: [meta] } },
      previous ? { [ch.presenceKey]: { metas: [previous] } } : {},
    );
  };

  // Channels ------------------------------------------------------------------------------------------
  const removeChannel = (ch: Channel) => {
    if (ch.expiry) clearTimeout(ch.expiry);
    ch.expiry = null;
    if (ch.conn.channels.get(ch.topic) === ch) ch.conn.channels.delete(ch.topic);
    const key = memberKey(ch.private, ch.subTopic);
    const set = members.get(key);
    set?.delete(ch);
    if (set && set.size === 0) members.delete(key);
    untrack(ch);
  };
  /** Supabase's way of ending a channel the client may no longer hold: a system message, then phx_close. */
  const closeChannel = (ch: Channel, message: string) => {
    send(ch.conn, {
      joinRef: ch.joinRef,
      ref: null,
      topic: ch.topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: ch.subTopic },
    });
    send(ch.conn, { joinRef: ch.joinRef, ref: null, topic: ch.topic, event: 'phx_close', payload: {} });
    removeChannel(ch);
    log(`closed ${ch.topic}: ${message}`);
  };
  const watchExpiry = (ch: Channel) => {
    if (ch.expiry) clearTimeout(ch.expiry);
    ch.expiry = null;
    if (typeof ch.claims.exp !== 'number') return;
    const ms = ch.claims.exp * 1000 - Date.now();
    if (ms > MAX_TIMER_MS) return;
    ch.expiry = setTimeout(
      () => {
        if (ch.conn.channels.get(ch.topic) === ch) closeChannel(ch, 'Token has expired 0 seconds ago');
      },
      Math.max(0, ms),
    );
  };

  const handleJoin = async (conn: Connection, frame: Frame) => {
    const existing = conn.channels.get(frame.topic);
    if (existing) removeChannel(existing);
    const joinConfig = (frame.payload.config ?? {}) as {
      broadcast?: { self?: boolean; ack?: boolean };
      presence?: { key?: string; enabled?: boolean };
      postgres_changes?: unknown[];
      private?: boolean;
    };
    const subTopic = frame.topic.startsWith('realtime:')
      ? frame.topic.slice('realtime:'.length)
      : frame.topic;
    const token =
      typeof frame.payload.access_token === 'string' && frame.payload.access_token
        ? frame.payload.access_token
        : conn.apikey;
    let claims: Claims;
    try {
      claims = await verifyJwt(token, config.jwtSecret);
    } catch (err) {
      reply(conn, frame, 'error', { reason: tokenError(err) });
      return;
    }
    if (Array.isArray(joinConfig.postgres_changes) && joinConfig.postgres_changes.length > 0) {
      reply(conn, frame, 'error', {
        reason: 'postgres_changes is not served by the devstack: use Broadcast from the database',
      });
      return;
    }
    const isPrivate = joinConfig.private === true;
    let policies = PUBLIC_POLICIES;
    if (isPrivate) {
      try {
        policies = await authorizeTopic(db, claims, subTopic);
      } catch (err) {
        reply(conn, frame, 'error', { reason: `RlsPolicyError: ${(err as Error).message}` });
        return;
      }
      if (!policies.broadcast.read && !policies.presence.read) {
        reply(conn, frame, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
        });
        return;
      }
    }
    if (closed || conn.ws.readyState !== WebSocket.OPEN) return;
    const ch: Channel = {
      conn,
      topic: frame.topic,
      subTopic,
      joinRef: frame.joinRef ?? frame.ref,
      private: isPrivate,
      token,
      claims,
      policies,
      self: joinConfig.broadcast?.self === true,
      ack: joinConfig.broadcast?.ack === true,
      presenceKey: joinConfig.presence?.key || randomUUID(),
      presenceEnabled: joinConfig.presence?.enabled === true,
      presenceRef: null,
      expiry: null,
    };
    conn.channels.set(ch.topic, ch);
    const key = memberKey(isPrivate, subTopic);
    const set = members.get(key) ?? new Set<Channel>();
    members.set(key, set);
    set.add(ch);
    watchExpiry(ch);
    reply(conn, frame, 'ok', { postgres_changes: [] });
    if (canReceivePresence(ch))
      send(conn, {
        joinRef: ch.joinRef,
        ref: null,
        topic: ch.topic,
        event: 'presence_state',
        payload: presenceState(key),
      });
  };

  const handleAccessToken = async (ch: Channel, frame: Frame) => {
    const token = frame.payload.access_token;
    if (typeof token !== 'string' || !token || token === ch.token) return;
    let claims: Claims;
    try {
      claims = await verifyJwt(token, config.jwtSecret);
    } catch (err) {
      closeChannel(ch, tokenError(err));
      return;
    }
    if (ch.private) {
      let policies: Policies;
      try {
        policies = await authorizeTopic(db, claims, ch.subTopic);
      } catch (err) {
        closeChannel(ch, `RlsPolicyError: ${(err as Error).message}`);
        return;
      }
      if (!policies.broadcast.read && !policies.presence.read) {
        closeChannel(
          ch,
          `Unauthorized: You do not have permissions to read from this Channel topic: ${ch.subTopic}`,
        );
        return;
      }
      ch.policies = policies;
    }
    ch.token = token;
    ch.claims = claims;
    watchExpiry(ch);
  };

  const handleBroadcast = (ch: Channel, frame: Frame) => {
    if (!ch.policies.broadcast.write) {
      if (ch.ack)
        reply(ch.conn, frame, 'error', {
          reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${ch.subTopic}`,
        });
      return;
    }
    const { event, payload, meta } = frame.payload;
    if (typeof event !== 'string') {
      reply(ch.conn, frame, 'error', { reason: 'broadcast has no event' });
      return;
    }
    const message: Record<string, unknown> = { type: 'broadcast', event, payload: payload ?? {} };
    if (meta !== undefined) message.meta = meta;
    for (const member of members.get(memberKey(ch.private, ch.subTopic)) ?? []) {
      if (member === ch && !ch.self) continue;
      if (!member.policies.broadcast.read) continue;
      send(member.conn, {
        joinRef: null,
        ref: null,
        topic: member.topic,
        event: 'broadcast',
        payload: message,
      });
    }
    if (ch.ack) reply(ch.conn, frame, 'ok');
  };

  const handlePresence = (ch: Channel, frame: Frame) => {
    if (!ch.policies.presence.write) {
      reply(ch.conn, frame, 'error', {
        reason: `Unauthorized: You do not have permissions to track presence on this Channel topic: ${ch.subTopic}`,
      });
      return;
    }
    const { event, payload } = frame.payload;
    if (event === 'track') {
      track(ch, typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {});
      reply(ch.conn, frame, 'ok');
    } else if (event === 'untrack') {
      untrack(ch);
      reply(ch.conn, frame, 'ok');
    } else reply(ch.conn, frame, 'error', { reason: `unknown presence event ${String(event)}` });
  };

  const handleFrame = async (conn: Connection, frame: Frame) => {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      reply(conn, frame, 'ok');
      return;
    }
    if (frame.event === 'phx_join') {
      await handleJoin(conn, frame);
      return;
    }
    const ch = conn.channels.get(frame.topic);
    if (!ch) {
      reply(conn, frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (frame.event) {
      case 'phx_leave':
        removeChannel(ch);
        reply(conn, frame, 'ok');
        return;
      case 'access_token':
        await handleAccessToken(ch, frame);
        return;
      case 'broadcast':
        handleBroadcast(ch, frame);
        return;
      case 'presence':
        handlePresence(ch, frame);
        return;
      default:
        reply(conn, frame, 'error', { reason: `unknown event ${frame.event}` });
    }
  };

  // Sockets -------------------------------------------------------------------------------------------
  const onConnection = (ws: WebSocket, vsn: Vsn, apikey: string) => {
    const conn: Connection = { ws, vsn, apikey, channels: new Map(), queue: Promise.resolve() };
    connections.add(conn);
    ws.on('message', (data, isBinary) => {
      const raw = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      conn.queue = conn.queue.then(async () => {
        let frame: Frame;
        try {
          frame = decodeFrame(isBinary ? raw : raw.toString('utf8'), isBinary);
        } catch (err) {
          if (err instanceof FrameError) log(`dropped a frame: ${err.message}`);
          return;
        }
        try {
          await handleFrame(conn, frame);
        } catch (err) {
          log(`${frame.topic} ${frame.event}: ${(err as Error).message}`);
          reply(conn, frame, 'error', { reason: (err as Error).message });
        }
      });
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      connections.delete(conn);
      for (const ch of [...conn.channels.values()]) removeChannel(ch);
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH && url.pathname !== `${REALTIME_PATH}/`) {
      rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    socket.on('error', () => {});
    const header = request.headers.apikey;
    const apikey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header) ?? '';
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsn !== '1.0.0' && vsn !== '2.0.0') {
      rejectUpgrade(socket, 400, 'Bad Request');
      return;
    }
    verifyJwt(apikey, config.jwtSecret).then(
      () => {
        if (closed) {
          rejectUpgrade(socket, 503, 'Service Unavailable');
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, vsn, apikey));
      },
      () => rejectUpgrade(socket, 401, 'Unauthorized'),
    );
  };
  server.on('upgrade', onUpgrade);

  // Delivery of committed realtime.messages rows -----------------------------------------------------
  const delivered = new Map<string, number>();
  let pending: string[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let scheduled = false;
  const frameCache = new Map<Vsn, string>();

  const deliver = (row: { id: string; topic: string; event: string; private: boolean; payload: unknown }) => {
    delivered.set(row.id, Date.now());
    const set = members.get(memberKey(row.private, row.topic));
    if (!set) return;
    frameCache.clear();
    const payload = { type: 'broadcast', event: row.event, payload: row.payload ?? {}, meta: { id: row.id } };
    for (const ch of set) {
      if (!ch.policies.broadcast.read || ch.conn.ws.readyState !== WebSocket.OPEN) continue;
      // The frame is the same for every member but its topic, which is the same within one member set.
      let text = frameCache.get(ch.conn.vsn);
      if (text === undefined) {
        text = encodeFrame(ch.conn.vsn, {
          joinRef: null,
          ref: null,
          topic: ch.topic,
          event: 'broadcast',
          payload,
        });
        frameCache.set(ch.conn.vsn, text);
      }
      ch.conn.ws.send(text);
    }
  };

  const readAndDeliver = async (ids: string[]) => {
    const fresh = [...new Set(ids)].filter((id) => !delivered.has(id));
    if (fresh.length === 0) return;
    const result = await db.query<{
      id: string;
      topic: string;
      event: string;
      private: boolean;
      payload: unknown;
    }>(
      `select id::text, topic, coalesce(event, '') as event, coalesce(private, false) as private, payload
       from realtime.messages where id = any($1::uuid[]) and extension = 'broadcast'`,
      [fresh],
    );
    const byId = new Map(result.rows.map((r) => [r.id, r]));
    // In commit order, as the notifications came.
    for (const id of fresh) {
      const row = byId.get(id);
      if (row) deliver(row);
    }
  };

  const flush = () => {
    scheduled = false;
    const ids = pending;
    pending = [];
    flushing = flushing
      .then(() => readAndDeliver(ids))
      .catch((err: Error) => {
        if (!closed) console.error(`[realtime] delivery failed: ${err.message}`);
      });
  };
  const onNotify = (id: string) => {
    if (closed || !/^[0-9a-f-]{36}$/i.test(id)) return;
    pending.push(id);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  /** After the LISTEN connection came back: rows committed meanwhile were not notified. */
  const catchUp = () => {
    flushing = flushing
      .then(async () => {
        const recent = await db.query<{ id: string }>(
          `select id::text from realtime.messages
           where extension = 'broadcast' and inserted_at > now()::timestamp - make_interval(secs => $1)
           order by inserted_at`,
          [REMEMBER_MS / 1000],
        );
        await readAndDeliver(recent.rows.map((r) => r.id));
      })
      .catch((err: Error) => {
        if (!closed) console.error(`[realtime] catch-up failed: ${err.message}`);
      });
  };
  const unlisten = await db.listen(NOTIFY_CHANNEL, onNotify, catchUp);

  const retentionHours = options.retentionHours ?? DEFAULT_RETENTION_HOURS;
  const prune = async () => {
    const r = await db.query(
      `delete from realtime.messages where inserted_at < now()::timestamp - make_interval(hours => $1)`,
      [retentionHours],
    );
    return r.affectedRows ?? 0;
  };
  const housekeeping = setInterval(() => {
    const cutoff = Date.now() - REMEMBER_MS;
    for (const [id, at] of delivered) {
      if (at >= cutoff) break;
      delivered.delete(id);
    }
  }, 30_000);
  const pruning = setInterval(() => {
    prune().catch((err: Error) => {
      if (!closed) console.error(`[realtime] pruning realtime.messages failed: ${err.message}`);
    });
  }, PRUNE_EVERY_MS);
  housekeeping.unref();
  pruning.unref();
  prune().catch((err: Error) => console.error(`[realtime] pruning realtime.messages failed: ${err.message}`));

  return {
    connections: () => connections.size,
    prune,
    close: async () => {
      closed = true;
      server.off('upgrade', onUpgrade);
      clearInterval(housekeeping);
      clearInterval(pruning);
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await unlisten();
      await flushing;
    },
  };
}
