import { randomUUID } from 'node:crypto';
import type { Tx } from '../context.js';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change_token_new: string | null;
  /** Secure e-mail change: the token mailed to the current address ('' or null when none is pending). */
  email_change_token_current: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  /** GoTrue's reauthentication: the hash of the mailed code ('' or null when none is pending). */
  reauthentication_token?: string | null;
  reauthentication_sent_at?: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  phone: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change_token_new, email_change_token_current, email_change, email_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, confirmed_at, banned_until,
  is_anonymous, reauthentication_sent_at`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Same shape GoTrue accepts: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email) && email.length <= 255;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1::uuid and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null`,
    [normalizeEmail(email)],
  );
  return rows[0];
}

/** The user whose pending token (confirmation, recovery or e-mail change) equals one of the candidates. */
export async function findUserByToken(
  tx: Tx,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current',
  candidates: string[],
): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${column} = any($1::text[]) and deleted_at is null`,
    [candidates],
  );
  return rows[0];
}

export async function listIdentities(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return rows;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  provider: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  /** Identity data of the first identity; defaults to the e-mail identity's. */
  identity?: { provider: string; providerId: string; data: Record<string, unknown> };
}

export function emailIdentityData(userId: string, email: string, verified: boolean) {
  return { sub: userId, email, email_verified: verified, phone_verified: false };
}

/** Inserts a user and its first identity, as GoTrue does on sign-up. */
export async function createUser(tx: Tx, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const email = normalizeEmail(input.email);
  const identity = input.identity ?? {
    provider: 'email',
    providerId: id,
    data: emailIdentityData(id, email, input.confirmed),
  };
  const appMetadata = { provider: input.provider, providers: [input.provider], ...input.appMetadata };
  const userMetadata = { ...identity.data, ...input.userMetadata };
  await tx.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at)
     values ($1::uuid, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end, $5::jsonb,
       $6::jsonb, now(), now())`,
    [
      id,
      email,
      input.passwordHash,
      input.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata),
    ],
  );
  await insertIdentity(tx, id, identity.provider, identity.providerId, identity.data);
  const user = await findUserById(tx, id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

export async function insertIdentity(
  tx: Tx,
  userId: string,
  provider: string,
  providerId: string,
  data: Record<string, unknown>,
) {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2::uuid, $3::jsonb, $4, now())`,
    [providerId, userId, JSON.stringify(data), provider],
  );
}

/** Marks the e-mail confirmed, in the user and in its e-mail identity (GoTrue sets email_verified). */
export async function confirmEmail(tx: Tx, user: UserRow) {
  if (user.email_confirmed_at) return;
  await tx.query(
    `update auth.users set email_confirmed_at = now(), confirmation_token = null, updated_at = now(),
       raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
         then raw_user_meta_data || '{"email_verified": true}'::jsonb else raw_user_meta_data end
     where id = $1::uuid`,
    [user.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [user.id],
  );
}

/** Shallow merge like GoTrue's UpdateUserMetaData: null values remove keys. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: identity.email,
  };
}

/** The user as GoTrue serialises it (null timestamps omitted, phone always a string). */
export function userJson(user: UserRow, identities: IdentityRow[]) {
  const optional = (key: string, value: string | null) => (value ? { [key]: value } : {});
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    ...optional('email_confirmed_at', user.email_confirmed_at),
    ...optional('invited_at', user.invited_at),
    phone: user.phone ?? '',
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('confirmed_at', user.confirmed_at ?? user.email_confirmed_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...optional('new_email', user.email_change),
    ...optional('email_change_sent_at', user.email_change_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    ...optional('banned_until', user.banned_until),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

export async function loadUserJson(tx: Tx, userId: string): Promise<UserJson> {
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  return userJson(user, await listIdentities(tx, userId));
}
