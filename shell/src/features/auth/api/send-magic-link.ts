import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { siteUrl } from '../model/auth-view';

/** Mails a sign-in link (and a 6-digit code) to an existing account. */
export async function sendMagicLink(email: string) {
  const { error } = await getSupabase().auth.signInWithOtp({
    email: email.trim(),
    options: { emailRedirectTo: siteUrl('/'), shouldCreateUser: false },
  });
  if (error) throw error;
}

export function useSendMagicLink() {
  return useMutation({ mutationFn: sendMagicLink });
}
