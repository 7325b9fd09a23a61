import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeyRoot } from './get-my-events';

export interface ToggleShortlistInput {
  vendorId: string;
  eventId: string;
}

/** toggle_shortlist: adds the vendor to the event's shortlist or takes it off; answers whether it is on now. */
export async function toggleShortlist({ vendorId, eventId }: ToggleShortlistInput): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('toggle_shortlist', {
    p_vendor_id: vendorId,
    p_event_id: eventId,
  });
  if (error) throw new Error(error.message);
  return Boolean(data);
}

export function useToggleShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleShortlist,
    // One vendor's presses go one after another, so the last press is what stays.
    scope: { id: 'shortlist' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeyRoot }),
  });
}
