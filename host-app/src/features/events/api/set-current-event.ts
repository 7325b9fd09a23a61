import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeyRoot } from './get-my-events';

/** set_current_event: the event browse, profiles and the heart plan for (null: none). */
export async function setCurrentEvent(eventId: string | null): Promise<void> {
  const { error } = await getSupabase().rpc('set_current_event', { p_event_id: eventId as string });
  if (error) throw new Error(error.message);
}

export function useSetCurrentEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCurrentEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeyRoot }),
  });
}
