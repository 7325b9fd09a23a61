import type { CalendarDate } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Dates in [from, to] on which at least one approved vendor is available: the calendar's green dots. */
export async function getAvailableDates(from: CalendarDate, to: CalendarDate): Promise<CalendarDate[]> {
  const { data, error } = await getSupabase().rpc('available_dates', { p_from: from, p_to: to });
  if (error) throw error;
  return (data ?? []).map((date) => String(date).slice(0, 10));
}

export function availableDatesQueryOptions(from: CalendarDate, to: CalendarDate) {
  return queryOptions({
    queryKey: ['available-dates', from, to],
    queryFn: () => getAvailableDates(from, to),
  });
}

export function useAvailableDates(from: CalendarDate, to: CalendarDate, enabled = true) {
  return useQuery({ ...availableDatesQueryOptions(from, to), enabled });
}
