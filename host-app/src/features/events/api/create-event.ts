import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeyRoot } from './get-my-events';

export interface CreateEventInput {
  name: string;
  eventDate: string;
  startTime: string;
  hours: number;
  city: string;
  guests: number;
  categories: string[];
}

/** The event's fields as create_event and update_event take them. */
export function eventArgs(input: CreateEventInput) {
  return {
    p_name: input.name,
    p_event_date: input.eventDate,
    p_start_time: input.startTime,
    p_hours: input.hours,
    p_city: input.city,
    p_guests: input.guests,
    p_categories: input.categories,
  };
}

/** create_event: the new event's id; it becomes the host's current event. Refusals carry the database's words. */
export async function createEvent(input: CreateEventInput): Promise<string> {
  const { data, error } = await getSupabase().rpc('create_event', eventArgs(input));
  if (error) throw new Error(error.message);
  return data as unknown as string;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeyRoot }),
  });
}
