import type { Hono } from 'hono';
import type { DevstackContext, Tx } from '../context.js';
import { authenticationMethodFor } from './email-tokens.js';
import type { EmailActionType } from './emails.js';
import { AuthError, authErrors } from './errors.js';
import { issueAuthCodeForUser, OTP_EXPIRY_SECONDS, PKCE_PREFIX, tokenHash } from './otp.js';
import { limiterFor } from './rate-limits.js';
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
  /** Secure e-mail change: one address confirmed, the other one's link or code is still awaited. */
  awaitingOtherAddress?: boolean;
}

/** GoTrue's answer when the first of the two e-mail change confirmations arrives. */
export const EMAIL_CHANGE_HALF_CONFIRMED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Wrong codes a user may enter for one mailed code; the next wrong one voids it (a new mail is needed). */
export const MAX_OTP_FAILURES = 5;

const isFresh = (sentAt: string | null) =>
  !!sentAt && Date.parse(sentAt) + OTP_EXPIRY_SECONDS * 1000 > Date.now();

/** Finds the user whose pending token matches, checks expiry, and applies what the token confirms. */
async function verifyToken(tx: Tx, type: VerifyType, hash: string): Promise<Verified> {
  const bare = hash.startsWith(PKCE_PREFIX) ? hash.slice(PKCE_PREFIX.length) : hash;
  const candidates = [bare, PKCE_PREFIX + bare];
  for (const kind of CANDIDATE_KINDS[type]) {
    const column = COLUMN[kind];
    let user = await findUserByToken(tx, column, candidates);
    let current = false;
    if (!user && kind === 'email_change') {
      user = await findUserByToken(tx, 'email_change_token_current', candidates);
      current = !!user;
    }
    if (!user) continue;
    if (!isFresh(user[SENT_AT[kind]])) throw authErrors.otpExpired();
    const pkce = (current ? (user.email_change_token_current ?? '') : (user[column] ?? '')).startsWith(
      PKCE_PREFIX,
    );
    if (kind === 'email_change') {
      const other = current ? user.email_change_token_new : user.email_change_token_current;
      if (other) {
        // The first of the two confirmations: spend this token, wait for the other address.
        await tx.query(
          `update auth.users set ${current ? 'email_change_token_current' : 'email_change_token_new'} = '',
             email_change_confirm_status = 1, updated_at = now()
           where id = $1::uuid`,
          [user.id],
        );
        return { user, kind, pkce, awaitingOtherAddress: true };
      }
      await tx.query(
        `update auth.users set email = email_change, email_change = null, email_change_token_new = null,
           email_change_token_current = '', email_change_confirm_status = 0,
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

/**
 * One wrong code for an address: after MAX_OTP_FAILURES of them the codes this verify type accepts are
 * voided, so a 6-digit code cannot be guessed (10^6 tries) within its hour; the user asks for a new mail.
 */
async function countOtpFailure(
  ctx: DevstackContext,
  failures: Map<string, number>,
  key: string,
  type: VerifyType,
  email: string,
) {
  const count = (failures.get(key) ?? 0) + 1;
  if (count < MAX_OTP_FAILURES) {
    failures.set(key, count);
    return;
  }
  failures.delete(key);
  const columns = [
    ...new Set(
      CANDIDATE_KINDS[type].flatMap((kind) =>
        kind === 'email_change' ? [COLUMN[kind], 'email_change_token_current'] : [COLUMN[kind]],
      ),
    ),
  ];
  const assignments = columns.map((column) => `${column} = null`).join(', ');
  await ctx.db.query(
    `update auth.users set ${assignments}, updated_at = now()
     where (lower(email) = $1 or lower(email_change) = $1) and deleted_at is null`,
    [email],
  );
}

/** GET /verify (the mailed link) and POST /verify (OTP or token hash from the app). */
export function registerVerifyRoutes(app: Hono, ctx: DevstackContext) {
  // Wrong codes per verify type and address, since the last right one (GoTrue counts per IP instead).
  const failures = new Map<string, number>();
  app.get('/verify', async (c) => {
    const type = c.req.query('type');
    const token = c.req.query('token') ?? '';
    const redirectTo = safeRedirect(ctx.config, c.req.query('redirect_to'));
    const pkceLink = token.startsWith(PKCE_PREFIX);
    try {
      if (!isVerifyType(type)) throw authErrors.validation(`Verify requires a verification type`);
      if (!token) throw authErrors.otpExpired();
      limiterFor(ctx.config).verify(c);
      const target = await inTransaction(ctx, async (tx) => {
        const verified = await verifyToken(tx, type, token);
        if (verified.awaitingOtherAddress) {
          const params = { message: EMAIL_CHANGE_HALF_CONFIRMED };
          return withFragment(verified.pkce ? withQuery(redirectTo, params) : redirectTo, params);
        }
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
    limiterFor(ctx.config).verify(c);
    const failureKey = email && !tokenHashParam ? `${type}:${normalizeEmail(email)}` : undefined;
    let answer: Awaited<ReturnType<typeof issueSession>> | { msg: string };
    try {
      answer = await inTransaction(ctx, async (tx) => {
        const verified = await verifyToken(tx, type, hash);
        if (verified.awaitingOtherAddress) return { msg: EMAIL_CHANGE_HALF_CONFIRMED };
        return issueSession(tx, ctx.config, verified.user, SESSION_METHOD[verified.kind]);
      });
    } catch (error) {
      if (failureKey && error instanceof AuthError && error.code === 'otp_expired') {
        await countOtpFailure(ctx, failures, failureKey, type, normalizeEmail(email!));
      }
      throw error;
    }
    if (failureKey) failures.delete(failureKey);
    return c.json(answer);
  });
}
