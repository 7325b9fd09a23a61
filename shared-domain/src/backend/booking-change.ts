import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRuntimeConfig } from './runtime-config.ts';
import { getSupabase } from './supabase-client.ts';

/** The server's refusal, with its stable code and a message fit to show. */
export class BookingChangeError extends Error {
  override name = 'BookingChangeError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const FAILED = 'The change could not be sent. Please try again.';

export type BookingChangeAction =
  | {
      action: 'propose';
      bookingId: string;
      date: string;
      startTime: string;
      hours: number;
      guests: number;
      /** A vendor's new price for a booking made from an offer (ignored otherwise: the server prices it). */
      priceCents?: number;
      note?: string;
    }
  | { action: 'accept'; changeId: string }
  | { action: 'pay'; changeId: string; uiMode: 'embedded' | 'hosted' }
  | { action: 'release'; changeId: string };

/**
 * POST {checkoutUrl}/booking-change with the signed-in user's token (the booking-change function): propose a
 * change of a paid booking, accept one, open the checkout of its difference or give that checkout up.
 * Resolves with the function's answer; rejects with its message.
 */
export async function bookingChange<T = Record<string, unknown>>(request: BookingChangeAction): Promise<T> {
  const { data } = await getSupabase().auth.getSession();
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().checkoutUrl}/booking-change`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new BookingChangeError(FAILED, 'network');
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && answer) return answer as T;
  throw new BookingChangeError(
    typeof answer?.message === 'string' && answer.message ? answer.message : FAILED,
    typeof answer?.error === 'string' ? answer.error : 'unknown',
  );
}

/** The other side declines a proposal, or its proposer withdraws it (no money moves). */
export async function declineBookingChange(changeId: string, reason?: string) {
  const { error } = await getSupabase().rpc('decline_booking_change', {
    p_change_id: changeId,
    p_reason: reason || undefined,
  });
  if (error) throw new BookingChangeError(error.message, error.hint || error.code || 'unknown');
}

const COLUMNS =
  'id, booking_id, proposed_by, status, old_date, old_time, old_hours, old_guests, old_subtotal_cents, old_fee_cents, new_date, new_time, new_hours, new_guests, new_subtotal_cents, new_fee_cents, note, decline_reason, lapse_reason, created_at';

/** A booking's latest change (readers of the booking read them), or null. */
export async function getLatestBookingChange(bookingId: string) {
  const { data, error } = await getSupabase()
    .from('booking_changes')
    .select(COLUMNS)
    .eq('booking_id', bookingId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export type BookingChangeRow = NonNullable<Awaited<ReturnType<typeof getLatestBookingChange>>>;

export const latestBookingChangeQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['booking-change', bookingId],
    queryFn: () => getLatestBookingChange(bookingId),
  });

export function useLatestBookingChange(bookingId: string) {
  return useQuery(latestBookingChangeQueryOptions(bookingId));
}
