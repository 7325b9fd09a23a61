import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingHistoryEntry } from '../booking/history.ts';
import { getSupabase } from './supabase-client.ts';

/** A booking's history, oldest first (bounded: a booking has a handful of events). */
export async function getBookingHistory(bookingId: string): Promise<BookingHistoryEntry[]> {
  const { data, error } = await getSupabase()
    .from('booking_history')
    .select('kind, actor, amount_cents, note, created_at')
    .eq('booking_id', bookingId)
    .order('id', { ascending: true })
    .limit(100);
  if (error) throw error;
  return (data ?? []) as BookingHistoryEntry[];
}

export function bookingHistoryQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['booking-history', bookingId],
    queryFn: () => getBookingHistory(bookingId),
  });
}

/** The history shown in a booking's View (host, vendor and admin dashboards). */
export function useBookingHistory(bookingId: string | undefined) {
  return useQuery({ ...bookingHistoryQueryOptions(bookingId ?? ''), enabled: Boolean(bookingId) });
}
