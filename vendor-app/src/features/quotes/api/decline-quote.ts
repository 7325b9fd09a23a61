import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quotesKeyRoot } from './types';

/** Declines a request with a reason the host reads. */
export async function declineQuote(input: { quoteId: string; reason: string }): Promise<void> {
  const { error } = await getSupabase().rpc('decline_quote', {
    p_quote_id: input.quoteId,
    p_reason: input.reason,
  });
  if (error) throw new Error(error.message);
}

export function useDeclineQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineQuote,
    // Not awaited: the form's own callbacks run before the refetch replaces it with the new state.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: quotesKeyRoot });
    },
  });
}
