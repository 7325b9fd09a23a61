import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** Supabase's well-known local-development secret; any environment overrides it with JWT_SECRET. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Claims extends JWTPayload {
  role: ApiRole;
  sub?: string;
  email?: string;
  aud?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  is_anonymous?: boolean;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signJwt(claims: Claims, secret: string, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key(secret));
}

/** Throws when the signature is wrong or the token expired. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
  if (payload.role !== 'anon' && payload.role !== 'authenticated' && payload.role !== 'service_role') {
    throw new Error('JWT has no valid role claim');
  }
  return payload as Claims;
}

/** The API keys are long-lived role tokens, deterministic for a given secret (fixed iat/exp). */
export async function apiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ role, iss: 'partyeasy-devstack' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(1_700_000_000)
    .setExpirationTime(2_000_000_000)
    .sign(key(secret));
}
