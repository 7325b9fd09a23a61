import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TrainingData, toTrainingData } from '../model/training-data';

/** The vendor's saved training data, or `null` when none is saved yet. */
export async function getCustomPackage(vendorId: string): Promise<TrainingData | null> {
  const { data, error } = await getSupabase()
    .from('vendor_ai_data')
    .select('*')
    .eq('vendor_id', vendorId)
    .limit(1);
  if (error) throw new Error(error.message);
  const row = ((data as { training_data: unknown }[] | null) ?? [])[0];
  return row ? toTrainingData(row.training_data) : null;
}

export function customPackageQueryOptions(vendorId: string | null | undefined) {
  return queryOptions({
    queryKey: ['package-builder', 'training-data', vendorId ?? null] as const,
    queryFn: () => getCustomPackage(vendorId as string),
    enabled: Boolean(vendorId),
  });
}

export function useCustomPackage(vendorId: string | null | undefined) {
  return useQuery(customPackageQueryOptions(vendorId));
}
