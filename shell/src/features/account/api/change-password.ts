import { ACCOUNT_MESSAGES, authErrorMessage, passwordUpdateResult } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export interface ChangePasswordInput {
  email: string;
  /** The password the account has now; undefined for an account without one (Google only). */
  currentPassword?: string;
  password: string;
  /** The 6-digit code GoTrue mailed after asking for reauthentication. */
  nonce?: string;
}

export type ChangePasswordResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: 'current' | 'code'; codeSent?: boolean };

/**
 * Sets a new password. The current password is proved first with a fresh sign-in (which is also what
 * GoTrue's secure password change accepts without a code); a session it still finds too old is answered with
 * reauthentication_needed: the code is mailed and the form asks for it.
 */
export async function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResult> {
  const auth = getSupabase().auth;
  if (input.currentPassword !== undefined && !input.nonce) {
    const { error } = await auth.signInWithPassword({ email: input.email, password: input.currentPassword });
    if (error) {
      return error.code === 'invalid_credentials'
        ? { ok: false, message: ACCOUNT_MESSAGES.currentPasswordWrong, field: 'current' }
        : { ok: false, message: passwordUpdateResult(authErrorMessage(error)).message };
    }
  }
  const { error } = await auth.updateUser({
    password: input.password,
    ...(input.nonce ? { nonce: input.nonce.trim() } : {}),
  });
  if (error?.code === 'reauthentication_needed') {
    const sent = await auth.reauthenticate();
    if (sent.error) return { ok: false, message: passwordUpdateResult(authErrorMessage(sent.error)).message };
    return {
      ok: false,
      message: ACCOUNT_MESSAGES.reauthenticationSent(input.email),
      field: 'code',
      codeSent: true,
    };
  }
  if (error?.code === 'reauthentication_not_valid') {
    return { ok: false, message: 'That code is wrong or has expired.', field: 'code' };
  }
  const result = passwordUpdateResult(error ? authErrorMessage(error) : undefined);
  return result.ok ? { ok: true, message: result.message } : { ok: false, message: result.message };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
