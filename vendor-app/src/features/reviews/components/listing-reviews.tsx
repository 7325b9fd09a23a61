import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { ReviewCard } from '@partyeasy/shared-ui/components/review-card';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { LISTING_REVIEWS_STEP, useListingReviews } from '../api/get-listing-reviews';
import { ReplyForm } from './reply-form';

/**
 * The vendor dashboard's reviews: the newest reviews of the listing with their replies; a review without a
 * reply gets 'Reply'. Hidden reviews show the admin's reason and take no reply.
 */
export default function ListingReviews({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const [limit, setLimit] = useState(LISTING_REVIEWS_STEP);
  const [replying, setReplying] = useState<string | null>(null);
  const reviews = useListingReviews(vendorId, limit);

  let body: React.ReactNode;
  if (reviews.isError) {
    body = (
      <div role="alert" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        We couldn't load your reviews.
        <Button onClick={() => reviews.refetch()}>Retry</Button>
      </div>
    );
  } else if (reviews.isPending) {
    body = <p role="status">Loading reviews...</p>;
  } else if (reviews.data.reviews.length === 0) {
    body = <p style={{ margin: 0 }}>No reviews yet. Hosts can review a booking once it is completed.</p>;
  } else {
    body = (
      <div style={{ display: 'grid', gap: 12 }}>
        <ul
          aria-label="Reviews of your listing"
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
        >
          {reviews.data.reviews.map((r) => (
            <li key={r.id}>
              <ReviewCard
                rating={r.rating}
                title={r.title}
                text={r.body}
                reviewerName={r.reviewer_first_name}
                eventMonth={r.event_month}
                reply={r.reply}
                vendorName={vendorName}
                hiddenReason={r.hidden_reason}
                actions={
                  r.reply || r.hidden_reason ? null : replying === r.id ? (
                    <ReplyForm
                      reviewId={r.id}
                      reviewer={r.reviewer_first_name}
                      onDone={() => setReplying(null)}
                    />
                  ) : (
                    <Button
                      onClick={() => setReplying(r.id)}
                      aria-label={`Reply to ${r.reviewer_first_name}`}
                    >
                      Reply
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
        {reviews.data.total > reviews.data.reviews.length ? (
          <Button
            style={{ justifySelf: 'center' }}
            loading={reviews.isFetching}
            onClick={() => setLimit((n) => n + LISTING_REVIEWS_STEP)}
          >
            Show more reviews
          </Button>
        ) : null}
      </div>
    );
  }

  return <Card title={<CardTitle>Reviews</CardTitle>}>{body}</Card>;
}
