import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails } from '../model/types';
import { eventsKeyRoot } from './get-my-events';

/** One of the signed-in host's events with its bookings and payments; null when it is not theirs or unknown. */
export async function getEventDetails(eventId: string): Promise<EventDetails | null> {
  const { data, error } = await getSupabase().rpc('event_details', { p_event_id: eventId });
  if (error) {
    // An id that is not a uuid, or another host's event, is no event of theirs.
    if (error.code === '22P02' || error.code === 'PT404' || error.code === 'P0002') return null;
    throw new Error(error.message);
  }
  return (data ?? null) as unknown as EventDetails | null;
}

export function eventDetailsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...eventsKeyRoot, 'details', eventId],
    queryFn: () => getEventDetails(eventId),
    refetchOnWindowFocus: true,
  });
}

export function useEventDetails(eventId: string, enabled: boolean) {
  return useQuery({ ...eventDetailsQueryOptions(eventId), enabled });
}
