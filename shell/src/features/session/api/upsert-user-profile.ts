import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { User } from '@supabase/supabase-js';

export type UserType = 'host' | 'vendor';

export const PROFILE_SETUP_FAILED = 'Account created but profile setup failed. Please contact support.';

/**
 * The users row of a signed-in user. The database trigger normally creates it from the auth user's
 * metadata; this insert is idempotent (an existing row is left alone) and only confirms it can exist.
 */
export async function upsertUserProfile(user: User, type: UserType | undefined): Promise<{ ok: boolean }> {
  const meta = user.user_metadata ?? {};
  const { error } = await getSupabase()
    .from('users')
    .upsert(
      {
        id: user.id,
        name: meta.full_name ?? meta.name ?? null,
        email: user.email ?? null,
        phone_number: meta.phone_number ?? null,
        type: type ?? meta.user_type ?? null,
      },
      { onConflict: 'id', ignoreDuplicates: true },
    );
  if (error) console.error('Profile setup failed', error);
  return { ok: !error };
}
