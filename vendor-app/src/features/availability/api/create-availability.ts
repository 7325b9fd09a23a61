import type { CalendarDate } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySlot, NewAvailability } from '../model/types';
import { AVAILABILITY_FIELDS, vendorAvailabilityQueryOptions } from './get-availability';

/** Inserts one or many rows in one request: all are saved or none. */
export async function createAvailability(rows: readonly NewAvailability[]): Promise<AvailabilitySlot[]> {
  const { data, error } = await getSupabase()
    .from('availability')
    .insert([...rows])
    .select(AVAILABILITY_FIELDS);
  if (error) throw new Error(error.message);
  return (data as AvailabilitySlot[] | null) ?? [];
}

let pendingIds = 0;

/**
 * A dropped template's slot: shown on the calendar at once, replaced by the saved row, and removed
 * again when saving fails.
 */
export function useAddAvailabilitySlot(vendorId: string | undefined, today: CalendarDate) {
  const client = useQueryClient();
  const { queryKey } = vendorAvailabilityQueryOptions(vendorId, today);
  return useMutation({
    mutationFn: (row: NewAvailability) => createAvailability([row]),
    onMutate: async (row) => {
      await client.cancelQueries({ queryKey });
      pendingIds += 1;
      const pending: AvailabilitySlot = {
        id: `pending-${pendingIds}`,
        date: row.date,
        start_time: row.start_time ?? null,
        end_time: row.end_time ?? null,
        time_slot_text: row.time_slot_text ?? null,
        is_available: true,
      };
      client.setQueryData(queryKey, (slots = []) => [...slots, pending]);
      return { pendingId: pending.id };
    },
    onSuccess: (saved, _row, context) =>
      client.setQueryData(queryKey, (slots = []) =>
        slots.flatMap((slot) => (slot.id === context.pendingId ? saved : [slot])),
      ),
    onError: (_error, _row, context) => {
      if (!context) return;
      client.setQueryData(queryKey, (slots = []) => slots.filter((slot) => slot.id !== context.pendingId));
    },
  });
}

/** The recurring form's rows, in one all-or-nothing insert; the calendar reloads afterwards. */
export function useCreateRecurringAvailability(vendorId: string | undefined, today: CalendarDate) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAvailability,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: vendorAvailabilityQueryOptions(vendorId, today).queryKey }),
  });
}
