import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseTime } from '../model/response-time';

/** A listing's median first-reply time over 90 days and its label (public; null label below 3 conversations). */
export async function getVendorResponseTime(vendorId: string): Promise<ResponseTime> {
  const { data, error } = await getSupabase().rpc(
    'vendor_response_time',
    { p_vendor_id: vendorId },
    { get: true },
  );
  if (error) throw new Error(error.message);
  return data as unknown as ResponseTime;
}

export function vendorResponseTimeQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendor-response-time', vendorId],
    queryFn: () => getVendorResponseTime(vendorId),
    staleTime: 10 * 60_000,
  });
}

export function useVendorResponseTime(vendorId: string) {
  return useQuery(vendorResponseTimeQueryOptions(vendorId));
}
