import { getSupabase } from '@partyeasy/shared-domain/backend';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QuoteRequest } from '../model/types';

/** Requests per page of /quotes ('Load more' reads the next, older ones). */
export const QUOTE_REQUESTS_PAGE_SIZE = 10;

/** One page of the signed-in host's requests, newest first, each with its vendors (host_quote_requests). */
export async function getHostQuoteRequests(before: string | null): Promise<QuoteRequest[]> {
  const { data, error } = await getSupabase().rpc('host_quote_requests', {
    p_before: before ?? undefined,
    p_limit: QUOTE_REQUESTS_PAGE_SIZE,
  });
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as QuoteRequest[];
}

export const quoteRequestsKeyRoot = ['quote-requests'] as const;

export function hostQuoteRequestsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: [...quoteRequestsKeyRoot, 'list', userId],
    queryFn: ({ pageParam }) => getHostQuoteRequests(pageParam),
    initialPageParam: null as string | null,
    // A full page may have older ones: the next page starts before its last request.
    getNextPageParam: (last) =>
      last.length === QUOTE_REQUESTS_PAGE_SIZE ? (last[last.length - 1]?.created_at ?? null) : null,
  });
}

export function useHostQuoteRequests(userId: string | undefined) {
  return useInfiniteQuery({ ...hostQuoteRequestsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
