import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShortlistItem } from '../model/types';
import { eventsKeyRoot } from './get-my-events';

/** The vendors on an event's shortlist with what pricing them needs (at most 100, the shortlist's limit). */
export async function getEventShortlist(eventId: string): Promise<ShortlistItem[]> {
  const { data, error } = await getSupabase().rpc('event_shortlist_items', { p_event_id: eventId });
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as ShortlistItem[];
}

export function eventShortlistQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...eventsKeyRoot, 'shortlist', eventId],
    queryFn: () => getEventShortlist(eventId),
  });
}

export function useEventShortlist(eventId: string, enabled: boolean) {
  return useQuery({ ...eventShortlistQueryOptions(eventId), enabled });
}
