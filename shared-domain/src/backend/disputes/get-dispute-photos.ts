import { queryOptions, useQuery } from '@tanstack/react-query';
import { DISPUTE_PHOTOS_BUCKET, DISPUTE_PHOTOS_MAX } from '../../disputes/disputes.ts';
import { getSupabase } from '../supabase-client.ts';

export interface DisputePhoto {
  path: string;
  /** An object URL of the downloaded bytes (the bucket is private). */
  url: string;
}

/** The evidence photos, downloaded with the caller's rights (the parties and admins). */
export async function getDisputePhotos(disputeId: string): Promise<DisputePhoto[]> {
  const db = getSupabase();
  const { data, error } = await db
    .from('dispute_photos')
    .select('path')
    .eq('dispute_id', disputeId)
    .order('id')
    .limit(DISPUTE_PHOTOS_MAX);
  if (error) throw error;
  return Promise.all(
    (data ?? []).map(async ({ path }) => {
      const file = await db.storage.from(DISPUTE_PHOTOS_BUCKET).download(path);
      if (file.error) throw file.error;
      return { path, url: URL.createObjectURL(file.data) };
    }),
  );
}

export function disputePhotosQueryOptions(disputeId: string) {
  return queryOptions({
    queryKey: ['dispute-photos', disputeId],
    queryFn: () => getDisputePhotos(disputeId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDisputePhotos(disputeId: string | undefined) {
  return useQuery({ ...disputePhotosQueryOptions(disputeId ?? ''), enabled: Boolean(disputeId) });
}
