import { INBOX_PAGE_SIZE } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { messagesKeyRoot } from './keys';

/** One row of the inbox as the `inbox` function returns it. */
export interface InboxRow {
  conversation_id: string;
  my_role: 'host' | 'vendor';
  vendor_id: string;
  vendor_name: string;
  other_name: string;
  last_message_at: string | null;
  last_message_preview: string | null;
  last_message_mine: boolean | null;
  unread: boolean;
}

/** One page of the signed-in user's conversations, newest first, before `before` (the last row's time). */
export async function getInbox(before: string | null): Promise<InboxRow[]> {
  const { data, error } = await getSupabase().rpc('inbox', {
    ...(before ? { p_before: before } : {}),
    p_limit: INBOX_PAGE_SIZE,
  });
  if (error) throw error;
  return (data ?? []) as InboxRow[];
}

export function inboxQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: [...messagesKeyRoot, 'inbox', userId],
    queryFn: ({ pageParam }) => getInbox(pageParam),
    initialPageParam: null as string | null,
    // A full page may have a next one, read before its last conversation's time; a short page is the last.
    getNextPageParam: (last) =>
      last.length === INBOX_PAGE_SIZE ? (last[last.length - 1]?.last_message_at ?? undefined) : undefined,
  });
}

export function useInbox(userId: string | undefined) {
  return useInfiniteQuery({
    ...inboxQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
    refetchOnWindowFocus: 'always',
  });
}
