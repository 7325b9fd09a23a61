import { authErrorMessage, profileUpdateResult } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export interface ProfileInput {
  fullName: string;
  email: string;
  phone: string;
  /** The address the account has now; the e-mail is sent only when it changed. */
  currentEmail: string;
}

/** Saves name, full name and phone (and a changed e-mail) on the auth user; resolves the toast to show. */
export async function updateProfile(input: ProfileInput) {
  const email = input.email.trim();
  const fullName = input.fullName.trim();
  const { error } = await getSupabase().auth.updateUser({
    ...(email !== input.currentEmail ? { email } : {}),
    data: { name: fullName, full_name: fullName, phone_number: input.phone.trim() },
  });
  return profileUpdateResult(error ? authErrorMessage(error) : undefined);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
