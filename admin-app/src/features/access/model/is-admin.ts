import type { User } from '@supabase/supabase-js';

/**
 * Whether a user is an admin: `app_metadata.role === 'admin'`, the same claim the database's is_admin()
 * reads from the JWT. Only the auth server writes app_metadata; user_metadata is user-editable and ignored.
 */
export function isAdminUser(user: Pick<User, 'app_metadata'> | null | undefined): boolean {
  return user?.app_metadata?.role === 'admin';
}
