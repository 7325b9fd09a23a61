import { authSessionAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { useAtomValue } from 'jotai';

/** The shared session: `loading` until the client has read it, then the user (or null). */
export function useAuthSession() {
  watchAuthSession();
  const session = useAtomValue(authSessionAtom);
  return { session: session ?? null, user: session?.user ?? null, loading: session === undefined };
}
