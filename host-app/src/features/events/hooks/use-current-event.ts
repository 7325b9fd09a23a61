import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { useAtomValue } from 'jotai';
import { useMyEvents } from '../api/get-my-events';
import type { EventSummary } from '../model/types';

/**
 * The signed-in host's current event (the header's switch): browse, profiles, the booking dialog and the
 * heart plan for it. null without one (or signed out); undefined while it is being read.
 */
export function useCurrentEvent(): EventSummary | null | undefined {
  const user = useAtomValue(currentUserAtom);
  const events = useMyEvents(user?.id);
  if (user === null) return null;
  if (!user || events.isPending) return undefined;
  // A failed read plans for no event: the heart saves to favourites, as before events.
  return events.data?.find((e) => e.is_current) ?? null;
}
