import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';
import { ACCEPT_OFFER_FAILED, quoteErrorMessage } from '../model/quote-error';

/**
 * Accepts an offer (accept_quote_offer): answers the unpaid booking priced from it, new or the one made
 * before. The database refuses an offer that is expired, withdrawn, replaced or declined, and a time the
 * vendor has since booked, with a message meant for the host.
 */
export async function acceptQuoteOffer(offerId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('accept_quote_offer', { p_offer_id: offerId });
  if (error) throw new Error(quoteErrorMessage(error, ACCEPT_OFFER_FAILED));
  return data;
}

export function useAcceptQuoteOffer() {
  return useMutation({ mutationFn: acceptQuoteOffer });
}
