import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type AdminDispute = Database['public']['Functions']['admin_disputes']['Returns'][number];
export type AdminDisputesTab = 'open' | 'resolved';
export const ADMIN_DISPUTES_PAGE_SIZE = 20;

/** A page of the queue, oldest first (open includes those being resolved), with the total. */
export async function getAdminDisputes(tab: AdminDisputesTab, page: number) {
  const { data, error } = await getSupabase().rpc('admin_disputes', {
    p_status: tab,
    p_limit: ADMIN_DISPUTES_PAGE_SIZE,
    p_offset: (page - 1) * ADMIN_DISPUTES_PAGE_SIZE,
  });
  if (error) throw new Error(error.message);
  const rows = data ?? [];
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

export function adminDisputesQueryOptions(tab: AdminDisputesTab, page: number) {
  return queryOptions({
    queryKey: ['admin-disputes', tab, page],
    queryFn: () => getAdminDisputes(tab, page),
    placeholderData: keepPreviousData,
  });
}

export function useAdminDisputes(tab: AdminDisputesTab, page: number) {
  return useQuery(adminDisputesQueryOptions(tab, page));
}
