import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES_KEY } from './get-reported-conversations';

export type AdminMessage = Database['public']['Functions']['admin_conversation_messages']['Returns'][number];

/** Messages per page (the database's most). */
export const ADMIN_MESSAGES_PAGE_SIZE = 50;

/**
 * A page of a reported conversation as written (`admin_conversation_messages`: the original text, hidden
 * messages included with their reason), newest first; the next page is the messages before the oldest shown.
 */
export async function getConversationMessages(
  conversationId: string,
  beforeId: number | null,
): Promise<AdminMessage[]> {
  const { data, error } = await getSupabase().rpc('admin_conversation_messages', {
    p_conversation_id: conversationId,
    ...(beforeId ? { p_before_id: beforeId } : {}),
    p_limit: ADMIN_MESSAGES_PAGE_SIZE,
  });
  if (error) throw new Error(error.message);
  return data ?? [];
}

export function conversationMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_MESSAGES_KEY, 'conversation', conversationId] as const,
    queryFn: ({ pageParam }) => getConversationMessages(conversationId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) =>
      last.length < ADMIN_MESSAGES_PAGE_SIZE ? undefined : (last.at(-1)?.id ?? undefined),
  });
}

export function useConversationMessages(conversationId: string) {
  return useInfiniteQuery(conversationMessagesQueryOptions(conversationId));
}
