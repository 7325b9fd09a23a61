import { needsTermsAcceptance } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { takeGoogleConsent } from '../model/pending-terms-consent';

/** The terms version the user accepted (null: never), as the database recorded it. */
export interface TermsStatus {
  version: string | null;
}

async function acceptTerms(version: string): Promise<TermsStatus> {
  const { data, error } = await getSupabase().rpc('accept_terms', { p_version: version });
  if (error) throw error;
  return { version: data?.[0]?.terms_version ?? null };
}

/**
 * The signed-in user's accepted terms version. A consent given on the sign-up form before a Google redirect
 * is recorded here first, so that the prompt does not ask for it again.
 */
export async function loadTermsStatus(userId: string): Promise<TermsStatus> {
  const { data, error } = await getSupabase()
    .from('users')
    .select('terms_version')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  const version = data?.terms_version ?? null;
  const pending = needsTermsAcceptance(version) ? takeGoogleConsent() : undefined;
  return pending ? acceptTerms(pending) : { version };
}

export function termsStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['terms-status', userId],
    queryFn: () => loadTermsStatus(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTermsStatus(userId: string | undefined) {
  return useQuery({ ...termsStatusQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** The prompt's Accept: records the version server-side and updates the cached status. */
export function useAcceptTerms(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (status) => queryClient.setQueryData(termsStatusQueryOptions(userId).queryKey, status),
  });
}
