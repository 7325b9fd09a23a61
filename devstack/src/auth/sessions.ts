import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { DevstackConfig, Tx } from '../context.js';
import { type Claims, signJwt, verifyJwt } from '../jwt.js';
import { AuthError, authErrors } from './errors.js';
import { findUserById, listIdentities, type UserRow, userJson } from './users.js';

/** How the user proved who they are, as GoTrue records it in the amr claim. */
export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'oauth' | 'recovery' | 'email_change';

/** A revoked refresh token presented again within this window gets the session's current token back. */
const REFRESH_REUSE_INTERVAL_SECONDS = 10;

export interface ProviderTokens {
  provider_token?: string;
  provider_refresh_token?: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const newRefreshToken = () => randomBytes(9).toString('base64url');

async function accessToken(config: DevstackConfig, user: UserRow, sessionId: string, method: AuthMethod) {
  const claims: Claims = {
    iss: `${config.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return signJwt(claims, config.jwtSecret, config.jwtExpiry);
}

async function sessionJson(
  tx: Tx,
  config: DevstackConfig,
  userId: string,
  sessionId: string,
  refreshToken: string,
  method: AuthMethod,
  providerTokens: ProviderTokens = {},
) {
  const user = await findUserById(tx, userId);
  if (!user) throw authErrors.userFromJwtNotFound();
  const token = await accessToken(config, user, sessionId, method);
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: config.jwtExpiry,
    expires_at: Math.floor(Date.now() / 1000) + config.jwtExpiry,
    refresh_token: refreshToken,
    user: userJson(user, await listIdentities(tx, userId)),
    ...providerTokens,
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionJson>>;

/** Starts a session (auth.sessions row + first refresh token) and records the sign-in. */
export async function issueSession(
  tx: Tx,
  config: DevstackConfig,
  user: UserRow,
  method: AuthMethod,
  providerTokens: ProviderTokens = {},
): Promise<SessionJson> {
  const { rows } = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1::uuid) returning id',
    [user.id],
  );
  const sessionId = rows[0]!.id;
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, revoked) values ($1, $2::uuid, $3::uuid, false)',
    [refreshToken, user.id, sessionId],
  );
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid', [
    user.id,
  ]);
  return sessionJson(tx, config, user.id, sessionId, refreshToken, method, providerTokens);
}

interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: string;
  reusable: boolean;
}

/**
 * Rotates a refresh token: the presented token is revoked and a child issued. Re-presenting a revoked token
 * shortly after (two tabs refreshing at once) returns the session's active token; later it revokes the
 * session with all its tokens (REUSE_DETECTED; the route answers 400 refresh_token_already_used).
 */
/** refreshSession's answer when a spent token was reused: the family is revoked (committed), then 400. */
export const REUSE_DETECTED = Symbol('refresh token reuse');

export async function refreshSession(
  tx: Tx,
  config: DevstackConfig,
  token: string,
): Promise<SessionJson | typeof REUSE_DETECTED> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select id, token, user_id, session_id, revoked, updated_at,
       updated_at > now() - make_interval(secs => $2) as reusable
     from auth.refresh_tokens where token = $1 for update`,
    [token, REFRESH_REUSE_INTERVAL_SECONDS],
  );
  const current = rows[0];
  if (!current) throw authErrors.refreshTokenNotFound();
  if (current.revoked) {
    const active = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1::uuid and revoked = false
       order by id desc limit 1`,
      [current.session_id],
    );
    const activeToken = active.rows[0]?.token;
    if (!current.reusable || !activeToken) {
      // Reuse of a spent token outside the grace window: someone else may hold a copy. Like GoTrue, the
      // whole family goes: the session and every refresh token it issued. The caller throws after the commit.
      await tx.query('delete from auth.sessions where id = $1::uuid', [current.session_id]);
      return REUSE_DETECTED;
    }
    return sessionJson(tx, config, current.user_id, current.session_id, activeToken, 'password');
  }
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
    current.id,
  ]);
  const child = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent)
     values ($1, $2::uuid, $3::uuid, false, $4)`,
    [child, current.user_id, current.session_id, current.token],
  );
  await tx.query('update auth.sessions set updated_at = now() where id = $1::uuid', [current.session_id]);
  return sessionJson(tx, config, current.user_id, current.session_id, child, 'password');
}

export function bearerToken(c: Context): string {
  const header = c.req.header('Authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) throw authErrors.noAuthorization();
  return match[1].trim();
}

export async function verifyBearer(c: Context, config: DevstackConfig): Promise<Claims> {
  try {
    return await verifyJwt(bearerToken(c), config.jwtSecret);
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw authErrors.badJwt(error instanceof Error ? error.message : String(error));
  }
}

export interface Authenticated {
  claims: Claims;
  user: UserRow;
  sessionId: string | undefined;
}

/** GoTrue's requireAuthentication: a valid user JWT whose session still exists. */
export async function authenticate(c: Context, tx: Tx, config: DevstackConfig): Promise<Authenticated> {
  const claims = await verifyBearer(c, config);
  if (!claims.sub || !UUID_PATTERN.test(claims.sub)) throw authErrors.missingSub();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId) {
    const { rows } = await tx.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]);
    if (rows.length === 0) throw authErrors.sessionNotFound();
  }
  const user = await findUserById(tx, claims.sub);
  if (!user) throw authErrors.userFromJwtNotFound();
  return { claims, user, sessionId };
}
