import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingData } from '../model/training-data';
import { customPackageQueryOptions } from './get-custom-package';

/** Updates the vendor's vendor_ai_data row by vendor_id when one exists, otherwise inserts it. */
export async function saveCustomPackage(input: {
  vendorId: string;
  userId: string;
  trainingData: TrainingData;
}): Promise<void> {
  const table = () => getSupabase().from('vendor_ai_data');
  const existing = await table().select('id').eq('vendor_id', input.vendorId).limit(1);
  if (existing.error) throw new Error(existing.error.message);
  const updatedAt = new Date().toISOString();
  const hasRow = ((existing.data as unknown[] | null) ?? []).length > 0;
  const { error } = hasRow
    ? await table()
        .update({ training_data: input.trainingData, updated_at: updatedAt })
        .eq('vendor_id', input.vendorId)
    : await table().insert({
        vendor_id: input.vendorId,
        user_id: input.userId,
        training_data: input.trainingData,
        updated_at: updatedAt,
      });
  if (error) throw new Error(error.message);
}

export function useSaveCustomPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomPackage,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: customPackageQueryOptions(input.vendorId).queryKey }),
  });
}
