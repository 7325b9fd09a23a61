import { authErrorMessage, passwordUpdateResult } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

/** Sets a new password; resolves the toast to show. */
export async function changePassword(password: string) {
  const { error } = await getSupabase().auth.updateUser({ password });
  return passwordUpdateResult(error ? authErrorMessage(error) : undefined);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
