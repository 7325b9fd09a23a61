import { CONVERSATION_PAGE_SIZE } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ThreadMessage } from '../model/thread';
import { messagesKeyRoot } from './keys';

/**
 * One page of a conversation, newest first: the newest 50, or the 50 before `beforeId`. The body comes back
 * masked until a paid booking exists, and null for a hidden message.
 */
export async function getConversationMessages(
  conversationId: string,
  beforeId: number | null,
): Promise<ThreadMessage[]> {
  const { data, error } = await getSupabase().rpc('conversation_messages', {
    p_conversation_id: conversationId,
    ...(beforeId === null ? {} : { p_before_id: beforeId }),
    p_limit: CONVERSATION_PAGE_SIZE,
  });
  if (error) throw error;
  return (data ?? []) as ThreadMessage[];
}

export function conversationMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: [...messagesKeyRoot, 'conversation', conversationId, 'messages'],
    queryFn: ({ pageParam }) => getConversationMessages(conversationId, pageParam),
    initialPageParam: null as number | null,
    // Older pages go on behind: before the oldest message of the last page read, until a short page.
    getNextPageParam: (last) =>
      last.length === CONVERSATION_PAGE_SIZE ? Number(last[last.length - 1]?.id) : undefined,
    // Kept up to date by the live channel and the gap fill (use-conversation-live.ts), never read again whole.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useConversationMessages(conversationId: string) {
  return useInfiniteQuery(conversationMessagesQueryOptions(conversationId));
}
