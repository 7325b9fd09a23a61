import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface BookingVendorOption {
  id: string;
  name: string;
}

/** How many vendors the filter offers at a time; typing narrows them. */
export const VENDOR_OPTIONS_LIMIT = 20;

/** The vendor filter's options: the first vendors by name whose name contains what was typed. */
export async function getBookingVendors(query: string): Promise<BookingVendorOption[]> {
  const typed = query.trim();
  const pattern = `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { data, error } = await getSupabase()
    .from('vendors')
    .select('id, name')
    .ilike('name', pattern)
    .order('name')
    .order('id')
    .limit(VENDOR_OPTIONS_LIMIT);
  if (error) throw error;
  return data;
}

export const bookingVendorsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'booking-vendors', query.trim()] as const,
    queryFn: () => getBookingVendors(query),
  });

export function useBookingVendors(query: string) {
  return useQuery(bookingVendorsQueryOptions(query));
}
