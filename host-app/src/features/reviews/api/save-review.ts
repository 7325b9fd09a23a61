import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SaveReviewInput {
  /** Set when editing the host's existing review. */
  reviewId?: string;
  bookingId: string;
  vendorId: string;
  rating: number;
  title: string;
  text: string;
}

/** Posts the host's review of a completed booking, or edits it (the server checks who, when and the limits). */
export async function saveReview({ reviewId, bookingId, rating, title, text }: SaveReviewInput) {
  const args = { p_rating: rating, p_title: title, p_body: text };
  const { error } = reviewId
    ? await getSupabase().rpc('edit_review', { p_review_id: reviewId, ...args })
    : await getSupabase().rpc('submit_review', { p_booking_id: bookingId, ...args });
  if (error) throw new Error(error.message);
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    // After a failure too: the review may exist already (posted in another tab).
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['vendor-reviews', input.vendorId] }),
        queryClient.invalidateQueries({ queryKey: ['vendor-rating', input.vendorId] }),
        queryClient.invalidateQueries({ queryKey: ['browse-vendors'] }),
      ]),
  });
}
