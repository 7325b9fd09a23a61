import { getSupabase, ownVendorRow } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface DashboardVendor {
  id: string;
  name: string;
}

/** The signed-in user's vendor (id, name, `ownVendorRow`); `null` when they have none. */
export async function getDashboardVendor(userId: string): Promise<DashboardVendor | null> {
  const { data, error } = await ownVendorRow(getSupabase(), userId, 'id, name');
  if (error) throw new Error(error.message);
  return data ?? null;
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
