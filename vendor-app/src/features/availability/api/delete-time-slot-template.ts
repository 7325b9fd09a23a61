import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timeSlotTemplatesQueryOptions } from './get-time-slot-templates';

export async function deleteTimeSlotTemplate(id: string): Promise<void> {
  const { error } = await getSupabase().from('time_slot_templates').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

/**
 * Deletes a template. The spec ignores delete errors and removes the template from the list anyway, so
 * the list drops it at once and is not reloaded.
 */
export function useDeleteTimeSlotTemplate(userId: string | undefined) {
  const client = useQueryClient();
  const { queryKey } = timeSlotTemplatesQueryOptions(userId);
  return useMutation({
    mutationFn: async (id: string) => {
      client.setQueryData(queryKey, (templates) => templates?.filter((t) => t.id !== id));
      await deleteTimeSlotTemplate(id).catch((error: unknown) =>
        console.error('Template delete failed', error),
      );
    },
  });
}
