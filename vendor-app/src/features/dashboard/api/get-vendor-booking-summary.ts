import { type BookingStats, bookingSearchArgs, summaryStats } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NO_FILTERS } from '../model/booking-filters';
import { dashboardScope } from './get-vendor-bookings';

/** The four stat cards over all of the vendor's pending and paid bookings: one SQL aggregate. */
export async function getVendorBookingSummary(vendorId: string): Promise<BookingStats> {
  const args = bookingSearchArgs(NO_FILTERS, dashboardScope(vendorId));
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
