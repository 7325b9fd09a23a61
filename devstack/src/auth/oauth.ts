import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import type { DevstackContext, Tx } from '../context.js';
import { renderConsentPage } from './consent-page.js';
import { AuthError, authErrors } from './errors.js';
import { createFlowState, pkceChallenge } from './otp.js';
import { safeRedirect, withFragment, withQuery } from './redirects.js';
import { inTransaction, str } from './request.js';
import { issueSession, type ProviderTokens } from './sessions.js';
import {
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  insertIdentity,
  isValidEmail,
  mergeMetadata,
  normalizeEmail,
  type UserRow,
} from './users.js';

const STATE_AUDIENCE = 'devstack-oauth-state';
const CODE_AUDIENCE = 'devstack-google-code';

interface OAuthState {
  redirectTo: string;
  flowStateId?: string;
  offline: boolean;
  scopes: string[];
  prompt?: string;
}

interface GoogleProfile {
  email: string;
  name: string;
}

/** Google account ids are 21-digit numbers; derive a stable one from the address. */
function googleSubject(email: string): string {
  const digest = createHash('sha256').update(email).digest('hex');
  return (BigInt(`0x${digest.slice(0, 24)}`) % 10n ** 21n).toString().padStart(21, '1');
}

async function sign(payload: Record<string, unknown>, audience: string, secret: string, seconds: number) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(new TextEncoder().encode(secret));
}

async function read<T>(token: string | undefined, audience: string, secret: string): Promise<T> {
  if (!token) throw authErrors.validation('OAuth state is missing');
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { audience });
    return payload as T;
  } catch {
    throw new AuthError(400, 'bad_oauth_state', 'OAuth callback with invalid state');
  }
}

/** Finds the user behind a Google identity, linking to an account with the same address or creating one. */
async function signInGoogleUser(tx: Tx, profile: GoogleProfile): Promise<UserRow> {
  const sub = googleSubject(profile.email);
  const identityData = {
    iss: 'https://accounts.google.com',
    sub,
    name: profile.name,
    email: profile.email,
    full_name: profile.name,
    provider_id: sub,
    email_verified: true,
    phone_verified: false,
  };
  const { rows } = await tx.query<{ user_id: string }>(
    `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now()
     where provider = 'google' and provider_id = $1 returning user_id`,
    [sub, JSON.stringify(identityData)],
  );
  if (rows[0]) return (await findUserById(tx, rows[0].user_id))!;

  const existing = await findUserByEmail(tx, profile.email);
  if (!existing) {
    return createUser(tx, {
      email: profile.email,
      passwordHash: null,
      confirmed: true,
      provider: 'google',
      identity: { provider: 'google', providerId: sub, data: identityData },
    });
  }
  await insertIdentity(tx, existing.id, 'google', sub, identityData);
  await confirmEmail(tx, existing);
  const providers = new Set([
    ...((existing.raw_app_meta_data?.providers as string[] | undefined) ?? []),
    'google',
  ]);
  const userMetadata = { ...identityData, ...existing.raw_user_meta_data };
  await tx.query(
    `update auth.users set raw_app_meta_data = $2::jsonb, raw_user_meta_data = $3::jsonb, updated_at = now()
     where id = $1::uuid`,
    [
      existing.id,
      JSON.stringify(mergeMetadata(existing.raw_app_meta_data, { providers: [...providers] })),
      JSON.stringify(userMetadata),
    ],
  );
  return (await findUserById(tx, existing.id))!;
}

/**
 * GET /authorize?provider=google starts the flow; /google/consent plays Google's account chooser; GET /callback
 * finishes like GoTrue's: ?code= under PKCE, tokens in the fragment otherwise.
 */
export function registerOAuthRoutes(
  app: Hono,
  ctx: DevstackContext,
  providerTokens: Map<string, ProviderTokens>,
) {
  const { config } = ctx;
  // Google's authorization codes work once; so do the stand-in's (they expire after a minute anyway).
  const usedCodes = new Set<string>();
  const authBase = () => `${config.apiUrl}/auth/v1`;
  // Off when the devstack listens beyond loopback (startServer): every stand-in route refuses.
  const standInOff = () => config.googleStandIn === false;
  for (const route of ['/authorize', '/google/consent', '/callback']) {
    app.use(route, async (_c, next) => {
      if (standInOff()) throw authErrors.providerDisabled('google');
      await next();
    });
  }

  app.get('/authorize', async (c) => {
    const provider = c.req.query('provider') ?? '';
    if (provider !== 'google') throw authErrors.providerDisabled(provider);
    const pkce = pkceChallenge({
      code_challenge: c.req.query('code_challenge'),
      code_challenge_method: c.req.query('code_challenge_method'),
    });
    const flowState = pkce
      ? await inTransaction(ctx, (tx) =>
          createFlowState(tx, pkce, { userId: null, providerType: 'google', authenticationMethod: 'oauth' }),
        )
      : undefined;
    const state: OAuthState = {
      redirectTo: safeRedirect(config, c.req.query('redirect_to')),
      offline: c.req.query('access_type') === 'offline',
      scopes: (c.req.query('scopes') ?? '').split(/[\s,]+/).filter(Boolean),
      ...(flowState ? { flowStateId: flowState.id } : {}),
      ...(c.req.query('prompt') ? { prompt: c.req.query('prompt') } : {}),
    };
    const token = await sign({ ...state }, STATE_AUDIENCE, config.jwtSecret, 600);
    return c.redirect(`${authBase()}/google/consent?state=${encodeURIComponent(token)}`, 302);
  });

  app.get('/google/consent', async (c) => {
    const token = c.req.query('state');
    const state = await read<OAuthState>(token, STATE_AUDIENCE, config.jwtSecret);
    return c.html(
      renderConsentPage({
        action: `${authBase()}/google/consent`,
        state: token!,
        appHost: new URL(state.redirectTo).host,
        scopes: state.scopes,
        offline: state.offline,
        prompt: state.prompt,
      }),
    );
  });

  app.post('/google/consent', async (c) => {
    const form = await c.req.parseBody();
    const token = str(form.state);
    await read<OAuthState>(token, STATE_AUDIENCE, config.jwtSecret);
    const callback = new URL(`${authBase()}/callback`);
    callback.searchParams.set('state', token!);
    if (form.cancel) {
      callback.searchParams.set('error', 'access_denied');
      callback.searchParams.set('error_description', 'The user denied access');
      return c.redirect(callback.toString(), 302);
    }
    const email = normalizeEmail(str(form.email) ?? '');
    const name = (str(form.name) ?? '').trim();
    if (!isValidEmail(email) || !name) {
      throw authErrors.validation('Enter a valid e-mail address and a name');
    }
    callback.searchParams.set(
      'code',
      await sign({ email, name, jti: randomUUID() }, CODE_AUDIENCE, config.jwtSecret, 60),
    );
    return c.redirect(callback.toString(), 302);
  });

  app.get('/callback', async (c) => {
    const state = await read<OAuthState>(c.req.query('state'), STATE_AUDIENCE, config.jwtSecret);
    const pkce = !!state.flowStateId;
    const fail = (c: Context, error: AuthError) => {
      const params = { error: 'access_denied', error_code: error.code, error_description: error.message };
      const target = withFragment(pkce ? withQuery(state.redirectTo, params) : state.redirectTo, params);
      return c.redirect(target, 302);
    };
    const providerError = c.req.query('error');
    if (providerError) {
      return fail(c, new AuthError(403, 'access_denied', c.req.query('error_description') ?? providerError));
    }
    const googleCode = c.req.query('code');
    const profile = await read<GoogleProfile>(googleCode, CODE_AUDIENCE, config.jwtSecret);
    if (usedCodes.has(googleCode!)) {
      return fail(c, new AuthError(400, 'bad_oauth_callback', 'OAuth authorization code was already used'));
    }
    usedCodes.add(googleCode!);
    const tokens: ProviderTokens = {
      provider_token: `ya29.devstack-${randomBytes(12).toString('base64url')}`,
      ...(state.offline
        ? { provider_refresh_token: `1//devstack-${randomBytes(12).toString('base64url')}` }
        : {}),
    };
    try {
      const target = await inTransaction(ctx, async (tx) => {
        const user = await signInGoogleUser(tx, profile);
        if (state.flowStateId) {
          const { rows } = await tx.query<{ auth_code: string }>(
            `update auth.flow_state set user_id = $2::uuid, updated_at = now() where id = $1::uuid
             returning auth_code`,
            [state.flowStateId, user.id],
          );
          const code = rows[0]?.auth_code;
          if (!code) throw authErrors.flowStateNotFound();
          providerTokens.set(code, tokens);
          return withQuery(state.redirectTo, { code });
        }
        const session = await issueSession(tx, config, user, 'oauth', tokens);
        return withFragment(state.redirectTo, {
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          provider_refresh_token: tokens.provider_refresh_token,
          provider_token: tokens.provider_token,
          refresh_token: session.refresh_token,
          token_type: session.token_type,
        });
      });
      return c.redirect(target, 302);
    } catch (error) {
      if (error instanceof AuthError) return fail(c, error);
      throw error;
    }
  });
}
