import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '../runtime-config.ts';
import { getSupabase } from '../supabase-client.ts';

export type ResolveDisputeRequest =
  | { as: 'host'; outcome: 'offer' }
  | { as: 'admin'; outcome: 'full' | 'none'; reason: string }
  | { as: 'admin'; outcome: 'partial'; amountCents: number; reason: string };

const FAILED = 'The dispute could not be resolved. Please try again.';

/**
 * POST {checkoutUrl}/resolve-dispute with the signed-in user's token: an admin's decision, or the host
 * accepting the vendor's offer. Resolves with the refunded cents; a refusal throws its message.
 */
export async function resolveDispute(
  disputeId: string,
  request: ResolveDisputeRequest,
): Promise<{ refundedCents: number }> {
  const { data } = await getSupabase().auth.getSession();
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().checkoutUrl}/resolve-dispute`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      },
      body: JSON.stringify({ disputeId, ...request }),
    });
  } catch {
    throw new Error(FAILED);
  }
  const answer = (await response.json().catch(() => null)) as {
    refundedCents?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof answer?.refundedCents === 'number')
    return { refundedCents: answer.refundedCents };
  throw new Error(typeof answer?.message === 'string' && answer.message ? answer.message : FAILED);
}

export function useResolveDispute(disputeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ResolveDisputeRequest) => resolveDispute(disputeId, request),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['dispute', disputeId] });
      await client.invalidateQueries({ queryKey: ['dispute-messages', disputeId] });
      await client.invalidateQueries({ queryKey: ['admin-disputes'] });
    },
  });
}
