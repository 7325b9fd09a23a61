import type { CalendarDate } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The vendor's dates with availability from `from` (tomorrow) on, ascending. */
export async function getAvailableDates(vendorId: string, from: CalendarDate): Promise<CalendarDate[]> {
  const { data, error } = await getSupabase().rpc('vendor_available_dates', {
    p_vendor_id: vendorId,
    p_from: from,
  });
  if (error) throw error;
  return data ?? [];
}

export function availableDatesQueryOptions(vendorId: string, from: CalendarDate) {
  return queryOptions({
    queryKey: ['booking', 'available-dates', vendorId, from],
    queryFn: () => getAvailableDates(vendorId, from),
  });
}

export function useAvailableDates(vendorId: string, from: CalendarDate, enabled = true) {
  return useQuery({ ...availableDatesQueryOptions(vendorId, from), enabled });
}
