import { MY_EVENTS_QUERY_KEY, type MyEventRow } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of the events feature starts with this key (a change to an event reads them all again). */
export const eventsKeyRoot = ['events'] as const;

/** The signed-in host's events, upcoming first then past (at most 50: the database's limit per host). */
export async function getMyEvents(): Promise<MyEventRow[]> {
  const { data, error } = await getSupabase().rpc('my_events');
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as MyEventRow[];
}

export function myEventsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...MY_EVENTS_QUERY_KEY, userId ?? ''],
    queryFn: getMyEvents,
    enabled: Boolean(userId),
  });
}

export function useMyEvents(userId: string | undefined) {
  return useQuery(myEventsQueryOptions(userId));
}
