import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type InboxRow = Database['public']['Functions']['inbox']['Returns'][number];

/** The inbox's first page, as /messages reads it: the card keeps the listing's own conversations. */
export const INBOX_FIRST_PAGE = 20;
/** Conversations the dashboard card lists. */
export const INBOX_CARD_ROWS = 5;

/**
 * The newest conversations of the vendor's listing (`inbox`, newest first, one page): a user who also books
 * as a host has those conversations in the same inbox, and the card leaves them to /messages.
 */
export async function getVendorInbox(): Promise<InboxRow[]> {
  const { data, error } = await getSupabase().rpc('inbox', { p_limit: INBOX_FIRST_PAGE });
  if (error) throw new Error(error.message);
  return (data ?? []).filter((row) => row.my_role === 'vendor').slice(0, INBOX_CARD_ROWS);
}

export function vendorInboxQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['vendor-dashboard', 'inbox', userId ?? null] as const,
    queryFn: getVendorInbox,
    enabled: Boolean(userId),
  });
}

export function useVendorInbox(userId: string | undefined) {
  return useQuery(vendorInboxQueryOptions(userId));
}
