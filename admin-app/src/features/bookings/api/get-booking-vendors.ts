import { queryOptions, useQuery } from '@tanstack/react-query';
import { db } from './backend';

export interface BookingVendorOption {
  id: string;
  name: string;
  user_id: string;
}

/** The vendor filter's options: every vendor's id and name, ordered by name. */
export async function getBookingVendors(): Promise<BookingVendorOption[]> {
  const { data, error } = await db().from('vendors').select('id, name, user_id').order('name');
  if (error) throw error;
  return data;
}

export const bookingVendorsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'booking-vendors'] as const, queryFn: getBookingVendors });

export function useBookingVendors() {
  return useQuery(bookingVendorsQueryOptions());
}
