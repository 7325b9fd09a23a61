import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Hides a review with a reason (admins only; audited by the server, the review leaves the average). */
export async function hideReview(reviewId: string, reason: string) {
  const { error } = await getSupabase().rpc('admin_hide_review', { p_review_id: reviewId, p_reason: reason });
  if (error) throw new Error(error.message);
}

export function useHideReview(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) => hideReview(reviewId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-booking-review', bookingId] }),
  });
}
