import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { useReturnPath } from '../hooks/use-return-path';
import { siteUrl } from '../model/auth-view';

/** Leaves for Google's consent screen; it comes back to `returnPath` with a session. */
export async function signInWithGoogle(returnPath = '/') {
  const { error } = await getSupabase().auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: siteUrl(returnPath), queryParams: { access_type: 'offline', prompt: 'consent' } },
  });
  if (error) throw error;
}

export function useSignInWithGoogle() {
  const returnPath = useReturnPath();
  return useMutation({ mutationFn: () => signInWithGoogle(returnPath) });
}
