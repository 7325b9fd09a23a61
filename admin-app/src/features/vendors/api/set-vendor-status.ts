import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_VENDORS_KEY } from './get-admin-vendors';
import type { VendorRow } from './rows';

/** The decisions an admin can take on a listing (admin_set_vendor_status accepts exactly these). */
export type ReviewDecision = 'approved' | 'rejected' | 'pending_approval';

export interface SetVendorStatusInput {
  vendorId: string;
  status: ReviewDecision;
  /** Required for 'rejected'; the vendor sees it on their start page. */
  reason?: string;
}

export interface SetVendorStatusResult {
  vendor: VendorRow;
  /** Whether the vendor-status-email function accepted the notification. */
  emailed: boolean;
}

/**
 * Sets a listing's status through admin_set_vendor_status (the database refuses non-admins and a
 * rejection without a reason), then asks the vendor-status-email function to tell the vendor. The status
 * change stands even when the e-mail cannot be sent; `emailed` says which happened.
 */
export async function setVendorStatus({
  vendorId,
  status,
  reason,
}: SetVendorStatusInput): Promise<SetVendorStatusResult> {
  const client = getSupabase();
  const { data, error } = await client.rpc('admin_set_vendor_status', {
    p_vendor_id: vendorId,
    p_status: status,
    ...(status === 'rejected' ? { p_reason: reason?.trim() ?? '' } : {}),
  });
  if (error) throw error;
  const mail = await client.functions
    .invoke('vendor-status-email', { body: { vendorId } })
    .catch((failure: unknown) => ({ error: failure }));
  if (mail.error) console.error('Vendor status e-mail failed', mail.error);
  return { vendor: data, emailed: !mail.error };
}

export function useSetVendorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVendorStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_VENDORS_KEY }),
  });
}
