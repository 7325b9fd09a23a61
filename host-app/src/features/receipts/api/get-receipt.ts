import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { Database } from '@partyeasy/shared-domain/database';
import { queryOptions, useQuery } from '@tanstack/react-query';

type Row = Database['public']['Functions']['booking_receipt']['Returns'][number];

/** One refund on a receipt, as booking_receipt lists it. */
export interface ReceiptRefund {
  amount_cents: number;
  status: string;
  at: string;
}

export type Receipt = Omit<Row, 'refunds'> & { refunds: ReceiptRefund[] };

/** The receipt is not the caller's, or the booking charged nothing (booking_receipt answers PT404). */
export class ReceiptNotFound extends Error {}

/** The receipt of one of the signed-in host's charged bookings, every amount as the database has it. */
export async function getReceipt(bookingId: string): Promise<Receipt> {
  const { data, error } = await getSupabase().rpc('booking_receipt', { p_booking_id: bookingId });
  if (error?.code === 'PT404' || error?.code === '22P02') throw new ReceiptNotFound('receipt not found');
  if (error) throw new Error(error.message);
  const row = data?.[0];
  if (!row) throw new ReceiptNotFound('receipt not found');
  return { ...row, refunds: (row.refunds ?? []) as unknown as ReceiptRefund[] };
}

export function receiptQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['receipt', bookingId],
    queryFn: () => getReceipt(bookingId),
    retry: (count, error) => !(error instanceof ReceiptNotFound) && count < 2,
  });
}

export function useReceipt(bookingId: string, enabled: boolean) {
  return useQuery({ ...receiptQueryOptions(bookingId), enabled });
}
