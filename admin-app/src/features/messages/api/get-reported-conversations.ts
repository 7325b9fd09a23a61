import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

type Row = Database['public']['Functions']['admin_reported_conversations']['Returns'][number];

/** One report of a conversation: who reported it, why and when. */
export interface ConversationReport {
  reporter_role: 'host' | 'vendor';
  reason: string;
  created_at: string;
}

export type ReportedConversation = Omit<Row, 'reports'> & { reports: ConversationReport[] };

/** Reported conversations per page. */
export const REPORTED_PAGE_SIZE = 20;

/** The key every query of this page starts with: a moderation action refreshes them all. */
export const ADMIN_MESSAGES_KEY = ['admin-messages'] as const;

/**
 * A page of reported conversations, the latest report first (`admin_reported_conversations`): the next
 * page is the reports older than the last one shown. Conversations nobody reported are never listed.
 */
export async function getReportedConversations(before: string | null): Promise<ReportedConversation[]> {
  const { data, error } = await getSupabase().rpc('admin_reported_conversations', {
    ...(before ? { p_before: before } : {}),
    p_limit: REPORTED_PAGE_SIZE,
  });
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => ({
    ...row,
    reports: (row.reports ?? []) as unknown as ConversationReport[],
  }));
}

export function reportedConversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_MESSAGES_KEY, 'reported'] as const,
    queryFn: ({ pageParam }) => getReportedConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.length < REPORTED_PAGE_SIZE ? undefined : (last.at(-1)?.reported_at ?? undefined),
  });
}

export function useReportedConversations() {
  return useInfiniteQuery(reportedConversationsQueryOptions());
}
