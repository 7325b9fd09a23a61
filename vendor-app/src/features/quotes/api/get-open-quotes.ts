import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotesKeyRoot, type VendorQuote } from './types';

/** How many open requests the dashboard card lists (oldest due first); the rest wait for the next page. */
export const OPEN_QUOTES_LIMIT = 20;

/** The listing's open quotes (waiting or offered), the one due soonest first. */
export async function getOpenQuotes(): Promise<VendorQuote[]> {
  const { data, error } = await getSupabase().rpc('vendor_quotes', {
    p_status: 'open',
    p_limit: OPEN_QUOTES_LIMIT,
  });
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as VendorQuote[];
}

export function openQuotesQueryOptions(vendorId: string | undefined) {
  return queryOptions({
    queryKey: [...quotesKeyRoot, 'open', vendorId ?? null] as const,
    queryFn: getOpenQuotes,
    enabled: Boolean(vendorId),
  });
}

export function useOpenQuotes(vendorId: string | undefined) {
  return useQuery(openQuotesQueryOptions(vendorId));
}
