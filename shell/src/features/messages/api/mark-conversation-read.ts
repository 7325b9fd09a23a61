import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxQueryOptions } from './get-inbox';
import { unreadCountQueryOptions } from './get-unread-count';

/** Marks the signed-in participant's side of a conversation read up to now. */
export async function markConversationRead(conversationId: string): Promise<void> {
  const { error } = await getSupabase().rpc('mark_conversation_read', { p_conversation_id: conversationId });
  if (error) throw error;
}

/** Then the badge and the inbox are read again (the inbox broadcast does the same in other tabs). */
export function useMarkConversationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: inboxQueryOptions(userId).queryKey });
    },
  });
}
