import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface DashboardVendor {
  id: string;
  name: string;
}

/** The signed-in user's vendor (id, name), newest first; `null` when they have none. */
export async function getDashboardVendor(userId: string): Promise<DashboardVendor | null> {
  const { data, error } = await getSupabase()
    .from('vendors')
    .select('id, name')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  return ((data as DashboardVendor[] | null) ?? [])[0] ?? null;
}

export function dashboardVendorQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['vendor-dashboard', 'vendor', userId ?? null] as const,
    queryFn: () => getDashboardVendor(userId as string),
    enabled: Boolean(userId),
  });
}

export function useDashboardVendor(userId: string | undefined) {
  return useQuery(dashboardVendorQueryOptions(userId));
}
