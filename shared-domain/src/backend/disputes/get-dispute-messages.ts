import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../supabase-client.ts';

export interface DisputeMessage {
  id: number;
  author_role: 'host' | 'vendor' | 'admin';
  body: string;
  created_at: string;
}

/** The latest 200 messages of a dispute's thread, oldest first (read through row security). */
export async function getDisputeMessages(disputeId: string): Promise<DisputeMessage[]> {
  const { data, error } = await getSupabase()
    .from('dispute_messages')
    .select('id, author_role, body, created_at')
    .eq('dispute_id', disputeId)
    .order('id', { ascending: false })
    .limit(200);
  if (error) throw error;
  return ((data ?? []) as DisputeMessage[]).reverse();
}

export function disputeMessagesQueryOptions(disputeId: string) {
  return queryOptions({
    queryKey: ['dispute-messages', disputeId],
    queryFn: () => getDisputeMessages(disputeId),
  });
}

/** Polled every 10 seconds while the thread is shown. */
export function useDisputeMessages(disputeId: string | undefined) {
  return useQuery({
    ...disputeMessagesQueryOptions(disputeId ?? ''),
    enabled: Boolean(disputeId),
    refetchInterval: 10_000,
  });
}
