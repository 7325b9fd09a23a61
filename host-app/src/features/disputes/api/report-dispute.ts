import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface ReportDisputeInput {
  bookingId: string;
  reason: string;
  description: string;
  photos: File[];
}

export interface ReportDisputeResult {
  disputeId: string;
  /** Photos the server refused, with its message (the report itself stands). */
  photoErrors: string[];
}

/**
 * Reports a problem with a completed booking (report_dispute checks the host, the 30 days and the text),
 * then stores each photo through the dispute-photo function, which checks it like a listing photo.
 */
export async function reportDispute(input: ReportDisputeInput): Promise<ReportDisputeResult> {
  const db = getSupabase();
  const { data, error } = await db.rpc('report_dispute', {
    p_booking_id: input.bookingId,
    p_reason: input.reason,
    p_description: input.description,
  });
  if (error) throw new Error(error.message);
  const disputeId = data.id;
  const { data: session } = await db.auth.getSession();
  const photoErrors: string[] = [];
  for (const photo of input.photos) {
    try {
      const res = await fetch(`${getRuntimeConfig().checkoutUrl}/dispute-photo?disputeId=${disputeId}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${session.session?.access_token ?? ''}`,
          'Content-Type': photo.type,
        },
        body: photo,
      });
      if (!res.ok) {
        const answer = (await res.json().catch(() => null)) as { message?: string } | null;
        photoErrors.push(`${photo.name}: ${answer?.message ?? 'could not be stored'}`);
      }
    } catch {
      photoErrors.push(`${photo.name}: could not be stored`);
    }
  }
  return { disputeId, photoErrors };
}

export function useReportDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportDispute,
    onSuccess: () => client.invalidateQueries({ queryKey: ['my-bookings'] }),
  });
}
