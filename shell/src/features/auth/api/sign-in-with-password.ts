import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export async function signInWithPassword(input: { email: string; password: string }) {
  const { error } = await getSupabase().auth.signInWithPassword({
    email: input.email.trim(),
    password: input.password,
  });
  if (error) throw error;
}

export function useSignInWithPassword() {
  return useMutation({ mutationFn: signInWithPassword });
}
