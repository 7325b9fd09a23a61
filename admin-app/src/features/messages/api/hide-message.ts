import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationMessagesQueryOptions } from './get-conversation-messages';

/** Hides a message of a reported conversation with a reason (recorded with the admin; both sides see it hidden). */
export async function hideMessage(messageId: number, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('admin_hide_message', {
    p_message_id: messageId,
    p_reason: reason,
  });
  if (error) throw new Error(error.message);
}

export function useHideMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      hideMessage(messageId, reason),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: conversationMessagesQueryOptions(conversationId).queryKey }),
  });
}
