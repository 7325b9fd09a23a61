import { type BookingSearchArgs, type BookingStats, summaryStats } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The six cards' figures over every booking matching the filters: one SQL aggregate (booking_summary,
 * admins only), exact however many rows match. Its total is also the table's row count.
 */
export async function getBookingSummary(args: BookingSearchArgs): Promise<BookingStats> {
  const { data, error } = await getSupabase().rpc('booking_summary', args, { get: true }).single();
  if (error) throw error;
  return summaryStats(data);
}

export const bookingSummaryQueryOptions = (args: BookingSearchArgs) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'summary', args] as const,
    queryFn: () => getBookingSummary(args),
  });

export function useBookingSummary(args: BookingSearchArgs) {
  return useQuery({ ...bookingSummaryQueryOptions(args), placeholderData: keepPreviousData });
}
