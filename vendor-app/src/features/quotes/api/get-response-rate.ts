import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotesKeyRoot } from './types';

/** What `vendor_quote_response_rate` answers for the caller's listing (last 90 days). */
export interface QuoteResponseRate {
  answered_within_12h: number;
  requests: number;
  /** 0..1, null with no requests. */
  rate: number | null;
}

export async function getResponseRate(): Promise<QuoteResponseRate> {
  const { data, error } = await getSupabase().rpc('vendor_quote_response_rate', {});
  if (error) throw new Error(error.message);
  return data as unknown as QuoteResponseRate;
}

export function responseRateQueryOptions(vendorId: string | undefined) {
  return queryOptions({
    queryKey: [...quotesKeyRoot, 'response-rate', vendorId ?? null] as const,
    queryFn: getResponseRate,
    enabled: Boolean(vendorId),
  });
}

export function useResponseRate(vendorId: string | undefined) {
  return useQuery(responseRateQueryOptions(vendorId));
}
