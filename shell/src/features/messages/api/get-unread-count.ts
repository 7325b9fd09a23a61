import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesKeyRoot } from './keys';

/** How many of the signed-in user's conversations have a message they have not read (counted in SQL). */
export async function getUnreadCount(): Promise<number> {
  const { data, error } = await getSupabase().rpc('unread_conversations_count');
  if (error) throw error;
  return data ?? 0;
}

export function unreadCountQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...messagesKeyRoot, 'unread', userId ?? ''],
    queryFn: getUnreadCount,
  });
}

/** The header's badge: read again when the window regains focus (the inbox broadcast may have been missed). */
export function useUnreadCount(userId: string | undefined) {
  return useQuery({
    ...unreadCountQueryOptions(userId),
    enabled: Boolean(userId),
    refetchOnWindowFocus: 'always',
  });
}
