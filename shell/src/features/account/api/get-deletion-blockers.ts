import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Why the account cannot be deleted now (public.account_deletion_blockers); empty when it can. */
export async function getDeletionBlockers(userId: string): Promise<string[]> {
  const { data, error } = await getSupabase().rpc('account_deletion_blockers', { p_user_id: userId });
  if (error) throw error;
  return data ?? [];
}

export function deletionBlockersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['account', userId, 'deletion-blockers'],
    queryFn: () => getDeletionBlockers(userId),
    staleTime: 0,
  });
}

export function useDeletionBlockers(userId: string, enabled: boolean) {
  return useQuery({ ...deletionBlockersQueryOptions(userId), enabled });
}
