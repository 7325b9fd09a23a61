import { PRIVACY_MESSAGES } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export type DeleteAccountResult =
  | { ok: true }
  | { ok: false; message: string; field?: 'password'; blockers?: string[] };

/**
 * Asks the delete-account function to delete the signed-in user's account with their password. Refusals
 * come back as results (a wrong password beside its field, the reasons the account cannot go yet).
 */
export async function deleteAccount(password: string): Promise<DeleteAccountResult> {
  if (!password) return { ok: false, message: PRIVACY_MESSAGES.passwordRequired, field: 'password' };
  const { error } = await getSupabase().functions.invoke('delete-account', { body: { password } });
  if (!error) return { ok: true };
  const response = (error as { context?: Response }).context;
  const body = (await response
    ?.clone()
    .json()
    .catch(() => null)) as { error?: string; message?: string; blockers?: string[] } | null;
  if (body?.error === 'wrong_password') return { ok: false, message: body.message ?? '', field: 'password' };
  if (body?.error === 'deletion_blocked')
    return { ok: false, message: body.message ?? '', blockers: body.blockers ?? [] };
  if (body?.message && response && response.status < 500) return { ok: false, message: body.message };
  console.error('Account deletion failed', error);
  return { ok: false, message: body?.message ?? PRIVACY_MESSAGES.deleteFailed };
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
