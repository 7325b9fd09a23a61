import type { Hono } from 'hono';
import type { DevstackContext } from '../context.js';
import { prepareAuthEmail } from './email-tokens.js';
import { authErrors } from './errors.js';
import { PKCE_PREFIX, pkceChallenge } from './otp.js';
import { safeRedirect } from './redirects.js';
import { inTransaction, obj, readJson, str } from './request.js';
import { createUser, findUserByEmail, findUserById, isValidEmail, normalizeEmail } from './users.js';

/** POST /recover (password reset mail), POST /otp (magic link + 6-digit code by mail) and POST /resend. */
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

  app.post('/resend', async (c) => {
    const body = await readJson(c);
    const email = str(body.email) ? normalizeEmail(str(body.email)!) : undefined;
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change') {
      throw authErrors.validation('Missing one of these types: signup, email_change');
    }
    if (!email || !isValidEmail(email)) throw authErrors.invalidEmail();
    const redirectTo = safeRedirect(ctx.config, c.req.query('redirect_to'));
    await inTransaction(ctx, async (tx, queueMail) => {
      if (type === 'signup') {
        const user = await findUserByEmail(tx, email);
        // Unknown or already confirmed: nothing to send, same answer.
        if (!user || user.email_confirmed_at) return;
        const keepPkce = (user.confirmation_token ?? '').startsWith(PKCE_PREFIX);
        queueMail(await prepareAuthEmail(tx, ctx, { user, type, redirectTo, pkce: undefined, keepPkce }));
        return;
      }
      const { rows } = await tx.query<{ id: string }>(
        `select id from auth.users where (lower(email) = $1 or lower(email_change) = $1) and deleted_at is null
         order by lower(email) = $1 desc limit 1`,
        [email],
      );
      const user = rows[0] ? await findUserById(tx, rows[0].id) : undefined;
      if (!user?.email_change) return;
      const keepPkce = (user.email_change_token_new ?? '').startsWith(PKCE_PREFIX);
      queueMail(
        await prepareAuthEmail(tx, ctx, {
          user,
          type,
          redirectTo,
          pkce: undefined,
          keepPkce,
          newEmail: user.email_change,
        }),
      );
    });
    return c.json({});
  });
}
