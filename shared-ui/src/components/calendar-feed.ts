import { calendarFeedUrls } from '@partyeasy/shared-domain';
import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type FeedUrls = { https: string; webcal: string };

/** The caller's calendar feed addresses (my_calendar_feed makes the secret token on the first call). */
export async function getCalendarFeed(): Promise<FeedUrls> {
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

/** The feed of the account settings and of the vendor dashboard (docs/calendar.md). */
export function useCalendarFeed(userId: string | undefined) {
  return useQuery(calendarFeedQueryOptions(userId));
}

/** A new secret token for the caller's feed (reset_calendar_feed): the old address answers 404 from now on. */
export async function resetCalendarFeed(): Promise<FeedUrls> {
  const { data, error } = await getSupabase().rpc('reset_calendar_feed');
  if (error || !data) throw new Error("The link couldn't be reset. Please try again.");
  return calendarFeedUrls(getRuntimeConfig().supabaseUrl, data);
}

export function useResetCalendarFeed(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (urls) => queryClient.setQueryData(calendarFeedQueryOptions(userId).queryKey, urls),
  });
}
