import bcrypt from 'bcryptjs';
import type { Hono } from 'hono';
import type { DevstackContext, Tx } from '../context.js';
import { prepareAuthEmail } from './email-tokens.js';
import { authErrors } from './errors.js';
import { generateOtp, pkceChallenge, tokenHash } from './otp.js';
import { limiterFor } from './rate-limits.js';
import { safeRedirect } from './redirects.js';
import { inTransaction, obj, readJson, str } from './request.js';
import { authenticate } from './sessions.js';
import { checkPassword, hashPassword } from './signup.js';
import {
  findUserByEmail,
  isValidEmail,
  loadUserJson,
  mergeMetadata,
  normalizeEmail,
  type UserRow,
} from './users.js';

/**
 * GoTrue's secure password change: a session signed in within the last 24 hours may change the password;
 * an older one (or a token without a session) needs the 6-digit code GET /reauthenticate mailed, which is
 * spent by the change. Without it: 400 reauthentication_needed; a wrong or expired code:
 * 400 reauthentication_not_valid.
 */
async function checkReauthentication(tx: Tx, user: UserRow, sessionId: string | undefined, nonce?: string) {
  if (sessionId) {
    const { rows } = await tx.query<{ recent: boolean }>(
      `select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1::uuid`,
      [sessionId],
    );
    if (rows[0]?.recent) return;
  }
  if (!nonce) throw authErrors.reauthenticationNeeded();
  const { rows } = await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null
      where id = $1::uuid and reauthentication_token = $2 and reauthentication_token <> ''
        and reauthentication_sent_at > now() - interval '1 hour'
      returning id`,
    [user.id, tokenHash(user.email ?? '', nonce.trim())],
  );
  if (rows.length === 0) throw authErrors.reauthenticationNotValid();
}

/** GET/PUT /user and POST /logout: calls made with the user's own access token. */
export function registerUserRoutes(app: Hono, ctx: DevstackContext) {
  app.get('/user', async (c) => {
    const user = await inTransaction(ctx, async (tx) => {
      const { user } = await authenticate(c, tx, ctx.config);
      return loadUserJson(tx, user.id);
    });
    return c.json(user);
  });

  app.put('/user', async (c) => {
    const body = await readJson(c);
    const password = typeof body.password === 'string' ? body.password : undefined;
    const nonce = str(body.nonce);
    const data = obj(body.data);
    const email = str(body.email) ? normalizeEmail(str(body.email)!) : undefined;
    const pkce = pkceChallenge(body);
    const redirectTo = safeRedirect(ctx.config, c.req.query('redirect_to'));
    if (email && !isValidEmail(email)) throw authErrors.invalidEmail();
    if (password !== undefined) checkPassword(password);

    const user = await inTransaction(ctx, async (tx, queueMail) => {
      const { user, sessionId } = await authenticate(c, tx, ctx.config);
      if (password !== undefined) {
        if (ctx.config.securePasswordChange) await checkReauthentication(tx, user, sessionId, nonce);
        if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
          throw authErrors.samePassword();
        }
        // Like GoTrue: a new password voids every reset link and ends the user's other sessions (their
        // refresh tokens go with them); the session that changed it stays signed in.
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = null, updated_at = now()
           where id = $1::uuid`,
          [user.id, await hashPassword(password)],
        );
        await tx.query(
          'delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid',
          [user.id, sessionId ?? null],
        );
      }
      if (data) {
        await tx.query(
          'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid',
          [user.id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, data))],
        );
      }
      if (email && email !== user.email) {
        const owner = await findUserByEmail(tx, email);
        if (owner && owner.id !== user.id) throw authErrors.emailExists();
        if (ctx.config.mailerAutoconfirm) {
          await tx.query(
            `update auth.users set email = $2, email_change = null, email_change_token_new = null, updated_at = now(),
               raw_user_meta_data = case when raw_user_meta_data ? 'email'
                 then jsonb_set(raw_user_meta_data, '{email}', to_jsonb($2::text)) else raw_user_meta_data end
             where id = $1::uuid`,
            [user.id, email],
          );
          await tx.query(
            `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text))
             where user_id = $1::uuid and provider = 'email'`,
            [user.id, email],
          );
        } else {
          // GoTrue's secure e-mail change: the new address and the current one each get a link and a code;
          // the address changes once both are confirmed (verify.ts).
          await tx.query('update auth.users set email_change_confirm_status = 0 where id = $1::uuid', [
            user.id,
          ]);
          queueMail(
            await prepareAuthEmail(tx, ctx, {
              user,
              type: 'email_change',
              redirectTo,
              pkce,
              newEmail: email,
            }),
          );
          if (user.email) {
            queueMail(
              await prepareAuthEmail(tx, ctx, {
                user,
                type: 'email_change',
                redirectTo,
                pkce: undefined,
                keepPkce: !!pkce,
                toCurrentAddress: true,
                companion: true,
              }),
            );
          }
        }
      }
      return loadUserJson(tx, user.id);
    });
    return c.json(user);
  });

  // GET /reauthenticate: mails the signed-in user a 6-digit code for a password change (GoTrue's nonce).
  app.get('/reauthenticate', async (c) => {
    await inTransaction(ctx, async (tx, queueMail) => {
      const { user } = await authenticate(c, tx, ctx.config);
      if (!user.email) {
        throw authErrors.validation(
          'Reauthentication requires the user to have an email or a phone number',
          422,
        );
      }
      limiterFor(ctx.config).email(user.reauthentication_sent_at ?? null);
      const otp = generateOtp();
      await tx.query(
        `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
          where id = $1::uuid`,
        [user.id, tokenHash(user.email, otp)],
      );
      queueMail({
        to: user.email,
        subject: 'Confirm reauthentication',
        html: `<h2>Confirm reauthentication</h2>\n<p>Enter the code: <strong>${otp}</strong></p>`,
        text: `Confirm reauthentication\n\nTo confirm it is you, enter the code: ${otp}\n`,
      });
    });
    return c.json({});
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    }
    await inTransaction(ctx, async (tx) => {
      const { user, sessionId } = await authenticate(c, tx, ctx.config);
      if (scope === 'local' && sessionId) {
        await tx.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
      } else if (scope === 'others') {
        await tx.query(
          'delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid',
          [user.id, sessionId ?? null],
        );
      } else {
        await tx.query('delete from auth.sessions where user_id = $1::uuid', [user.id]);
      }
    });
    return c.body(null, 204);
  });
}
