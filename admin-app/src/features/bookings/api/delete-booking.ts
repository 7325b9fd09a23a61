import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Thrown when the database refused or found nothing to delete (RLS hides a refused row as "0 deleted"). */
export class BookingNotDeletedError extends Error {
  override name = 'BookingNotDeletedError';
}

/**
 * The database refused because the booking is paid (SQLSTATE PE002, bookings_before_delete): it must be
 * refunded, or cancelled with the reason recorded, first.
 */
export class PaidBookingNotDeletedError extends BookingNotDeletedError {
  override name = 'PaidBookingNotDeletedError';
}

/** Deletes one booking; only admins may (the RLS policy "bookings: admins delete"), and never a paid one. */
export async function deleteBooking(id: string): Promise<void> {
  const { data, error } = await getSupabase().from('bookings').delete().eq('id', id).select('id');
  if (error?.code === 'PE002') throw new PaidBookingNotDeletedError(error.message);
  if (error) throw new BookingNotDeletedError(error.message);
  if (data.length === 0) throw new BookingNotDeletedError(`booking ${id} was not deleted`);
}

/** Deletes a booking; the pages and the summary of every filter are stale afterwards. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] }),
  });
}
