import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEmailsQueryOptions } from './get-message-emails';

export interface MessageEmailsInput {
  userId: string;
  enabled: boolean;
}

/** Turns the waiting-message e-mails on or off on the user's own profile row. */
export async function setMessageEmails({ userId, enabled }: MessageEmailsInput): Promise<void> {
  const { error } = await getSupabase().from('users').update({ message_emails: enabled }).eq('id', userId);
  if (error) throw new Error(error.message);
}

/** The switch moves at once and moves back when the save fails. */
export function useSetMessageEmails(userId: string) {
  const queryClient = useQueryClient();
  const key = messageEmailsQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn: setMessageEmails,
    scope: { id: 'message-emails' },
    onMutate: async ({ enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, enabled);
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
