import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '../supabase-client.ts';

/** The vendor offers the host a partial refund (at most its share; the database checks it). */
export async function offerDisputeRefund(disputeId: string, amountCents: number): Promise<void> {
  const { error } = await getSupabase().rpc('offer_dispute_refund', {
    p_dispute_id: disputeId,
    p_amount_cents: amountCents,
  });
  if (error) throw new Error(error.message);
}

export function useOfferDisputeRefund(disputeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) => offerDisputeRefund(disputeId, amountCents),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['dispute', disputeId] });
      await client.invalidateQueries({ queryKey: ['dispute-messages', disputeId] });
    },
  });
}
