import { getSupabase, ownVendorQueryKeyRoot, queryClient } from '@partyeasy/shared-domain/backend';

/**
 * Ends the session and forgets the vendor flag. A failed server call is logged as a warning and the
 * logout proceeds: the local session is dropped anyway. 'local' drops only this browser's session (after
 * the account was deleted, when the server has none left to end).
 */
export async function signOut(scope: 'global' | 'local' = 'global'): Promise<void> {
  const auth = getSupabase().auth;
  if (scope === 'local') {
    await auth.signOut({ scope: 'local' }).catch(() => undefined);
    queryClient.removeQueries({ queryKey: ownVendorQueryKeyRoot });
    return;
  }
  try {
    const { error } = await auth.signOut();
    if (error) {
      console.warn('Logout failed; signing out locally', error);
      await auth.signOut({ scope: 'local' });
    }
  } catch (error) {
    console.warn('Logout failed; signing out locally', error);
    await auth.signOut({ scope: 'local' }).catch(() => undefined);
  }
  queryClient.removeQueries({ queryKey: ownVendorQueryKeyRoot });
}
