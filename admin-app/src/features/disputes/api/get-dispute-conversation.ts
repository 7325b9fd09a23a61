import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type DisputeConversationMessage =
  Database['public']['Functions']['admin_dispute_conversation']['Returns'][number];

/**
 * The latest 50 messages between the dispute's host and vendor, oldest first (null: they never wrote).
 */
export async function getDisputeConversation(
  disputeId: string,
): Promise<DisputeConversationMessage[] | null> {
  const { data, error } = await getSupabase().rpc('admin_dispute_conversation', {
    p_dispute_id: disputeId,
    p_limit: 50,
  });
  if (error) throw new Error(error.message);
  return [...(data ?? [])].reverse();
}

export function disputeConversationQueryOptions(disputeId: string) {
  return queryOptions({
    queryKey: ['admin-dispute-conversation', disputeId],
    queryFn: () => getDisputeConversation(disputeId),
  });
}

export function useDisputeConversation(disputeId: string) {
  return useQuery(disputeConversationQueryOptions(disputeId));
}
