import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { TablesInsert } from '@partyeasy/shared-domain/database';

/** Inserts the host's booking row (payment_status clicked_book) and returns its id. */
export async function createBooking(row: TablesInsert<'bookings'>): Promise<string> {
  const { data, error } = await getSupabase().from('bookings').insert(row).select('id').single();
  if (error) throw error;
  return data.id;
}
