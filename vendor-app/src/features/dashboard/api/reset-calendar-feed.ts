import { calendarFeedUrls } from '@partyeasy/shared-domain';
import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** A new secret token for the caller's feed (reset_calendar_feed): the old address answers 404 from now on. */
export async function resetCalendarFeed(): Promise<{ https: string; webcal: string }> {
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
