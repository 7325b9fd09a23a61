import { type CalendarDate, localToday } from '@partyeasy/shared-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { db } from './backend';

/** Every date from today on with at least one available slot (the calendar's green dots). */
export async function getAvailableDates(today: CalendarDate = localToday()): Promise<CalendarDate[]> {
  const { data, error } = await db()
    .from('availability')
    .select('date')
    .eq('is_available', true)
    .gte('date', today);
  if (error) throw error;
  return [...new Set(data.map((row) => row.date))];
}

export const availableDatesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'available-dates'] as const, queryFn: () => getAvailableDates() });

export function useAvailableDates(enabled = true) {
  return useQuery({ ...availableDatesQueryOptions(), enabled });
}
