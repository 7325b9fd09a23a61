import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

/** Shown when the request did not reach the server (the server's refusals are shown as it words them). */
export const OPEN_CONVERSATION_FAILED =
  "We couldn't open the conversation. Check your connection and try again.";

/** The conversation between a booking's host and its vendor, created when there is none. */
export async function conversationForBooking(bookingId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('conversation_for_booking', { p_booking_id: bookingId });
  // A refusal raised by the database has a code and is worded for the user; a network failure has none.
  if (error) throw new Error(error.code ? error.message : OPEN_CONVERSATION_FAILED);
  return data;
}

export function useConversationForBooking() {
  return useMutation({ mutationFn: conversationForBooking });
}
