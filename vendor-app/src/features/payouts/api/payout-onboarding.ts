import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutState } from '../model/payout-state';
import { payoutQueryKey } from './get-payout-account';

const FAILED = 'Payout setup could not be started. Please try again.';

/**
 * POST {checkoutUrl}/payout-onboarding (the payout-onboarding function) with the vendor's token:
 * 'link' answers the hosted onboarding's URL (the account is created on first use), 'status' reads the
 * account's state from the payment provider.
 */
export async function payoutOnboarding(
  vendorId: string,
  action: 'link' | 'status',
): Promise<{ state: PayoutState; url: string | null }> {
  const { data } = await getSupabase().auth.getSession();
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().checkoutUrl}/payout-onboarding`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      },
      body: JSON.stringify({ vendorId, action }),
    });
  } catch {
    throw new Error(FAILED);
  }
  const answer = (await response.json().catch(() => null)) as {
    state?: PayoutState;
    url?: string | null;
    message?: string;
  } | null;
  if (response.ok && answer?.state) return { state: answer.state, url: answer.url ?? null };
  throw new Error(answer?.message || FAILED);
}

/** Connect / Continue: goes to the hosted onboarding (the page is left, so the button stays busy). */
export function useStartPayoutOnboarding(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payoutOnboarding(vendorId, 'link'),
    onSuccess: async ({ url }) => {
      if (url) {
        window.location.assign(url);
        await new Promise(() => undefined);
      }
      await queryClient.invalidateQueries({ queryKey: payoutQueryKey(vendorId) });
    },
  });
}

/** Back from the hosted onboarding: the state is read from the provider, then the earnings again. */
export function useSyncPayoutAccount(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payoutOnboarding(vendorId, 'status'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutQueryKey(vendorId) }),
  });
}
