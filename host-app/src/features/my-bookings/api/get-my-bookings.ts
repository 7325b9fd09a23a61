import { MY_BOOKINGS_PAGE_SIZE } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** The tabs of My bookings (the my_bookings function's p_tab). */
export type MyBookingsTab = 'upcoming' | 'past' | 'not_completed';

const COLUMNS =
  'id, vendor_id, payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons, total_amount, processing_fee, event_location, special_instructions, created_at, checkout_session_id, refunded_cents, cancelled_by, cancellation_reason, completed_at, paid_at, payment_intent_id, quote_offer_id';

/**
 * One page of the signed-in host's bookings of a tab, in date order (the my_bookings function decides the
 * tab and the order in SQL), each with its vendor's name and time zone (from the public profiles of live
 * listings: hosts do not read the vendors table; a listing that is not live shows no name).
 */
export async function getMyBookings(tab: MyBookingsTab, today: string, page: number) {
  const { data, error } = await getSupabase()
    .rpc('my_bookings', {
      p_tab: tab,
      p_today: today,
      p_limit: MY_BOOKINGS_PAGE_SIZE,
      p_offset: page * MY_BOOKINGS_PAGE_SIZE,
    })
    .select(COLUMNS);
  if (error) throw error;
  const bookings = data ?? [];
  const vendorIds = [...new Set(bookings.map((b) => b.vendor_id))];
  const names = new Map<string, { id: string; name: string; time_zone: string | null }>();
  if (vendorIds.length > 0) {
    const vendors = await getSupabase()
      .from('vendor_profiles')
      .select('id, name, time_zone')
      .in('id', vendorIds)
      .limit(MY_BOOKINGS_PAGE_SIZE);
    if (vendors.error) throw vendors.error;
    for (const v of vendors.data ?? []) {
      if (v.id && v.name) names.set(v.id, { id: v.id, name: v.name, time_zone: v.time_zone });
    }
  }
  // The page's disputes (one per booking at most): the card links to it or offers to report a problem.
  const disputes = new Map<string, { id: string; status: string }>();
  const completed = bookings.filter((b) => b.payment_status === 'completed').map((b) => b.id);
  if (completed.length > 0) {
    const found = await getSupabase()
      .from('disputes')
      .select('id, booking_id, status')
      .in('booking_id', completed)
      .limit(MY_BOOKINGS_PAGE_SIZE);
    if (found.error) throw found.error;
    for (const d of found.data ?? []) disputes.set(d.booking_id, { id: d.id, status: d.status });
  }
  // The refund policy of the offers some bookings were made from (null: the profile's policy).
  const policies = new Map<string, string | null>();
  const offerIds = bookings.flatMap((b) => (b.quote_offer_id ? [b.quote_offer_id] : []));
  if (offerIds.length > 0) {
    const offers = await getSupabase()
      .from('quote_offers')
      .select('id, refund_policy')
      .in('id', offerIds)
      .limit(MY_BOOKINGS_PAGE_SIZE);
    if (offers.error) throw offers.error;
    for (const o of offers.data ?? []) policies.set(o.id, o.refund_policy);
  }
  return bookings.map((b) => ({
    ...b,
    vendor: names.get(b.vendor_id) ?? null,
    dispute: disputes.get(b.id) ?? null,
    refund_policy: b.quote_offer_id ? (policies.get(b.quote_offer_id) ?? null) : null,
  }));
}

export type MyBooking = Awaited<ReturnType<typeof getMyBookings>>[number];

export function myBookingsQueryOptions(userId: string, tab: MyBookingsTab, today: string) {
  return infiniteQueryOptions({
    queryKey: ['my-bookings', userId, tab, today],
    queryFn: ({ pageParam }) => getMyBookings(tab, today, pageParam),
    initialPageParam: 0,
    // A full page may have a next one; a short page is the last.
    getNextPageParam: (last, pages) => (last.length === MY_BOOKINGS_PAGE_SIZE ? pages.length : undefined),
  });
}

export function useMyBookings(userId: string | undefined, tab: MyBookingsTab, today: string) {
  return useInfiniteQuery({ ...myBookingsQueryOptions(userId ?? '', tab, today), enabled: Boolean(userId) });
}
