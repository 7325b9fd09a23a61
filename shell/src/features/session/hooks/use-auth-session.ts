import { authSessionAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/** The shared session: `loading` until the client has read it, then the user (or null). */
export function useAuthSession() {
  // Started once the header has been committed, not inside its render: creating supabase-js's client (its
  // auth client, which reads the stored session) took 4-7 ms of the first render on a desktop, the larger
  // part of a render slice that then blocked the main thread at Lighthouse's calibrated phone. The session
  // is read asynchronously either way: the header shows neither 'Login/Signup' nor the avatar until then.
  useEffect(() => watchAuthSession(), []);
  const session = useAtomValue(authSessionAtom);
  return { session: session ?? null, user: session?.user ?? null, loading: session === undefined };
}
