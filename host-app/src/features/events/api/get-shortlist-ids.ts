import { EVENT_SHORTLIST_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKeyRoot } from './get-my-events';

/** The ids of the vendors on one of the host's event shortlists (the hearts of cards and profiles). */
export async function getShortlistIds(eventId: string): Promise<ReadonlySet<string>> {
  const { data, error } = await getSupabase()
    .from('event_shortlist')
    .select('vendor_id')
    .eq('event_id', eventId)
    .limit(EVENT_SHORTLIST_LIMIT);
  if (error) throw new Error(error.message);
  return new Set((data ?? []).map((row: { vendor_id: string }) => row.vendor_id));
}

export function shortlistIdsQueryOptions(eventId: string | null) {
  return queryOptions({
    queryKey: [...eventsKeyRoot, 'shortlist-ids', eventId ?? ''],
    queryFn: () => getShortlistIds(eventId ?? ''),
    enabled: Boolean(eventId),
  });
}

export function useShortlistIds(eventId: string | null) {
  return useQuery(shortlistIdsQueryOptions(eventId));
}
