import { VENDOR_ID_STORAGE_KEY } from '@partyeasy/shared-domain';
import { getSupabase, ownVendorRow } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The vendor id in local storage, else the user's listing (`ownVendorRow`); `null` when none. */
export async function getBuilderVendorId(userId: string | undefined): Promise<string | null> {
  const stored = window.localStorage.getItem(VENDOR_ID_STORAGE_KEY);
  if (stored) return stored;
  if (!userId) return null;
  const { data, error } = await ownVendorRow(getSupabase(), userId, 'id');
  if (error) throw new Error(error.message);
  const id = data?.id ?? null;
  if (id) window.localStorage.setItem(VENDOR_ID_STORAGE_KEY, id);
  return id;
}

export function builderVendorIdQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['package-builder', 'vendor-id', userId ?? null] as const,
    queryFn: () => getBuilderVendorId(userId),
  });
}

export function useBuilderVendorId(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...builderVendorIdQueryOptions(userId), enabled });
}
