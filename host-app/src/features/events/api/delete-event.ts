import { MY_EVENTS_QUERY_KEY } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeyRoot } from './get-my-events';

/** delete_event: the event and its shortlist go; refused while a vendor is booked for it (the database's words). */
export async function deleteEvent(eventId: string): Promise<void> {
  const { error } = await getSupabase().rpc('delete_event', { p_event_id: eventId });
  if (error) throw new Error(error.message);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    // Not the deleted event's own queries: the page still showing it would ask for it again and get a 404.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_EVENTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: [...eventsKeyRoot, 'shortlist-ids'] });
    },
  });
}
