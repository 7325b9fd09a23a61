import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthStack, DATABASES, startAuthStack, uniqueEmail } from './auth-harness.js';

describe.each(DATABASES)('auth admin endpoints (%s)', (database) => {
  let stack: AuthStack;
  beforeAll(async () => {
    stack = await startAuthStack(database);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('creates a confirmed user with app_metadata that ends up in the access token', async () => {
    const email = uniqueEmail('admin');
    const { data, error } = await stack.admin().auth.admin.createUser({
      email,
      password: 'admin-secret',
      email_confirm: true,
      app_metadata: { role: 'admin' },
      user_metadata: { full_name: 'Ada Admin' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
      user_metadata: { full_name: 'Ada Admin' },
    });
    const signIn = await stack.client().auth.signInWithPassword({ email, password: 'admin-secret' });
    expect(signIn.error).toBeNull();
    expect(decodeJwt(signIn.data.session!.access_token).app_metadata).toMatchObject({ role: 'admin' });

    const duplicate = await stack.admin().auth.admin.createUser({ email, password: 'admin-secret' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('lists, reads, updates (merging app_metadata) and deletes users', async () => {
    const admin = stack.admin().auth.admin;
    const email = uniqueEmail('managed');
    const { data: created } = await admin.createUser({
      email,
      email_confirm: true,
      app_metadata: { plan: 'free' },
    });
    const id = created.user!.id;

    const list = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(list.error).toBeNull();
    expect(list.data.users.map((user) => user.id)).toContain(id);

    expect((await admin.getUserById(id)).data.user?.email).toBe(email.toLowerCase());

    const updated = await admin.updateUserById(id, {
      app_metadata: { role: 'admin' },
      user_metadata: { full_name: 'Mo Managed' },
      password: 'managed-1',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.app_metadata).toMatchObject({ plan: 'free', role: 'admin', provider: 'email' });
    expect((await stack.client().auth.signInWithPassword({ email, password: 'managed-1' })).error).toBeNull();

    const removed = await admin.deleteUser(id);
    expect(removed.error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('signs a user out everywhere and soft-deletes them (deleteUser(id, true))', async () => {
    const admin = stack.admin().auth.admin;
    const email = uniqueEmail('leaving');
    const { data: created } = await admin.createUser({
      email,
      password: 'leaving-1',
      email_confirm: true,
      user_metadata: { full_name: 'Lee Leaving' },
    });
    const id = created.user!.id;
    const first = await stack.client().auth.signInWithPassword({ email, password: 'leaving-1' });
    const second = await stack.client().auth.signInWithPassword({ email, password: 'leaving-1' });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();

    expect((await admin.deleteUser(id, true)).error).toBeNull();

    for (const session of [first.data.session!, second.data.session!]) {
      const refreshed = await stack.client().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
      const user = await stack.client().auth.getUser(session.access_token);
      expect(user.error).not.toBeNull();
      expect(user.data.user).toBeNull();
    }
    const again = await stack.client().auth.signInWithPassword({ email, password: 'leaving-1' });
    expect(again.error).toMatchObject({ code: 'invalid_credentials' });
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    // The row stays for what points at it, without the address, password or metadata.
    const { rows } = await stack.db.query<Record<string, unknown>>(
      `select email, encrypted_password, raw_user_meta_data, deleted_at,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.identity_data <> '{}') as identities
         from auth.users u where id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({ encrypted_password: '', raw_user_meta_data: {}, identities: 0 });
    expect(String(rows[0]!.email)).toMatch(/^[0-9a-f]{64}@deleted\.invalid$/);
    expect(rows[0]!.deleted_at).not.toBeNull();
    // The address is free for a new account.
    expect((await admin.createUser({ email, password: 'another-1', email_confirm: true })).error).toBeNull();
    expect((await admin.deleteUser(id, true)).error).toMatchObject({ status: 404 });
  });

  it('paginates the user list with X-Total-Count and Link headers', async () => {
    const admin = stack.admin().auth.admin;
    await admin.createUser({ email: uniqueEmail('page') });
    await admin.createUser({ email: uniqueEmail('page') });
    const { data, error } = await admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    const pagination = data as { total?: number; nextPage?: number | null };
    expect(pagination.total).toBeGreaterThanOrEqual(2);
    expect(pagination.nextPage).toBe(2);
  });

  it('refuses the admin endpoints to anything but the service role', async () => {
    const withAnon = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(withAnon.status).toBe(403);
    expect(await withAnon.json()).toMatchObject({ error_code: 'not_admin' });

    const email = uniqueEmail('plain');
    await stack.admin().auth.admin.createUser({ email, password: 'plain-secret', email_confirm: true });
    const { data } = await stack.client().auth.signInWithPassword({ email, password: 'plain-secret' });
    const withUser = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(withUser.status).toBe(403);
  });

  it('bans a user from signing in', async () => {
    const email = uniqueEmail('banned');
    const { data } = await stack
      .admin()
      .auth.admin.createUser({ email, password: 'banned-1', email_confirm: true });
    await stack.admin().auth.admin.updateUserById(data.user!.id, { ban_duration: '24h' });
    const signIn = await stack.client().auth.signInWithPassword({ email, password: 'banned-1' });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
  });

  it('generates sign-up and recovery links without sending mail', async () => {
    const email = uniqueEmail('generated');
    const admin = stack.admin().auth.admin;
    const signup = await admin.generateLink({
      type: 'signup',
      email,
      password: 'generated-1',
      options: { data: { full_name: 'Gene Rated' }, redirectTo: 'http://localhost:3000/' },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user).toMatchObject({
      email: email.toLowerCase(),
      user_metadata: { full_name: 'Gene Rated' },
    });
    expect(signup.data.properties).toMatchObject({
      verification_type: 'signup',
      redirect_to: 'http://localhost:3000/',
    });
    expect(signup.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(stack.mailbox.latestFor(email)).toBeUndefined();

    const confirmed = await fetch(signup.data.properties!.action_link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toContain('access_token=');

    const recovery = await admin.generateLink({ type: 'recovery', email });
    const verified = await stack
      .client()
      .auth.verifyOtp({ token_hash: recovery.data.properties!.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email.toLowerCase());
  });
});
