import {
  API_MAX_ROWS,
  AVAILABILITY_VIEW_MONTHS,
  addMonths,
  type CalendarDate,
} from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilitySlot } from '../model/types';

export const AVAILABILITY_FIELDS = 'id, date, start_time, end_time, time_slot_text, is_available';

/**
 * The vendor's availability from `today` through six months ahead, read in pages of the API's max_rows
 * until a short page (a busy calendar can hold more slots than one response returns).
 */
export async function getVendorAvailability(
  vendorId: string,
  today: CalendarDate,
): Promise<AvailabilitySlot[]> {
  const slots: AvailabilitySlot[] = [];
  for (let from = 0; ; from += API_MAX_ROWS) {
    const { data, error } = await getSupabase()
      .from('availability')
      .select(AVAILABILITY_FIELDS)
      .eq('vendor_id', vendorId)
      .gte('date', today)
      .lte('date', addMonths(today, AVAILABILITY_VIEW_MONTHS))
      .order('date', { ascending: true })
      .order('start_time', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + API_MAX_ROWS - 1);
    if (error) throw new Error(error.message);
    const page = (data as AvailabilitySlot[] | null) ?? [];
    slots.push(...page);
    if (page.length < API_MAX_ROWS) return slots;
  }
}

export function vendorAvailabilityQueryOptions(vendorId: string | undefined, today: CalendarDate) {
  return queryOptions({
    queryKey: ['availability-manager', 'availability', vendorId ?? null, today] as const,
    queryFn: () => getVendorAvailability(vendorId as string, today),
    enabled: Boolean(vendorId),
  });
}

export function useVendorAvailability(vendorId: string | undefined, today: CalendarDate) {
  return useQuery(vendorAvailabilityQueryOptions(vendorId, today));
}
