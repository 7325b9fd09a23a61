import { TERMS_METADATA_KEY } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { PROFILE_SETUP_FAILED, type UserType, upsertUserProfile } from '../../session';
import { useReturnPath } from '../hooks/use-return-path';
import { AUTH_MESSAGES, confirmedLanding, siteUrl } from '../model/auth-view';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  phone: string;
  userType: UserType;
  /** The terms version the user accepted, confirming being 18 or older (recorded by the auth trigger). */
  termsVersion: string;
}

/** 'confirm': a confirmation mail was sent; 'signed-in': the backend confirmed at once. */
export type SignUpOutcome = 'confirm' | 'signed-in';

export async function signUp(input: SignUpInput, returnPath = '/'): Promise<SignUpOutcome> {
  const { data, error } = await getSupabase().auth.signUp({
    email: input.email.trim(),
    password: input.password,
    options: {
      emailRedirectTo: siteUrl(confirmedLanding(input.userType, returnPath)),
      data: {
        full_name: input.fullName.trim(),
        user_type: input.userType,
        phone_number: input.phone.trim() || null,
        [TERMS_METADATA_KEY]: input.termsVersion,
      },
    },
  });
  if (error) throw error;
  // An address that already has a confirmed account answers with a user without identities.
  if (data.user && data.user.identities?.length === 0) throw new Error(AUTH_MESSAGES.accountExists);
  if (!data.session || !data.user) return 'confirm';
  const { ok } = await upsertUserProfile(data.user, input.userType);
  if (!ok) throw new Error(PROFILE_SETUP_FAILED);
  return 'signed-in';
}

export function useSignUp() {
  const returnPath = useReturnPath();
  return useMutation({ mutationFn: (input: SignUpInput) => signUp(input, returnPath) });
}
