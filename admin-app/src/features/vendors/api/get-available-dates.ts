import { addDays, type CalendarDate, localToday } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How far ahead the calendar's green dots go. */
const DAYS_AHEAD = 365;

/** The dates from today on with an available slot at some approved vendor (the calendar's green dots). */
export async function getAvailableDates(today: CalendarDate = localToday()): Promise<CalendarDate[]> {
  const { data, error } = await getSupabase().rpc(
    'available_dates',
    { p_from: today, p_to: addDays(today, DAYS_AHEAD) },
    { get: true },
  );
  if (error) throw error;
  return data;
}

export const availableDatesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'available-dates'] as const, queryFn: () => getAvailableDates() });

export function useAvailableDates(enabled = true) {
  return useQuery({ ...availableDatesQueryOptions(), enabled });
}
