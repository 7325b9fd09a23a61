import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '../supabase-client.ts';

/** Writes in a dispute's thread as its host, vendor or an admin. */
export async function postDisputeMessage(disputeId: string, body: string): Promise<void> {
  const { error } = await getSupabase().rpc('post_dispute_message', {
    p_dispute_id: disputeId,
    p_body: body,
  });
  if (error) throw new Error(error.message);
}

export function usePostDisputeMessage(disputeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postDisputeMessage(disputeId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['dispute-messages', disputeId] }),
  });
}
