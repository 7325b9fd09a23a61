import type { Context, Hono } from 'hono';
import type { DevstackContext } from '../context.js';
import { issueEmailToken } from './email-tokens.js';
import type { EmailActionType } from './emails.js';
import { authErrors } from './errors.js';
import { safeRedirect } from './redirects.js';
import { inTransaction, obj, readJson, str } from './request.js';
import { verifyBearer } from './sessions.js';
import { checkPassword, hashPassword } from './signup.js';
import {
  createUser,
  findUserByEmail,
  findUserById,
  isValidEmail,
  listIdentities,
  loadUserJson,
  mergeMetadata,
  normalizeEmail,
  userJson,
} from './users.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requireServiceRole(c: Context, ctx: DevstackContext) {
  const claims = await verifyBearer(c, ctx.config);
  if (claims.role !== 'service_role') throw authErrors.notAdmin();
}

function userId(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!UUID_PATTERN.test(id)) throw authErrors.userNotFound();
  return id;
}

/** Sets the ban end from a Go-style duration ("24h", "30m") or lifts it with "none". */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const match = duration.match(/^(\d+)(h|m|s)$/);
  if (!match) throw authErrors.validation('invalid format for ban duration');
  const unit = { h: 3_600_000, m: 60_000, s: 1000 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + Number(match[1]) * unit);
}

/** The service-role endpoints behind supabase.auth.admin (tests and scripts). */
export function registerAdminRoutes(app: Hono, ctx: DevstackContext) {
  app.use('/admin/*', async (c, next) => {
    await requireServiceRole(c, ctx);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = Math.max(1, Number(c.req.query('page')) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(c.req.query('per_page')) || 50));
    const { users, total } = await inTransaction(ctx, async (tx) => {
      const count = await tx.query<{ total: number }>(
        'select count(*)::int as total from auth.users where deleted_at is null',
      );
      const ids = await tx.query<{ id: string }>(
        'select id from auth.users where deleted_at is null order by created_at, id limit $1 offset $2',
        [perPage, (page - 1) * perPage],
      );
      const users = [];
      for (const { id } of ids.rows) users.push(await loadUserJson(tx, id));
      return { users, total: count.rows[0]?.total ?? 0 };
    });
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const links = [];
    if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.get('/admin/users/:id', async (c) => {
    const id = userId(c);
    const user = await inTransaction(ctx, async (tx) => {
      const row = await findUserById(tx, id);
      if (!row) throw authErrors.userNotFound();
      return userJson(row, await listIdentities(tx, id));
    });
    return c.json(user);
  });

  app.post('/admin/users', async (c) => {
    const body = await readJson(c);
    const email = str(body.email) ? normalizeEmail(str(body.email)!) : undefined;
    if (!email || !isValidEmail(email)) throw authErrors.invalidEmail();
    const password = str(body.password);
    if (password) checkPassword(password);
    const user = await inTransaction(ctx, async (tx) => {
      if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
      const created = await createUser(tx, {
        email,
        passwordHash: password ? await hashPassword(password) : null,
        confirmed: body.email_confirm === true,
        provider: 'email',
        appMetadata: obj(body.app_metadata) ?? {},
        userMetadata: obj(body.user_metadata) ?? {},
      });
      if (str(body.ban_duration)) {
        await tx.query('update auth.users set banned_until = $2 where id = $1::uuid', [
          created.id,
          banUntil(String(body.ban_duration)),
        ]);
      }
      return loadUserJson(tx, created.id);
    });
    return c.json(user);
  });

  app.put('/admin/users/:id', async (c) => {
    const id = userId(c);
    const body = await readJson(c);
    const email = str(body.email) ? normalizeEmail(str(body.email)!) : undefined;
    if (email && !isValidEmail(email)) throw authErrors.invalidEmail();
    const password = str(body.password);
    if (password) checkPassword(password);
    const user = await inTransaction(ctx, async (tx) => {
      const row = await findUserById(tx, id);
      if (!row) throw authErrors.userNotFound();
      if (email && email !== row.email) {
        const owner = await findUserByEmail(tx, email);
        if (owner && owner.id !== id) throw authErrors.emailExists();
        await tx.query('update auth.users set email = $2 where id = $1::uuid', [id, email]);
        await tx.query(
          `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text))
           where user_id = $1::uuid and provider = 'email'`,
          [id, email],
        );
      }
      if (password) {
        await tx.query('update auth.users set encrypted_password = $2 where id = $1::uuid', [
          id,
          await hashPassword(password),
        ]);
      }
      if (body.email_confirm === true) {
        await tx.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1::uuid',
          [id],
        );
      }
      const appMetadata = obj(body.app_metadata);
      if (appMetadata) {
        await tx.query('update auth.users set raw_app_meta_data = $2::jsonb where id = $1::uuid', [
          id,
          JSON.stringify(mergeMetadata(row.raw_app_meta_data, appMetadata)),
        ]);
      }
      const userMetadata = obj(body.user_metadata);
      if (userMetadata) {
        await tx.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1::uuid', [
          id,
          JSON.stringify(mergeMetadata(row.raw_user_meta_data, userMetadata)),
        ]);
      }
      if (str(body.ban_duration)) {
        await tx.query('update auth.users set banned_until = $2 where id = $1::uuid', [
          id,
          banUntil(String(body.ban_duration)),
        ]);
      }
      await tx.query('update auth.users set updated_at = now() where id = $1::uuid', [id]);
      return loadUserJson(tx, id);
    });
    return c.json(user);
  });

  // supabase.auth.admin.deleteUser(id, shouldSoftDelete). Like GoTrue, every session goes first (signed out
  // everywhere: refresh tokens fail, access tokens get 403 session_not_found). A soft delete keeps the row for
  // the records that point at it, without a way in: e-mail and phone obfuscated, no password, no pending
  // tokens, metadata and identities emptied, deleted_at set (the user is then unknown to every endpoint).
  app.delete('/admin/users/:id', async (c) => {
    const id = userId(c);
    const body = c.req.header('content-type')?.includes('json') ? await readJson(c).catch(() => ({})) : {};
    const soft = (body as Record<string, unknown>).should_soft_delete === true;
    await inTransaction(ctx, async (tx) => {
      const row = await findUserById(tx, id);
      if (!row) throw authErrors.userNotFound();
      await tx.query('delete from auth.sessions where user_id = $1::uuid', [id]);
      await tx.query('delete from auth.refresh_tokens where user_id = $1::uuid', [id]);
      if (!soft) {
        await tx.query('delete from auth.users where id = $1::uuid', [id]);
        return;
      }
      await tx.query(
        `update auth.users set
           deleted_at = now(),
           email = case when email is null then null
                        else encode(sha256(convert_to(id::text || email, 'UTF8')), 'hex') || '@deleted.invalid' end,
           phone = case when phone is null then null
                        else encode(sha256(convert_to(id::text || phone, 'UTF8')), 'hex') end,
           encrypted_password = '', confirmation_token = '', recovery_token = '', email_change_token_new = '',
           email_change_token_current = '', email_change = '', reauthentication_token = '',
           raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb, updated_at = now()
         where id = $1::uuid`,
        [id],
      );
      await tx.query(
        `update auth.identities set identity_data = '{}'::jsonb,
           provider_id = encode(sha256(convert_to(user_id::text || provider_id, 'UTF8')), 'hex'), updated_at = now()
         where user_id = $1::uuid`,
        [id],
      );
    });
    return c.json({});
  });

  // Builds the link a mail would carry without sending it (supabase.auth.admin.generateLink).
  app.post('/admin/generate_link', async (c) => {
    const body = await readJson(c);
    const email = str(body.email) ? normalizeEmail(str(body.email)!) : undefined;
    if (!email || !isValidEmail(email)) throw authErrors.invalidEmail();
    const requested = str(body.type);
    const types: Record<string, EmailActionType> = {
      signup: 'signup',
      magiclink: 'magiclink',
      recovery: 'recovery',
      email_change_new: 'email_change',
    };
    const type = requested ? types[requested] : undefined;
    if (!type)
      throw authErrors.validation('Invalid link type: use signup, magiclink, recovery or email_change_new');
    const newEmail = str(body.new_email) ? normalizeEmail(str(body.new_email)!) : undefined;
    if (type === 'email_change' && (!newEmail || !isValidEmail(newEmail))) throw authErrors.invalidEmail();
    const password = str(body.password);
    if (type === 'signup') {
      if (!password) throw authErrors.validation('Signup requires a valid password', 422);
      checkPassword(password);
    }
    const redirectTo = safeRedirect(ctx.config, str(body.redirect_to) ?? c.req.query('redirect_to'));
    const result = await inTransaction(ctx, async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (type === 'signup') {
        if (user?.email_confirmed_at) throw authErrors.emailExists();
        user ??= await createUser(tx, {
          email,
          passwordHash: await hashPassword(password!),
          confirmed: false,
          provider: 'email',
          userMetadata: obj(body.data) ?? {},
        });
      }
      if (!user) throw authErrors.userNotFound();
      if (newEmail) {
        const owner = await findUserByEmail(tx, newEmail);
        if (owner && owner.id !== user.id) throw authErrors.emailExists();
      }
      const token = await issueEmailToken(tx, ctx, {
        user,
        type,
        redirectTo,
        pkce: undefined,
        ...(type === 'email_change' ? { newEmail } : {}),
      });
      return {
        ...(await loadUserJson(tx, user.id)),
        action_link: token.link,
        email_otp: token.otp,
        hashed_token: token.token,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
    return c.json(result);
  });
}
