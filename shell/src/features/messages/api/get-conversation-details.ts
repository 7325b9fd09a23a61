import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesKeyRoot } from './keys';

/** What `conversation_details` says about a conversation, for its participant. */
export interface ConversationDetails {
  id: string;
  my_role: 'host' | 'vendor';
  vendor_id: string;
  vendor_name: string;
  /** The host's first name for the vendor; the listing's name for the host. */
  other_name: string;
  listing_live: boolean;
  /** A paid or completed booking exists: contact details and links are shown. */
  contact_unlocked: boolean;
  can_send: boolean;
  bookings: { id: string; booking_date: string; payment_status: string }[];
  other_last_read_at: string | null;
}

export async function getConversationDetails(conversationId: string): Promise<ConversationDetails> {
  const { data, error } = await getSupabase().rpc('conversation_details', {
    p_conversation_id: conversationId,
  });
  if (error) throw error;
  return data as unknown as ConversationDetails;
}

export function conversationDetailsQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: [...messagesKeyRoot, 'conversation', conversationId, 'details'],
    queryFn: () => getConversationDetails(conversationId),
    retry: false,
  });
}

/** Read again on focus: a booking paid meanwhile unlocks the contact details. */
export function useConversationDetails(conversationId: string) {
  return useQuery({ ...conversationDetailsQueryOptions(conversationId), refetchOnWindowFocus: 'always' });
}
