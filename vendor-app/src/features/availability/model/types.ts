import type { Tables, TablesInsert } from '@partyeasy/shared-domain/database';

export type TimeSlotTemplate = Pick<
  Tables<'time_slot_templates'>,
  'id' | 'start_time' | 'end_time' | 'display_text'
>;

export type AvailabilitySlot = Pick<
  Tables<'availability'>,
  'id' | 'date' | 'start_time' | 'end_time' | 'time_slot_text' | 'is_available'
>;

export type NewAvailability = Pick<
  TablesInsert<'availability'>,
  'date' | 'start_time' | 'end_time' | 'time_slot_text' | 'user_id' | 'vendor_id'
>;

/** Who owns what the page writes: the signed-in user and their vendor record. */
export interface Owner {
  userId: string;
  vendorId: string;
}
