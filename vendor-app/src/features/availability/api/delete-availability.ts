import type { CalendarDate } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorAvailabilityQueryOptions } from './get-availability';

export async function deleteAvailability(id: string): Promise<void> {
  const { error } = await getSupabase().from('availability').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

export function useDeleteAvailability(vendorId: string | undefined, today: CalendarDate) {
  const client = useQueryClient();
  const { queryKey } = vendorAvailabilityQueryOptions(vendorId, today);
  return useMutation({
    mutationFn: deleteAvailability,
    onSuccess: (_done, id) =>
      client.setQueryData(queryKey, (slots) => slots?.filter((slot) => slot.id !== id)),
  });
}
