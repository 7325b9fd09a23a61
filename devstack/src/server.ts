import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createAuthApp } from './auth/index.js';
import { DEFAULT_API_PORT, DEFAULT_MAIL_PORT } from './config.js';
import type { Db, DevstackConfig, DevstackContext } from './context.js';
import { REPO_DIR } from './db/index.js';
import { createFunctionsApp } from './functions/index.js';
import type { Mailbox } from './mail/index.js';
import { type RealtimeOptions, type RealtimeService, startRealtime } from './realtime/index.js';
import { createRestApp, type RestService } from './rest/index.js';
import { createStorageApp } from './storage/index.js';

export const CORS_ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'cache-control',
  'x-supabase-api-version',
  'x-metadata',
];

function allowedOrigin(origin: string, config: DevstackConfig): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]') return origin;
  const configured = [config.siteUrl, ...config.redirectUrls].flatMap((u) => {
    try {
      return [new URL(u).origin];
    } catch {
      return [];
    }
  });
  return configured.includes(url.origin) ? origin : null;
}

export interface ApiOptions {
  /** Folder with <name>/handler.ts; defaults to <repo>/supabase/functions. */
  functionsDir?: string;
}

/** The API app: /auth/v1, /rest/v1, /storage/v1, /functions/v1 on one origin, as Supabase serves them. */
export function createApiApp(
  ctx: DevstackContext,
  options: ApiOptions = {},
): { app: Hono; rest: RestService; close(): Promise<void> } {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    if (!ctx.config.quiet) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
    }
  });
  app.use(
    '*',
    cors({
      origin: (origin) => allowedOrigin(origin, ctx.config),
      allowHeaders: CORS_ALLOW_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['content-range', 'content-type', 'etag', 'x-supabase-api-version'],
      credentials: true,
      maxAge: 600,
    }),
  );
  const rest = createRestApp(ctx);
  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/rest/v1', rest.app);
  app.route('/storage/v1', createStorageApp(ctx));
  const functions = createFunctionsApp(
    ctx,
    options.functionsDir ?? path.join(REPO_DIR, 'supabase/functions'),
  );
  app.route('/functions/v1', functions.app);
  app.get('/', (c) =>
    c.json({
      name: 'partyeasy-devstack',
      services: ['auth/v1', 'rest/v1', 'storage/v1', 'functions/v1', 'realtime/v1'],
    }),
  );
  return { app, rest: rest.service, close: functions.close };
}

export interface ServerOptions extends ApiOptions {
  db: Db;
  config: DevstackConfig;
  mailbox: Mailbox;
  /** API port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Inbox port; 0 picks a free one; null runs no inbox server. Default 54324. */
  mailPort?: number | null;
  hostname?: string;
  realtime?: RealtimeOptions;
}

export interface RunningServer {
  url: string;
  port: number;
  mailUrl: string | null;
  rest: RestService;
  /** The websocket at /realtime/v1/websocket on the API's port. */
  realtime: RealtimeService;
  close(): Promise<void>;
}

type NodeServer = ReturnType<typeof serve>;

function listen(fetch: (req: Request) => Response | Promise<Response>, port: number, hostname: string) {
  return new Promise<{ server: NodeServer; port: number }>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });
}

const closeServer = (server: NodeServer) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  });

/** 127.0.0.0/8, ::1 and localhost: addresses only this computer can reach. */
export function isLoopback(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Listens first (so a free port is known), then points config.apiUrl at it and builds the apps: links in
 * e-mails and the functions' SUPABASE_URL use the real address.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  // The Google stand-in signs in any account without a password: never on an address others can reach.
  if (!isLoopback(hostname) && options.config.googleStandIn !== false) {
    options.config.googleStandIn = false;
    console.warn(
      `[devstack] listening on ${hostname} (not loopback): the local Google stand-in is off; Google sign-in answers "provider google is not enabled"`,
    );
  }
  let app: Hono | null = null;
  const api = await listen(
    (req) => (app ? app.fetch(req) : new Response('starting', { status: 503 })),
    options.port ?? DEFAULT_API_PORT,
    hostname,
  );
  const url = `http://${hostname}:${api.port}`;
  options.config.apiUrl = url;
  const ctx: DevstackContext = { db: options.db, config: options.config, mail: options.mailbox };
  const built = createApiApp(ctx, options);
  app = built.app;
  let realtime: RealtimeService;
  try {
    realtime = await startRealtime(ctx, api.server as Server, options.realtime);
  } catch (err) {
    await Promise.all([closeServer(api.server), built.close()]);
    throw err;
  }
  let mail: { server: NodeServer; port: number } | null = null;
  const mailPort = options.mailPort === undefined ? DEFAULT_MAIL_PORT : options.mailPort;
  if (mailPort !== null) {
    try {
      mail = await listen(options.mailbox.app.fetch, mailPort, hostname);
    } catch (err) {
      await Promise.all([realtime.close(), closeServer(api.server), built.close()]);
      throw err;
    }
  }
  // The functions post their mail here (MAIL_HTTP_URL), see functions/index.ts.
  options.config.mailUrl = mail ? `http://${hostname}:${mail.port}` : undefined;
  return {
    url,
    port: api.port,
    mailUrl: mail ? `http://${hostname}:${mail.port}` : null,
    rest: built.rest,
    realtime,
    close: async () => {
      // Upgraded sockets are not the HTTP server's connections any more: they are closed here first.
      await realtime.close();
      await Promise.all([
        closeServer(api.server),
        mail ? closeServer(mail.server) : Promise.resolve(),
        built.close(),
      ]);
    },
  };
}
