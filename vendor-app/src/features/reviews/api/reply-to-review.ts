import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Publishes the vendor's one public reply to a review of its listing (the server checks who and once). */
export async function replyToReview(reviewId: string, body: string) {
  const { error } = await getSupabase().rpc('reply_to_review', { p_review_id: reviewId, p_body: body });
  if (error) throw new Error(error.message);
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: string }) => replyToReview(reviewId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['listing-reviews'] }),
  });
}
