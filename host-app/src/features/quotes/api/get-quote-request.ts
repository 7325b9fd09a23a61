import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteRequest } from '../model/types';
import { quoteRequestsKeyRoot } from './get-host-quote-requests';

/** One of the signed-in host's requests with its vendors and offers; null when it is not theirs or unknown. */
export async function getQuoteRequest(requestId: string): Promise<QuoteRequest | null> {
  const { data, error } = await getSupabase().rpc('quote_request_details', { p_request_id: requestId });
  if (error) {
    // An id that is not a uuid cannot be anyone's request.
    if (error.code === '22P02') return null;
    throw new Error(error.message);
  }
  return (data ?? null) as unknown as QuoteRequest | null;
}

export function quoteRequestQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: [...quoteRequestsKeyRoot, 'one', requestId],
    queryFn: () => getQuoteRequest(requestId),
    // Offers arrive and expire while the page is open: read again when the host comes back to it.
    refetchOnWindowFocus: true,
  });
}

export function useQuoteRequest(requestId: string, enabled: boolean) {
  return useQuery({ ...quoteRequestQueryOptions(requestId), enabled });
}
