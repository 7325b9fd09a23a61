import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isAdminUser } from '../model/is-admin';

export type AdminAccess = 'checking' | 'admin' | 'signed-out' | 'denied';

/** Whether the signed-in user may see the admin pages; 'checking' until the session is known. */
export function useAdminAccess(): AdminAccess {
  const user = useAtomValue(currentUserAtom);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    try {
      watchAuthSession();
    } catch (error) {
      // No backend configuration: nobody can be recognised as an admin.
      console.error('Admin access check failed', error);
      setUnavailable(true);
    }
  }, []);
  if (unavailable) return 'denied';
  if (user === undefined) return 'checking';
  if (user === null) return 'signed-out';
  return isAdminUser(user) ? 'admin' : 'denied';
}
