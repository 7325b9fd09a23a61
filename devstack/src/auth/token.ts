import bcrypt from 'bcryptjs';
import type { Hono } from 'hono';
import type { DevstackContext } from '../context.js';
import { authErrors } from './errors.js';
import { consumeFlowState } from './otp.js';
import { limiterFor } from './rate-limits.js';
import { inTransaction, readJson, str } from './request.js';
import {
  type AuthMethod,
  issueSession,
  type ProviderTokens,
  REUSE_DETECTED,
  refreshSession,
} from './sessions.js';
import { findUserByEmail, findUserById } from './users.js';

/** The amr method recorded for a session started by exchanging a flow state's code. */
const FLOW_AMR: Record<string, AuthMethod> = {
  'email/signup': 'otp',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  oauth: 'oauth',
};

/** POST /token?grant_type=password | refresh_token | pkce */
export function registerTokenRoutes(
  app: Hono,
  ctx: DevstackContext,
  providerTokens: Map<string, ProviderTokens>,
) {
  app.post('/token', async (c) => {
    const body = await readJson(c);
    switch (c.req.query('grant_type')) {
      case 'password': {
        limiterFor(ctx.config).signIn(c);
        const email = str(body.email);
        const password = typeof body.password === 'string' ? body.password : '';
        if (!email) throw authErrors.validation('missing email or phone');
        // bcrypt runs outside any transaction so a sign-in never holds the database while hashing.
        const user = await inTransaction(ctx, (tx) => findUserByEmail(tx, email));
        if (!user?.encrypted_password || !(await bcrypt.compare(password, user.encrypted_password))) {
          throw authErrors.invalidCredentials();
        }
        if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
        if (user.banned_until && Date.parse(user.banned_until) > Date.now()) throw authErrors.userBanned();
        const session = await inTransaction(ctx, async (tx) => {
          const current = await findUserById(tx, user.id);
          if (!current) throw authErrors.invalidCredentials();
          return issueSession(tx, ctx.config, current, 'password');
        });
        return c.json(session);
      }
      case 'refresh_token': {
        limiterFor(ctx.config).tokenRefresh(c);
        const token = str(body.refresh_token);
        if (!token) throw authErrors.refreshTokenNotFound();
        const session = await inTransaction(ctx, (tx) => refreshSession(tx, ctx.config, token));
        if (session === REUSE_DETECTED) throw authErrors.refreshTokenAlreadyUsed();
        return c.json(session);
      }
      case 'pkce': {
        const authCode = str(body.auth_code);
        const verifier = str(body.code_verifier);
        if (!authCode || !verifier)
          throw authErrors.validation(
            'invalid request: both auth code and code verifier should be non-empty',
          );
        const session = await inTransaction(ctx, async (tx) => {
          const flow = await consumeFlowState(tx, authCode, verifier);
          const user = await findUserById(tx, flow.userId);
          if (!user) throw authErrors.userNotFound();
          const tokens = providerTokens.get(authCode) ?? {};
          providerTokens.delete(authCode);
          return issueSession(tx, ctx.config, user, FLOW_AMR[flow.authenticationMethod] ?? 'otp', tokens);
        });
        return c.json(session);
      }
      default:
        throw authErrors.unsupportedGrant();
    }
  });
}
