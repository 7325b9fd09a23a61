import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

/** Signs in with the 6-digit code of a mailed magic link. */
export async function verifyEmailOtp(input: { email: string; token: string }) {
  const { error } = await getSupabase().auth.verifyOtp({
    email: input.email.trim(),
    token: input.token.trim(),
    type: 'email',
  });
  if (error) throw error;
}

export function useVerifyEmailOtp() {
  return useMutation({ mutationFn: verifyEmailOtp });
}
