import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { siteUrl } from '../model/auth-view';

/** Mails a link that opens /reset-password. */
export async function sendPasswordReset(email: string) {
  const { error } = await getSupabase().auth.resetPasswordForEmail(email.trim(), {
    redirectTo: siteUrl('/reset-password'),
  });
  if (error) throw error;
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
