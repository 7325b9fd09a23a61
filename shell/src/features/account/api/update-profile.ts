import { authErrorMessage, emailChangeSentMessage, profileUpdateResult } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_CHANGE_RETURN } from '../model/email-change-landing';

export interface ProfileInput {
  fullName: string;
  email: string;
  phone: string;
  /** The address the account has now; the e-mail is sent only when it changed. */
  currentEmail: string;
}

/**
 * Saves name, full name and phone (and asks for a changed e-mail) on the auth user; resolves what to say.
 * A new address is not the account's yet: GoTrue mails a link to it and to the current one, and the links
 * bring the user back to the settings page (`EMAIL_CHANGE_RETURN`).
 */
export async function updateProfile(input: ProfileInput) {
  const email = input.email.trim();
  const fullName = input.fullName.trim();
  const changingEmail = email.toLowerCase() !== input.currentEmail.toLowerCase();
  const { error } = await getSupabase().auth.updateUser(
    {
      ...(changingEmail ? { email } : {}),
      data: { name: fullName, full_name: fullName, phone_number: input.phone.trim() },
    },
    changingEmail ? { emailRedirectTo: `${window.location.origin}${EMAIL_CHANGE_RETURN}` } : undefined,
  );
  const result = profileUpdateResult(error ? authErrorMessage(error) : undefined);
  return result.ok && changingEmail
    ? { ...result, emailChange: emailChangeSentMessage(input.currentEmail, email) }
    : { ...result, emailChange: undefined };
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
