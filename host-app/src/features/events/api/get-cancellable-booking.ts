import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellableBooking } from '../../my-bookings/cancel';
import { eventsKeyRoot } from './get-my-events';

/**
 * What the cancel dialog needs of one of the host's bookings: its amounts, when it was paid (the grace
 * window), its offer's refund policy and its vendor's time zone (the policy counts hours before the start).
 */
export async function getCancellableBooking(bookingId: string): Promise<CancellableBooking> {
  const supabase = getSupabase();
  const { data: booking, error } = await supabase
    .from('bookings')
    .select(
      'id, vendor_id, total_amount, processing_fee, paid_at, booking_date, booking_time, quote_offer_id',
    )
    .eq('id', bookingId)
    .single();
  if (error) throw new Error(error.message);
  const [vendor, offer] = await Promise.all([
    supabase.from('vendor_profiles').select('time_zone').eq('id', booking.vendor_id).maybeSingle(),
    booking.quote_offer_id
      ? supabase.from('quote_offers').select('refund_policy').eq('id', booking.quote_offer_id).maybeSingle()
      : Promise.resolve({ data: null, error: null }),
  ]);
  if (vendor.error) throw new Error(vendor.error.message);
  if (offer.error) throw new Error(offer.error.message);
  return {
    ...booking,
    refund_policy: offer.data?.refund_policy ?? null,
    vendor: { time_zone: vendor.data?.time_zone ?? null },
  };
}

export function cancellableBookingQueryOptions(bookingId: string | null) {
  return queryOptions({
    queryKey: [...eventsKeyRoot, 'cancellable', bookingId ?? ''],
    queryFn: () => getCancellableBooking(bookingId ?? ''),
    enabled: Boolean(bookingId),
    staleTime: 0,
  });
}

export function useCancellableBooking(bookingId: string | null) {
  return useQuery(cancellableBookingQueryOptions(bookingId));
}
