import { getSupabase, ownVendorQueryKeyRoot, queryClient } from '@partyeasy/shared-domain/backend';

/**
 * Ends the session and forgets the vendor flag. A failed server call is logged as a warning and the
 * logout proceeds: the local session is dropped anyway.
 */
export async function signOut(): Promise<void> {
  const auth = getSupabase().auth;
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
