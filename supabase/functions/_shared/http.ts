import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ConfigError, functionEnv } from './env.ts';

/**
 * Error answers of the functions: { error: <stable code for the app>, message: <text for people> }.
 * The booking UI shows 'Failed to process payment. Please try again.' for any failure and a specific
 * text for 409 slot_taken.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503,
    readonly code: string,
    message: string,
    /** More fields of the answer (e.g. the vendorIds of a slot_taken). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof HttpError) {
    return c.json({ ...err.extra, error: err.code, message: err.message }, err.status);
  }
  if (err instanceof ConfigError) {
    console.error(`[${new URL(c.req.url).pathname}] configuration:`, err.message);
    return c.json({ error: 'not_configured', message: 'Payments are not configured on this server.' }, 503);
  }
  console.error(`[${new URL(c.req.url).pathname}]`, err);
  return c.json({ error: 'internal', message: 'Something went wrong. Please try again.' }, 500);
}

/** The local app origins (shell and remotes, Storybook), SITE_URL's origin and ALLOWED_ORIGINS. */
const LOCAL_ORIGINS = ['3000', '3001', '3002', '3003', '6006'].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

export function allowedOrigin(origin: string): string | null {
  let env: ReturnType<typeof functionEnv>;
  try {
    env = functionEnv();
  } catch {
    return null;
  }
  const site = new URL(env.siteUrl).origin;
  return [...LOCAL_ORIGINS, site, ...env.allowedOrigins].includes(origin) ? origin : null;
}

export const corsMiddleware = cors({
  origin: (origin) => allowedOrigin(origin),
  allowMethods: ['POST', 'OPTIONS'],
  allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type'],
  maxAge: 600,
});

/**
 * X-Content-Type-Options: nosniff on every answer (errors included), so that no browser takes a JSON answer,
 * or an echo of what a caller sent, for another type.
 */
export const noSniffMiddleware: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

/** The bearer token of the request, or a 401. */
export function bearerToken(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw new HttpError(401, 'unauthorized', 'You must be logged in to book.');
  return token;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The JSON object body of the request, or a 400. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid_body', 'The request body must be JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
