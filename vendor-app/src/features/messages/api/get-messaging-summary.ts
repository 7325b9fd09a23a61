import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What `vendor_messaging_summary` answers for the caller's listing. */
export interface MessagingSummary {
  /** The median time to the first reply to a host's message over the last 90 days; null with none. */
  median_seconds: number | null;
  /** Conversations of the last 90 days it was measured over. */
  conversations: number;
  /** Conversations whose last message is a host's, not yet answered. */
  waiting: number;
}

export async function getMessagingSummary(): Promise<MessagingSummary> {
  const { data, error } = await getSupabase().rpc('vendor_messaging_summary');
  if (error) throw new Error(error.message);
  return data as unknown as MessagingSummary;
}

export function messagingSummaryQueryOptions(vendorId: string | undefined) {
  return queryOptions({
    queryKey: ['vendor-dashboard', 'messaging-summary', vendorId ?? null] as const,
    queryFn: getMessagingSummary,
    enabled: Boolean(vendorId),
  });
}

export function useMessagingSummary(vendorId: string | undefined) {
  return useQuery(messagingSummaryQueryOptions(vendorId));
}
