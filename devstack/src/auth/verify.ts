import type { Hono } from 'hono';
import type { DevstackContext, Tx } from '../context.js';
import { authenticationMethodFor } from './email-tokens.js';
import type { EmailActionType } from './emails.js';
import { AuthError, authErrors } from './errors.js';
import { issueAuthCodeForUser, OTP_EXPIRY_SECONDS, PKCE_PREFIX, tokenHash } from './otp.js';
import { safeRedirect, withFragment, withQuery } from './redirects.js';
import { inTransaction, readJson, str } from './request.js';
import { type AuthMethod, issueSession } from './sessions.js';
import { confirmEmail, findUserById, findUserByToken, normalizeEmail, type UserRow } from './users.js';

const VERIFY_TYPES = ['signup', 'magiclink', 'recovery', 'email_change', 'email'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

const isVerifyType = (value: unknown): value is VerifyType =>
  typeof value === 'string' && (VERIFY_TYPES as readonly string[]).includes(value);

/** Which stored token each verify type may match, in order (type 'email' accepts sign-up or magic-link codes). */
const CANDIDATE_KINDS: Record<VerifyType, EmailActionType[]> = {
  signup: ['signup'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  email: ['signup', 'magiclink'],
};

const COLUMN = {
  signup: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
} as const;

const SENT_AT = {
  signup: 'confirmation_sent_at',
  magiclink: 'recovery_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
} as const;

interface Verified {
  user: UserRow;
  kind: EmailActionType;
  pkce: boolean;
}

const isFresh = (sentAt: string | null) =>
  !!sentAt && Date.parse(sentAt) + OTP_EXPIRY_SECONDS * 1000 > Date.now();

/** Finds the user whose pending token matches, checks expiry, and applies what the token confirms. */
async function verifyToken(tx: Tx, type: VerifyType, hash: string): Promise<Verified> {
  const bare = hash.startsWith(PKCE_PREFIX) ? hash.slice(PKCE_PREFIX.length) : hash;
  const candidates = [bare, PKCE_PREFIX + bare];
  for (const kind of CANDIDATE_KINDS[type]) {
    const user = await findUserByToken(tx, COLUMN[kind], candidates);
    if (!user) continue;
    if (!isFresh(user[SENT_AT[kind]])) throw authErrors.otpExpired();
    const pkce = (user[COLUMN[kind]] ?? '').startsWith(PKCE_PREFIX);
    if (kind === 'email_change') {
      await tx.query(
        `update auth.users set email = email_change, email_change = null, email_change_token_new = null,
           raw_user_meta_data = case when raw_user_meta_data ? 'email'
             then jsonb_set(raw_user_meta_data, '{email}', to_jsonb(email_change)) else raw_user_meta_data end,
           updated_at = now()
         where id = $1::uuid`,
        [user.id],
      );
      await tx.query(
        `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)),
           updated_at = now()
         where user_id = $1::uuid and provider = 'email'`,
        [user.id, user.email_change],
      );
    } else {
      await confirmEmail(tx, user);
      await tx.query(`update auth.users set ${COLUMN[kind]} = null where id = $1::uuid`, [user.id]);
    }
    const updated = await findUserById(tx, user.id);
    return { user: updated!, kind, pkce };
  }
  throw authErrors.otpExpired();
}

const SESSION_METHOD: Record<EmailActionType, AuthMethod> = {
  signup: 'otp',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** GET /verify (the mailed link) and POST /verify (OTP or token hash from the app). */
export function registerVerifyRoutes(app: Hono, ctx: DevstackContext) {
  app.get('/verify', async (c) => {
    const type = c.req.query('type');
    const token = c.req.query('token') ?? '';
    const redirectTo = safeRedirect(ctx.config, c.req.query('redirect_to'));
    const pkceLink = token.startsWith(PKCE_PREFIX);
    try {
      if (!isVerifyType(type)) throw authErrors.validation(`Verify requires a verification type`);
      if (!token) throw authErrors.otpExpired();
      const target = await inTransaction(ctx, async (tx) => {
        const verified = await verifyToken(tx, type, token);
        if (verified.pkce) {
          const code = await issueAuthCodeForUser(
            tx,
            verified.user.id,
            authenticationMethodFor(verified.kind),
          );
          if (!code) throw authErrors.flowStateNotFound();
          return withQuery(redirectTo, { code });
        }
        const session = await issueSession(tx, ctx.config, verified.user, SESSION_METHOD[verified.kind]);
        return withFragment(redirectTo, {
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: verified.kind,
        });
      });
      return c.redirect(target, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const message = error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message;
      const params = {
        error: OAUTH_ERRORS[error.status] ?? 'server_error',
        error_code: error.code,
        error_description: message,
      };
      const target = withFragment(pkceLink ? withQuery(redirectTo, params) : redirectTo, params);
      return c.redirect(target, 303);
    }
  });

  app.post('/verify', async (c) => {
    const body = await readJson(c);
    const type = body.type;
    if (!isVerifyType(type)) throw authErrors.validation('Verify requires a verification type');
    const tokenHashParam = str(body.token_hash);
    const token = str(body.token);
    const email = str(body.email);
    let hash: string;
    if (tokenHashParam) hash = tokenHashParam;
    else if (token && email) hash = tokenHash(normalizeEmail(email), token.trim());
    else throw authErrors.validation('Verify requires either a token or a token hash');
    const session = await inTransaction(ctx, async (tx) => {
      const verified = await verifyToken(tx, type, hash);
      return issueSession(tx, ctx.config, verified.user, SESSION_METHOD[verified.kind]);
    });
    return c.json(session);
  });
}
