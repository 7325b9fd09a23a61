import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Whether each vendor's calendar has any availability on `date` (quote_vendor_availability, public). */
export async function getQuoteVendorAvailability(
  vendorIds: readonly string[],
  date: string,
): Promise<Record<string, boolean>> {
  const { data, error } = await getSupabase().rpc('quote_vendor_availability', {
    p_vendor_ids: [...vendorIds],
    p_date: date,
  });
  if (error) throw new Error(error.message);
  return Object.fromEntries((data ?? []).map((row) => [row.vendor_id, row.available]));
}

export function quoteVendorAvailabilityQueryOptions(vendorIds: readonly string[], date: string) {
  return queryOptions({
    queryKey: ['quote-vendor-availability', [...vendorIds].sort(), date],
    queryFn: () => getQuoteVendorAvailability(vendorIds, date),
  });
}

/** Asked once a date is chosen; nothing before. */
export function useQuoteVendorAvailability(vendorIds: readonly string[], date: string | null) {
  return useQuery({
    ...quoteVendorAvailabilityQueryOptions(vendorIds, date ?? ''),
    enabled: Boolean(date) && vendorIds.length > 0,
  });
}
