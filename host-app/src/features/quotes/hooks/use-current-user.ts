import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { useAtomValue } from 'jotai';

/** The signed-in user of the shared session: undefined while loading, null when signed out. */
export function useCurrentUser() {
  try {
    watchAuthSession();
  } catch (error) {
    // Without a runtime configuration there is no session to read; the user stays "loading".
    console.error(error);
  }
  return useAtomValue(currentUserAtom);
}
