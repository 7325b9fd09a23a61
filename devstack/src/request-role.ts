import { errors as joseErrors } from 'jose';
import type { Db, DevstackConfig, Tx } from './context.js';
import { type ApiRole, type Claims, verifyJwt } from './jwt.js';

/** The verified caller of one API request. */
export interface RequestRole {
  role: ApiRole;
  claims: Claims;
}

export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The role a request runs as, from `Authorization: Bearer <jwt>` or else the `apikey` header (supabase-js
 * sends both; the bearer is the session's access token once signed in).
 */
export async function resolveRole(headers: Headers, config: DevstackConfig): Promise<RequestRole> {
  const bearer = headers
    .get('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  const token = bearer || headers.get('apikey')?.trim();
  if (!token) throw new AuthError('PGRST302', 'No API key found in request');
  try {
    const claims = await verifyJwt(token, config.jwtSecret);
    return { role: claims.role, claims };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AuthError('PGRST303', 'JWT expired');
    throw new AuthError('PGRST301', `JWT is invalid: ${(err as Error).message}`);
  }
}

/**
 * The API key in the query string (`?apikey=…`), which Supabase's API gateway accepts as well as the header
 * and takes off before the request reaches PostgREST: here it becomes the `apikey` header (unless there is
 * one) and leaves the query, whose other parameters stay as sent. A browser's GET with the key in the query
 * and no custom header needs no CORS preflight (the vendor profile's first screen uses that).
 */
export function keyFromQuery(request: Request): Request {
  const url = new URL(request.url);
  const params = url.search.slice(1).split('&');
  const keyParam = params.find((param) => param.startsWith('apikey='));
  if (keyParam === undefined) return request;
  url.search = params.filter((param) => !param.startsWith('apikey=')).join('&');
  const headers = new Headers(request.headers);
  if (!headers.has('apikey')) headers.set('apikey', decodeURIComponent(keyParam.slice('apikey='.length)));
  return new Request(url, {
    method: request.method,
    headers,
    body: request.body,
    duplex: 'half',
  } as RequestInit);
}

/**
 * Runs fn in one transaction as PostgREST does: SET LOCAL ROLE plus request.jwt.claims (and the legacy
 * request.jwt.claim.* settings), so Row Level Security policies and auth.uid() see the caller.
 */
export function runAsRole<T>(
  db: Db,
  who: RequestRole,
  fn: (tx: Tx) => Promise<T>,
  request?: { method: string; path: string },
): Promise<T> {
  return db.transaction(async (tx) => {
    const c = who.claims;
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
              set_config('request.jwt.claim.email', $4, true), set_config('request.method', $5, true),
              set_config('request.path', $6, true)`,
      [who.role, JSON.stringify(c), c.sub ?? '', c.email ?? '', request?.method ?? '', request?.path ?? ''],
    );
    return fn(tx);
  });
}
