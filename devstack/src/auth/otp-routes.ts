import type { Hono } from 'hono';
import type { DevstackContext } from '../context.js';
import { prepareAuthEmail } from './email-tokens.js';
import { authErrors } from './errors.js';
import { pkceChallenge } from './otp.js';
import { safeRedirect } from './redirects.js';
import { inTransaction, obj, readJson, str } from './request.js';
import { createUser, findUserByEmail, isValidEmail, normalizeEmail } from './users.js';

/** POST /recover (password reset mail) and POST /otp (magic link + 6-digit code by mail). */
export function registerOtpRoutes(app: Hono, ctx: DevstackContext) {
  app.post('/recover', async (c) => {
    const body = await readJson(c);
    const email = str(body.email) ? normalizeEmail(str(body.email)!) : undefined;
    if (!email) throw authErrors.validation('Password recovery requires an email');
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    const pkce = pkceChallenge(body);
    const redirectTo = safeRedirect(ctx.config, c.req.query('redirect_to'));
    await inTransaction(ctx, async (tx, queueMail) => {
      const user = await findUserByEmail(tx, email);
      // Unknown addresses get the same answer, so the endpoint cannot be used to probe for accounts.
      if (user) queueMail(await prepareAuthEmail(tx, ctx, { user, type: 'recovery', redirectTo, pkce }));
    });
    return c.json({});
  });

  app.post('/otp', async (c) => {
    const body = await readJson(c);
    const email = str(body.email) ? normalizeEmail(str(body.email)!) : undefined;
    if (!email) throw authErrors.validation('An email address or phone number is required');
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    const createIfMissing = body.create_user !== false;
    const data = obj(body.data) ?? {};
    const pkce = pkceChallenge(body);
    const redirectTo = safeRedirect(ctx.config, c.req.query('redirect_to'));
    await inTransaction(ctx, async (tx, queueMail) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (!createIfMissing) throw authErrors.otpDisabled();
        user = await createUser(tx, {
          email,
          passwordHash: null,
          confirmed: ctx.config.mailerAutoconfirm,
          provider: 'email',
          userMetadata: data,
        });
      }
      // Like GoTrue: an unconfirmed address gets the sign-up confirmation, a confirmed one the magic link.
      const type = user.email_confirmed_at ? 'magiclink' : 'signup';
      queueMail(await prepareAuthEmail(tx, ctx, { user, type, redirectTo, pkce }));
    });
    return c.json({});
  });
}
