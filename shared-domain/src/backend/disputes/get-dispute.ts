import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '../../database.ts';
import { getSupabase } from '../supabase-client.ts';

export type DisputeDetail = Database['public']['Functions']['dispute_detail']['Returns'][number];

/** One dispute with its booking, for its host, its vendor and admins (null: not found for the caller). */
export async function getDispute(disputeId: string): Promise<DisputeDetail | null> {
  const { data, error } = await getSupabase().rpc('dispute_detail', { p_dispute_id: disputeId });
  if (error) {
    if (error.code === 'PT404') return null;
    throw error;
  }
  return data?.[0] ?? null;
}

export function disputeQueryOptions(disputeId: string) {
  return queryOptions({ queryKey: ['dispute', disputeId], queryFn: () => getDispute(disputeId) });
}

/** Refetched every 15 seconds while the page is open: the other side may offer or an admin decide. */
export function useDispute(disputeId: string | undefined) {
  return useQuery({
    ...disputeQueryOptions(disputeId ?? ''),
    enabled: Boolean(disputeId),
    refetchInterval: 15_000,
  });
}
