import type { TablesInsert } from '@partyeasy/shared-domain/database';
import { useMutation } from '@tanstack/react-query';
import { db } from './backend';

/** Inserts the host's booking row (payment_status clicked_book) and returns its id. */
export async function createBooking(row: TablesInsert<'bookings'>): Promise<string> {
  const { data, error } = await db().from('bookings').insert(row).select('id').single();
  if (error) throw error;
  return data.id;
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
