import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotesKeyRoot, type VendorQuote } from './types';

/** One quote of the caller's listing; the database refuses anyone else's. */
export async function getVendorQuote(quoteId: string): Promise<VendorQuote> {
  const { data, error } = await getSupabase().rpc('vendor_quote_details', { p_quote_id: quoteId });
  if (error) throw new Error(error.message);
  if (!data) throw new Error('Quote request not found.');
  return data as unknown as VendorQuote;
}

export function vendorQuoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: [...quotesKeyRoot, 'quote', quoteId] as const,
    queryFn: () => getVendorQuote(quoteId),
    retry: false,
  });
}

/** Read again on focus: the host may have accepted or paid the offer meanwhile. */
export function useVendorQuote(quoteId: string) {
  return useQuery({ ...vendorQuoteQueryOptions(quoteId), refetchOnWindowFocus: 'always' });
}
