import { getSupabase, ownVendorRow } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface DashboardVendor {
  id: string;
  name: string;
  /** vendors.status: pending_approval, approved, rejected or edit_listing. */
  status: string;
  /** The admin's reason when the listing was rejected; null otherwise. */
  rejection_reason: string | null;
  /** The listing's IANA time zone: booking dates and times are wall-clock there. */
  time_zone: string;
}

/** The signed-in user's vendor (id, name, status, rejection reason and time zone, `ownVendorRow`); `null` when they have none. */
export async function getDashboardVendor(userId: string): Promise<DashboardVendor | null> {
  const { data, error } = await ownVendorRow(
    getSupabase(),
    userId,
    'id, name, status, rejection_reason, time_zone',
  );
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
