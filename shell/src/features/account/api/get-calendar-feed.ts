import { calendarFeedUrls } from '@partyeasy/shared-domain';
import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The caller's calendar feed addresses (my_calendar_feed makes the secret token on the first call). */
export async function getCalendarFeed(): Promise<{ https: string; webcal: string }> {
  const { data, error } = await getSupabase().rpc('my_calendar_feed');
  if (error || !data) throw new Error(error?.message ?? 'No calendar link');
  return calendarFeedUrls(getRuntimeConfig().supabaseUrl, data);
}

export function calendarFeedQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['calendar-feed', userId ?? null] as const,
    queryFn: getCalendarFeed,
    enabled: Boolean(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCalendarFeed(userId: string | undefined) {
  return useQuery(calendarFeedQueryOptions(userId));
}
