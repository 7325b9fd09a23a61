import { REVIEW_HIDE_REASON_MAX_LENGTH, validateHideReason } from '@partyeasy/shared-domain';
import { ReviewCard } from '@partyeasy/shared-ui/components/review-card';
import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useBookingReview } from '../api/get-booking-review';
import { useHideReview } from '../api/hide-review';

/**
 * A completed booking's review in the admin's Booking Details, with 'Hide review': a reason is required, the
 * server records who hid it, when and why, and the review leaves the public list and the vendor's average.
 */
export function BookingReviewModeration({
  bookingId,
  vendorName,
}: {
  bookingId: string;
  vendorName: string;
}) {
  const id = useId();
  const review = useBookingReview(bookingId);
  const hide = useHideReview(bookingId);
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  let content: React.ReactNode;
  if (review.isError) content = <Alert type="error" showIcon message="We couldn't load the review." />;
  else if (review.isPending) content = <p role="status">Loading the review...</p>;
  else if (!review.data) content = <p style={{ margin: 0 }}>The host has not reviewed this booking.</p>;
  else {
    const r = review.data;
    content = (
      <ReviewCard
        headingLevel={4}
        rating={r.rating}
        title={r.title}
        text={r.body}
        reviewerName={r.reviewer_first_name}
        eventMonth={r.event_month}
        reply={r.reply}
        vendorName={vendorName}
        hiddenReason={r.hidden_reason}
        actions={
          r.hidden_at ? null : hiding ? (
            <div style={{ display: 'grid', gap: 8, width: '100%' }}>
              <label htmlFor={id} style={{ fontWeight: 500 }}>
                Reason for hiding (the author and the vendor see it)
              </label>
              <Input.TextArea
                id={id}
                value={reason}
                maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
                showCount
                autoSize={{ minRows: 2, maxRows: 6 }}
                status={error ? 'error' : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                disabled={hide.isPending}
                onChange={(e) => setReason(e.target.value)}
              />
              {error ? (
                <div id={`${id}-error`} role="alert" style={{ color: '#b91c1c' }}>
                  {error}
                </div>
              ) : null}
              {hide.error ? <Alert type="error" showIcon role="alert" message={hide.error.message} /> : null}
              <div style={{ display: 'flex', gap: 8 }}>
                <Button
                  danger
                  type="primary"
                  loading={hide.isPending}
                  onClick={() => {
                    const problem = validateHideReason(reason);
                    setError(problem);
                    if (!problem)
                      hide.mutate(
                        { reviewId: r.id, reason: reason.trim() },
                        { onSuccess: () => setHiding(false) },
                      );
                  }}
                >
                  Hide review
                </Button>
                <Button disabled={hide.isPending} onClick={() => setHiding(false)}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <Button danger onClick={() => setHiding(true)}>
              Hide review
            </Button>
          )
        }
      />
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} style={{ marginTop: 16, display: 'grid', gap: 8 }}>
      <h3 id={`${id}-title`} style={{ margin: 0, fontSize: 16 }}>
        Review
      </h3>
      {content}
    </section>
  );
}
