import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateEventInput, eventArgs } from './create-event';
import { eventsKeyRoot } from './get-my-events';

/**
 * update_event: the event's new details. The date cannot change while a vendor is booked for it; refusals
 * carry the database's words (shared-domain EVENT_MESSAGES).
 */
export async function updateEvent({
  eventId,
  ...input
}: CreateEventInput & { eventId: string }): Promise<string> {
  const { error } = await getSupabase().rpc('update_event', { p_event_id: eventId, ...eventArgs(input) });
  if (error) throw new Error(error.message);
  return eventId;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeyRoot }),
  });
}
