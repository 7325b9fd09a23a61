import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportedConversationsQueryOptions } from './get-reported-conversations';

export interface SetMessagingBlockInput {
  userId: string;
  blocked: boolean;
  reason: string;
}

/** Stops a participant of a reported conversation from sending messages, or lets them again, with a reason. */
export async function setMessagingBlock({ userId, blocked, reason }: SetMessagingBlockInput): Promise<void> {
  const { error } = await getSupabase().rpc('admin_set_messaging_block', {
    p_user_id: userId,
    p_blocked: blocked,
    p_reason: reason,
  });
  if (error) throw new Error(error.message);
}

export function useSetMessagingBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessagingBlock,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: reportedConversationsQueryOptions().queryKey }),
  });
}
