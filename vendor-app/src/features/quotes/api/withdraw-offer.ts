import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quotesKeyRoot } from './types';

/** Withdraws an open offer: the quote waits for an answer again. */
export async function withdrawOffer(offerId: string): Promise<void> {
  const { error } = await getSupabase().rpc('withdraw_quote_offer', { p_offer_id: offerId });
  if (error) throw new Error(error.message);
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    // Not awaited: the form's own callbacks run before the refetch replaces it with the new state.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: quotesKeyRoot });
    },
  });
}
