import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorQueryOptions } from './get-vendor';

/** Review step: status pending_approval and submitted_at now (submit_listing). */
export async function submitListing(vendorId: string): Promise<void> {
  const { error } = await getSupabase().rpc('submit_listing', { p_vendor_id: vendorId });
  if (error) throw new Error(error.message);
}

export function useSubmitListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitListing,
    onSuccess: (_, vendorId) =>
      queryClient.invalidateQueries({ queryKey: vendorQueryOptions(vendorId).queryKey }),
  });
}
