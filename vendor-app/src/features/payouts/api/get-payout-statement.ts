import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';
import { queryOptions, useQuery } from '@tanstack/react-query';

type Row = Database['public']['Functions']['payout_statement']['Returns'][number];

/** One reversal on a statement, as payout_statement lists it. */
export interface StatementReversal {
  amount_cents: number;
  status: string;
  at: string;
}

export type PayoutStatement = Omit<Row, 'reversals'> & { reversals: StatementReversal[] };

/** The payout is not the caller's listing's (payout_statement answers PT404). */
export class StatementNotFound extends Error {}

/** The statement of one of the signed-in vendor's payouts, every amount as the ledger has it. */
export async function getPayoutStatement(entryId: string): Promise<PayoutStatement> {
  if (!/^\d{1,18}$/.test(entryId)) throw new StatementNotFound('statement not found');
  const { data, error } = await getSupabase().rpc('payout_statement', { p_entry_id: Number(entryId) });
  if (error?.code === 'PT404') throw new StatementNotFound('statement not found');
  if (error) throw new Error(error.message);
  const row = data?.[0];
  if (!row) throw new StatementNotFound('statement not found');
  return { ...row, reversals: (row.reversals ?? []) as unknown as StatementReversal[] };
}

export function payoutStatementQueryOptions(entryId: string) {
  return queryOptions({
    queryKey: ['payout-statement', entryId],
    queryFn: () => getPayoutStatement(entryId),
    retry: (count, error) => !(error instanceof StatementNotFound) && count < 2,
  });
}

export function usePayoutStatement(entryId: string, enabled: boolean) {
  return useQuery({ ...payoutStatementQueryOptions(entryId), enabled });
}
