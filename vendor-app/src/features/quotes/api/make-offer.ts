import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quotesKeyRoot } from './types';

export interface OfferInput {
  quoteId: string;
  priceCents: number;
  includes: string;
  eventDate: string;
  startTime: string;
  hours: number;
  expiresAt: string;
  /** Null: the listing's own policy. */
  refundPolicy: string | null;
}

/** Makes an offer on a quote, replacing its open offer if there is one; answers the new offer's id. */
export async function makeOffer(input: OfferInput): Promise<string> {
  const { data, error } = await getSupabase().rpc('make_quote_offer', {
    p_quote_id: input.quoteId,
    p_price_cents: input.priceCents,
    p_includes: input.includes,
    p_event_date: input.eventDate,
    p_start_time: input.startTime,
    p_hours: input.hours,
    p_expires_at: input.expiresAt,
    ...(input.refundPolicy ? { p_refund_policy: input.refundPolicy } : {}),
  });
  if (error) throw new Error(error.message);
  return data as string;
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    // Not awaited: the form's own callbacks run before the refetch replaces it with the new state.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: quotesKeyRoot });
    },
  });
}
