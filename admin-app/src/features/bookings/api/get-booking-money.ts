import { type MoneyFigures, readMoneyFigures } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One booking's money figures (money_figures with p_booking_id): the same SQL the totals sum. */
export async function getBookingMoney(bookingId: string): Promise<MoneyFigures> {
  const { data, error } = await getSupabase()
    .rpc('money_figures', { p_booking_id: bookingId }, { get: true })
    .single();
  if (error) throw error;
  return readMoneyFigures(data);
}

/** Under ['admin', 'bookings'] so that a refund refreshes it with the list. */
export const bookingMoneyQueryOptions = (bookingId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'money', bookingId] as const,
    queryFn: () => getBookingMoney(bookingId as string),
    enabled: Boolean(bookingId),
  });

export function useBookingMoney(bookingId: string | undefined) {
  return useQuery(bookingMoneyQueryOptions(bookingId));
}
