import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeyRoot } from './get-my-events';
import { shortlistIdsQueryOptions } from './get-shortlist-ids';

export interface ToggleShortlistInput {
  vendorId: string;
  eventId: string;
  /** What the heart shows after the press (the cache turns at once and back on failure). */
  saved: boolean;
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

/**
 * The shortlist heart's save: the heart turns at once and turns back when the server refuses; the answer
 * (saved or not) is what stays. Presses go one after another.
 */
export function useToggleShortlist() {
  const queryClient = useQueryClient();
  const setSaved = (eventId: string, vendorId: string, saved: boolean) =>
    queryClient.setQueryData(shortlistIdsQueryOptions(eventId).queryKey, (before) => {
      const next = new Set(before ?? []);
      if (saved) next.add(vendorId);
      else next.delete(vendorId);
      return next;
    });
  return useMutation({
    mutationFn: toggleShortlist,
    scope: { id: 'shortlist' },
    onMutate: async ({ eventId, vendorId, saved }) => {
      await queryClient.cancelQueries({ queryKey: shortlistIdsQueryOptions(eventId).queryKey });
      setSaved(eventId, vendorId, saved);
    },
    onSuccess: (saved, { eventId, vendorId }) => setSaved(eventId, vendorId, saved),
    onError: (_error, { eventId, vendorId, saved }) => setSaved(eventId, vendorId, !saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeyRoot }),
  });
}
