import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { siteUrl } from '../model/auth-view';

/** Leaves for Google's consent screen; it comes back to the site root with a session. */
export async function signInWithGoogle() {
  const { error } = await getSupabase().auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: siteUrl('/'), queryParams: { access_type: 'offline', prompt: 'consent' } },
  });
  if (error) throw error;
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
