import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { conversationErrorMessage } from '../model/conversation-error';

/** The conversation between a booking's host and its vendor, created when there is none. */
export async function conversationForBooking(bookingId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('conversation_for_booking', { p_booking_id: bookingId });
  if (error) throw new Error(conversationErrorMessage(error));
  return data;
}

export function useConversationForBooking() {
  return useMutation({ mutationFn: conversationForBooking });
}
