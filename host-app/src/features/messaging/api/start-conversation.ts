import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { conversationErrorMessage } from '../model/conversation-error';

/**
 * The signed-in host's conversation with a listing, created when there is none (`start_conversation`). The
 * database refuses one's own listing, a listing that is not live, more than the daily number of new
 * conversations and a blocked account, each with a message meant for the user.
 */
export async function startConversation(vendorId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('start_conversation', { p_vendor_id: vendorId });
  if (error) throw new Error(conversationErrorMessage(error));
  return data;
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}
