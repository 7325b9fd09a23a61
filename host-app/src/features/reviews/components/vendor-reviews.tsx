import {
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  type ReviewSort,
  reviewCountLabel,
} from '@partyeasy/shared-domain';
import { RatingStars } from '@partyeasy/shared-ui/components/rating-stars';
import { ReviewCard } from '@partyeasy/shared-ui/components/review-card';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useVendorRating } from '../api/get-vendor-rating';
import { useVendorReviews } from '../api/get-vendor-reviews';

const titleStyle = { fontSize: 20, fontWeight: 600, margin: '0 0 12px' } as const;

/**
 * A profile's reviews: the average and count, then one page of reviews at a time (newest first or highest
 * rated), with the vendor's replies. Loaded with the profile's lower sections (lazy).
 */
export default function VendorReviews({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const id = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const rating = useVendorRating(vendorId);
  const reviews = useVendorReviews(vendorId, sort, page);
  const count = rating.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE));

  let body: React.ReactNode;
  if (rating.isError || reviews.isError) {
    body = (
      <div role="alert" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        We couldn't load the reviews.
        <Button
          onClick={() => {
            void rating.refetch();
            void reviews.refetch();
          }}
        >
          Retry
        </Button>
      </div>
    );
  } else if (rating.isPending || reviews.isPending) {
    body = <p role="status">Loading reviews...</p>;
  } else if (count === 0) {
    body = (
      <p style={{ margin: 0 }}>
        No reviews yet. Reviews come from hosts who booked {vendorName} on PartyEasy.
      </p>
    );
  } else {
    body = (
      <div style={{ display: 'grid', gap: 12 }}>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <RatingStars value={rating.data.average} count={count} size={20} />
          </span>
          <span>
            <label htmlFor={`${id}-sort`} style={{ marginRight: 8 }}>
              Sort reviews
            </label>
            <select
              id={`${id}-sort`}
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setPage(1);
              }}
              style={{
                height: 32,
                borderRadius: 6,
                border: '1px solid #d9d9d9',
                padding: '0 8px',
                font: 'inherit',
              }}
            >
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {REVIEW_SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </span>
        </div>
        <ul
          aria-label={`Reviews of ${vendorName}`}
          aria-busy={reviews.isPlaceholderData}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
        >
          {reviews.data.map((r) => (
            <li key={r.id}>
              <ReviewCard
                rating={r.rating ?? 0}
                title={r.title ?? ''}
                text={r.body ?? ''}
                reviewerName={r.reviewer_first_name ?? ''}
                eventMonth={r.event_month ?? ''}
                reply={r.reply_body}
                vendorName={vendorName}
              />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav
            aria-label="Review pages"
            style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Button disabled={page <= 1 || reviews.isFetching} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span aria-live="polite">
              Page {page} of {pages}
            </span>
            <Button disabled={page >= pages || reviews.isFetching} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        ) : null}
      </div>
    );
  }

  return (
    <section id="reviews" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={titleStyle}>
        Reviews{count > 0 ? ` (${reviewCountLabel(count)})` : ''}
      </h2>
      {body}
    </section>
  );
}
