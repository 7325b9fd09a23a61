import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { useReturnPath } from '../hooks/use-return-path';
import { siteUrl } from '../model/auth-view';

/** Mails a sign-in link (and a 6-digit code) to an existing account. */
export async function sendMagicLink(email: string, returnPath = '/') {
  const { error } = await getSupabase().auth.signInWithOtp({
    email: email.trim(),
    options: { emailRedirectTo: siteUrl(returnPath), shouldCreateUser: false },
  });
  if (error) throw error;
}

export function useSendMagicLink() {
  const returnPath = useReturnPath();
  return useMutation({ mutationFn: (email: string) => sendMagicLink(email, returnPath) });
}
