import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export interface ReportInput {
  conversationId: string;
  reason: string;
}

/** Reports a conversation to the admins with the reporter's reason. */
export async function reportConversation({ conversationId, reason }: ReportInput): Promise<void> {
  const { error } = await getSupabase().rpc('report_conversation', {
    p_conversation_id: conversationId,
    p_reason: reason,
  });
  if (error) throw new Error(error.message);
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
