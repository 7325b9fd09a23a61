import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import type { ThreadMessage } from '../model/thread';

export interface SendMessageInput {
  conversationId: string;
  body: string;
  /** The booking the message is about (the page's `?booking=`), if any. */
  bookingId: string | null;
}

/** Sends one message; the database checks length, rate and participant, and says why it refuses. */
export async function sendMessage({
  conversationId,
  body,
  bookingId,
}: SendMessageInput): Promise<ThreadMessage> {
  const { data, error } = await getSupabase().rpc('send_message', {
    p_conversation_id: conversationId,
    p_body: body,
    ...(bookingId ? { p_booking_id: bookingId } : {}),
  });
  if (error) throw new Error(error.message);
  return data as unknown as ThreadMessage;
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
