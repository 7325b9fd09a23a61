import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteErrorMessage, SEND_REQUEST_FAILED } from '../model/quote-error';
import { quoteRequestsKeyRoot } from './get-host-quote-requests';

export interface RequestQuotesInput {
  vendorIds: string[];
  eventDate: string;
  startTime: string;
  hours: number;
  guests: number;
  location: string;
  budgetCents: number | null;
  details: string;
}

/**
 * Sends one request to 1..5 vendors of one category (request_quotes), all or nothing; answers the request's
 * id. Refusals (a listing not live, a past date, …) reject with the database's message.
 */
export async function requestQuotes(input: RequestQuotesInput): Promise<string> {
  const { data, error } = await getSupabase().rpc('request_quotes', {
    p_vendor_ids: input.vendorIds,
    p_event_date: input.eventDate,
    p_start_time: input.startTime,
    p_hours: input.hours,
    p_guests: input.guests,
    p_location: input.location,
    // No budget is SQL null (the generated type knows no null argument).
    p_budget_cents: input.budgetCents as number,
    p_details: input.details,
  });
  if (error) throw new Error(quoteErrorMessage(error, SEND_REQUEST_FAILED));
  return data;
}

export function useRequestQuotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestQuotes,
    onSuccess: () => client.invalidateQueries({ queryKey: quoteRequestsKeyRoot }),
  });
}
