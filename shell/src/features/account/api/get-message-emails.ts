import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Whether the user gets an e-mail when a message waits unread (users.message_emails; on by default). */
export async function getMessageEmails(userId: string): Promise<boolean> {
  const { data, error } = await getSupabase()
    .from('users')
    .select('message_emails')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.message_emails ?? true;
}

export function messageEmailsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['account', userId, 'message-emails'],
    queryFn: () => getMessageEmails(userId),
  });
}

export function useMessageEmails(userId: string) {
  return useQuery(messageEmailsQueryOptions(userId));
}
