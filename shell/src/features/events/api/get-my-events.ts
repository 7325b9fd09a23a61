import { MY_EVENTS_QUERY_KEY, type MyEventRow } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in host's events (my_events: at most 50, upcoming first), shared with the host-app's pages. */
export async function getMyEvents(): Promise<MyEventRow[]> {
  const { data, error } = await getSupabase().rpc('my_events');
  if (error) throw new Error(error.message);
  return Array.isArray(data) ? (data as MyEventRow[]) : [];
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
