import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Hono } from 'hono';
import type { DevstackContext } from '../context.js';
import { prepareAuthEmail } from './email-tokens.js';
import { authErrors, MIN_PASSWORD_LENGTH } from './errors.js';
import { pkceChallenge } from './otp.js';
import { limiterFor } from './rate-limits.js';
import { safeRedirect } from './redirects.js';
import { inTransaction, obj, readJson, str } from './request.js';
import { issueSession } from './sessions.js';
import {
  createUser,
  findUserByEmail,
  isValidEmail,
  listIdentities,
  normalizeEmail,
  userJson,
} from './users.js';

export const hashPassword = (password: string) => bcrypt.hash(password, 10);

export function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword();
  // bcrypt only reads 72 bytes; GoTrue refuses longer passwords rather than silently truncating them.
  if (Buffer.byteLength(password) > 72)
    throw authErrors.validation('Password cannot be longer than 72 characters', 422);
}

/** POST /signup: GoTrue's e-mail sign-up, with confirmation mail unless auto-confirm is on. */
export function registerSignupRoutes(app: Hono, ctx: DevstackContext) {
  app.post('/signup', async (c) => {
    limiterFor(ctx.config).signIn(c);
    const body = await readJson(c);
    const email = str(body.email) ? normalizeEmail(str(body.email)!) : undefined;
    const password = str(body.password);
    if (!email) throw authErrors.validation('To signup, please provide your email');
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    if (!password) throw authErrors.validation('Signup requires a valid password', 422);
    checkPassword(password);
    const data = obj(body.data) ?? {};
    const pkce = pkceChallenge(body);
    const redirectTo = safeRedirect(ctx.config, c.req.query('redirect_to'));
    const autoconfirm = ctx.config.mailerAutoconfirm;
    const passwordHash = await hashPassword(password);

    const result = await inTransaction(ctx, async (tx, queueMail) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) {
        if (autoconfirm) throw authErrors.userAlreadyExists();
        // GoTrue answers as if signing up (no identities) so that sign-up cannot reveal registered addresses.
        const now = new Date().toISOString();
        return {
          ...userJson({ ...existing, id: randomUUID(), created_at: now, updated_at: now }, []),
          app_metadata: {},
          user_metadata: {},
          confirmation_sent_at: now,
        };
      }
      const user =
        existing ??
        (await createUser(tx, {
          email,
          passwordHash,
          confirmed: autoconfirm,
          provider: 'email',
          userMetadata: data,
        }));
      if (autoconfirm) return issueSession(tx, ctx.config, user, 'password');
      queueMail(await prepareAuthEmail(tx, ctx, { user, type: 'signup', redirectTo, pkce }));
      const fresh = await findUserByEmail(tx, email);
      return userJson(fresh!, await listIdentities(tx, user.id));
    });
    return c.json(result);
  });
}
