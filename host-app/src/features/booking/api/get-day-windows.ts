import type { AvailabilityWindow, CalendarDate } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The vendor's available windows on one date, by start time (rows without times are skipped). */
export async function getDayWindows(vendorId: string, date: CalendarDate): Promise<AvailabilityWindow[]> {
  const { data, error } = await getSupabase().rpc('vendor_day_windows', {
    p_vendor_id: vendorId,
    p_date: date,
  });
  if (error) throw error;
  return (data ?? []).flatMap((row) =>
    row.start_time && row.end_time ? [{ start: row.start_time, end: row.end_time }] : [],
  );
}

export function dayWindowsQueryOptions(vendorId: string, date: CalendarDate) {
  return queryOptions({
    queryKey: ['booking', 'day-windows', vendorId, date],
    queryFn: () => getDayWindows(vendorId, date),
  });
}

export function useDayWindows(vendorId: string, date: CalendarDate | null) {
  return useQuery({ ...dayWindowsQueryOptions(vendorId, date ?? ''), enabled: Boolean(date) });
}
