import { type BookingStats, summaryStats, VENDOR_DASHBOARD_COUNTED_STATUSES } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The four stat cards over the vendor's bookings that stand (pending, paid, completed), whatever the
 * list's filters: one SQL aggregate. Cancelled bookings are listed but not counted.
 */
export async function getVendorBookingSummary(vendorId: string): Promise<BookingStats> {
  const args = { p_vendor_id: vendorId, p_statuses: [...VENDOR_DASHBOARD_COUNTED_STATUSES] };
  const { data, error } = await getSupabase().rpc('booking_summary', args, { get: true }).single();
  if (error) throw new Error(error.message);
  return summaryStats(data as Parameters<typeof summaryStats>[0]);
}

export function vendorBookingSummaryQueryOptions(vendorId: string | undefined) {
  return queryOptions({
    queryKey: ['vendor-dashboard', 'summary', vendorId ?? null] as const,
    queryFn: () => getVendorBookingSummary(vendorId as string),
    enabled: Boolean(vendorId),
  });
}

export function useVendorBookingSummary(vendorId: string | undefined) {
  return useQuery(vendorBookingSummaryQueryOptions(vendorId));
}
