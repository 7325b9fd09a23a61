/**
 * Grants or revokes admin for an e-mail address. Admin is the server-side claim app_metadata.role = 'admin'
 * (users cannot edit app_metadata; the database's is_admin() reads it from the JWT).
 *
 *   DATABASE_URL=postgres://… pnpm --filter @partyeasy/supabase set-admin someone@example.com
 *   DATABASE_URL=postgres://… pnpm --filter @partyeasy/supabase set-admin someone@example.com --revoke
 *
 * Without DATABASE_URL it goes through the auth admin API instead (a running devstack or a real project):
 *   SUPABASE_URL=http://127.0.0.1:54321 SUPABASE_SERVICE_ROLE_KEY=… pnpm --filter @partyeasy/supabase set-admin …
 *
 * On a real Supabase project the same can be done in the SQL editor:
 *   update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || '{"role": "admin"}'
 *    where lower(email) = lower('someone@example.com');
 *   update auth.users set raw_app_meta_data = raw_app_meta_data - 'role'
 *    where lower(email) = lower('someone@example.com');
 * The claim reaches the browser with the next access token (sign in again, or wait for the token refresh).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';

export interface SetAdminResult {
  email: string;
  admin: boolean;
}

/** Through SQL on auth.users. Throws when no user has that e-mail. */
export async function setAdminWithSql(
  databaseUrl: string,
  email: string,
  admin: boolean,
): Promise<SetAdminResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ email: string; admin: boolean }>(
      `update auth.users
          set raw_app_meta_data = case when $2::boolean
                then coalesce(raw_app_meta_data, '{}'::jsonb) || '{"role": "admin"}'::jsonb
                else coalesce(raw_app_meta_data, '{}'::jsonb) - 'role' end,
              updated_at = now()
        where lower(email) = lower($1)
        returning email, coalesce(raw_app_meta_data ->> 'role' = 'admin', false) as admin`,
      [email.trim(), admin],
    );
    const row = r.rows[0];
    if (!row) throw new Error(`no user with e-mail ${email}`);
    return row;
  } finally {
    await client.end();
  }
}

/** Through the auth admin API with the service role key. */
export async function setAdminWithApi(
  url: string,
  serviceRoleKey: string,
  email: string,
  admin: boolean,
): Promise<SetAdminResult> {
  const supabase = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const wanted = email.trim().toLowerCase();
  for (let page = 1; ; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw error;
    const user = data.users.find((u) => u.email?.toLowerCase() === wanted);
    if (user) {
      const { data: updated, error: updateError } = await supabase.auth.admin.updateUserById(user.id, {
        app_metadata: { role: admin ? 'admin' : null },
      });
      if (updateError) throw updateError;
      return { email: updated.user.email ?? email, admin: updated.user.app_metadata?.role === 'admin' };
    }
    if (data.users.length < 1000) throw new Error(`no user with e-mail ${email}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const email = args.find((a) => !a.startsWith('--'));
  if (!email) {
    console.error(
      'usage: set-admin <email> [--revoke]   (DATABASE_URL, or SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY)',
    );
    process.exit(2);
  }
  const { DATABASE_URL, SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  let result: SetAdminResult;
  if (DATABASE_URL) {
    result = await setAdminWithSql(DATABASE_URL, email, !revoke);
  } else if (SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY) {
    result = await setAdminWithApi(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, email, !revoke);
  } else {
    console.error('set DATABASE_URL, or SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
    process.exit(2);
  }
  console.log(
    `${result.email}: ${result.admin ? 'admin' : 'not admin'} (takes effect with the next access token)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  });
}
