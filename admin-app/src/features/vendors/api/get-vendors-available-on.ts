import type { CalendarDate } from '@partyeasy/shared-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { db } from './backend';

/** The ids of vendors with an available slot on a date (the event-date filter). */
export async function getVendorsAvailableOn(date: CalendarDate): Promise<Set<string>> {
  const { data, error } = await db()
    .from('availability')
    .select('vendor_id')
    .eq('date', date)
    .eq('is_available', true);
  if (error) throw error;
  return new Set(data.map((row) => row.vendor_id));
}

export const vendorsAvailableOnQueryOptions = (date: CalendarDate | null) =>
  queryOptions({
    queryKey: ['admin', 'vendors-available-on', date] as const,
    queryFn: () => (date ? getVendorsAvailableOn(date) : new Set<string>()),
    enabled: Boolean(date),
  });

export function useVendorsAvailableOn(date: CalendarDate | null) {
  return useQuery(vendorsAvailableOnQueryOptions(date));
}
