import type { toPackageRow } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagesQueryOptions } from './get-packages';

/** Replaces every package of the listing in one transaction (replace_vendor_packages). */
export async function savePackages(input: {
  vendorId: string;
  packages: ReturnType<typeof toPackageRow>[];
}): Promise<void> {
  const rows = input.packages.map(({ vendor_id: _vendorId, ...row }) => row);
  const { error } = await getSupabase().rpc('replace_vendor_packages', {
    p_vendor_id: input.vendorId,
    p_packages: rows,
  });
  if (error) throw new Error(error.message);
}

export function useSavePackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackages,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: packagesQueryOptions(input.vendorId).queryKey }),
  });
}
