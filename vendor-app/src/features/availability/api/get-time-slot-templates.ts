import { LISTING_ITEMS_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlotTemplate } from '../model/types';

/** The user's time-slot templates, earliest start first (RLS shows only their own). */
export async function getTimeSlotTemplates(userId: string): Promise<TimeSlotTemplate[]> {
  const { data, error } = await getSupabase()
    .from('time_slot_templates')
    .select('id, start_time, end_time, display_text')
    .eq('user_id', userId)
    .order('start_time', { ascending: true })
    .limit(LISTING_ITEMS_LIMIT);
  if (error) throw new Error(error.message);
  return (data as TimeSlotTemplate[] | null) ?? [];
}

export function timeSlotTemplatesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['availability-manager', 'templates', userId ?? null] as const,
    queryFn: () => getTimeSlotTemplates(userId as string),
    enabled: Boolean(userId),
  });
}

export function useTimeSlotTemplates(userId: string | undefined) {
  return useQuery(timeSlotTemplatesQueryOptions(userId));
}
