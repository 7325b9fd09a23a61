import { useMutation, useQueryClient } from '@tanstack/react-query';
import { db } from './backend';
import { type AdminBooking, adminBookingsQueryOptions } from './get-admin-bookings';

/** Thrown when the database refused or found nothing to delete (RLS hides a refused row as "0 deleted"). */
export class BookingNotDeletedError extends Error {
  override name = 'BookingNotDeletedError';
}

/** Deletes one booking; only admins may (the RLS policy "bookings: admins delete"). */
export async function deleteBooking(id: string): Promise<void> {
  const { data, error } = await db().from('bookings').delete().eq('id', id).select('id');
  if (error) throw new BookingNotDeletedError(error.message);
  if (data.length === 0) throw new BookingNotDeletedError(`booking ${id} was not deleted`);
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  const { queryKey } = adminBookingsQueryOptions();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: (_, id) => {
      // The row leaves the list at once; the refetch then confirms it.
      queryClient.setQueryData(queryKey, (rows: AdminBooking[] | undefined) =>
        rows?.filter((b) => b.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
