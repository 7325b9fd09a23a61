import { timeSlotText } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeSlotTemplate } from '../model/types';
import { timeSlotTemplatesQueryOptions } from './get-time-slot-templates';

export interface NewTemplate {
  userId: string;
  startTime: string;
  endTime: string;
}

/** Saves a template; its display text ends with '(+1)' when it runs past midnight. */
export async function createTimeSlotTemplate({
  userId,
  startTime,
  endTime,
}: NewTemplate): Promise<TimeSlotTemplate> {
  const { data, error } = await getSupabase()
    .from('time_slot_templates')
    .insert({
      start_time: startTime,
      end_time: endTime,
      display_text: timeSlotText(startTime, endTime),
      user_id: userId,
    })
    .select('id, start_time, end_time, display_text')
    .single();
  if (error) throw new Error(error.message);
  return data as TimeSlotTemplate;
}

export function useCreateTimeSlotTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTimeSlotTemplate,
    onSuccess: (_template, { userId }) =>
      client.invalidateQueries({ queryKey: timeSlotTemplatesQueryOptions(userId).queryKey }),
  });
}
