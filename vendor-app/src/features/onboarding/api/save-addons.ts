import type { CleanAddon } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addonsQueryOptions } from './get-addons';

/** Replaces every add-on of the listing in one transaction (replace_vendor_addons). */
export async function saveAddons(input: { vendorId: string; addons: CleanAddon[] }): Promise<void> {
  const { error } = await getSupabase().rpc('replace_vendor_addons', {
    p_vendor_id: input.vendorId,
    p_addons: input.addons,
  });
  if (error) throw new Error(error.message);
}

export function useSaveAddons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddons,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: addonsQueryOptions(input.vendorId).queryKey }),
  });
}
