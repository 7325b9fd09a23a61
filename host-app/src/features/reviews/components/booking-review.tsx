import { canEditReview, canReviewBooking, REVIEW_QUERY_PARAM } from '@partyeasy/shared-domain';
import { ReviewCard } from '@partyeasy/shared-ui/components/review-card';
import { useSearchParams } from '@partyeasy/shared-ui/router';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MyReview } from '../api/get-my-reviews';

const ReviewDialog = lazy(() => import('./review-dialog'));

export interface BookingReviewProps {
  booking: {
    id: string;
    vendor_id: string;
    payment_status: string;
    completed_at: string | null;
    vendor: { name: string } | null;
  };
  /** The host's review of this booking, if any (undefined while loading). */
  review: MyReview | null | undefined;
}

/**
 * The review part of a booking card in My bookings: 'Leave a review' on a completed booking (the completed
 * mail's link /dashboard?review=<booking id> opens it), the posted review with 'Edit review' for 48 hours.
 */
export function BookingReview({ booking, review }: BookingReviewProps) {
  const [params, setParams] = useSearchParams();
  const linked = params.get(REVIEW_QUERY_PARAM) === booking.id;
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  // The dialog unmounts as it closes (no closing animation restores focus): back to what opened it.
  const returnFocus = useRef<HTMLElement | null>(null);
  const reviewable = !review && canReviewBooking(booking);

  // Arriving from the mail's link: bring the booking into view and open its form once the reviews are known.
  useEffect(() => {
    if (!linked || review === undefined) return;
    anchor.current?.scrollIntoView({ block: 'center' });
    if (reviewable) setOpen(true);
  }, [linked, review, reviewable]);

  function openDialog(event: { currentTarget: HTMLElement }) {
    returnFocus.current = event.currentTarget;
    setOpen(true);
  }

  function close() {
    setOpen(false);
    const target = returnFocus.current;
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
    });
    if (linked) {
      const next = new URLSearchParams(params);
      next.delete(REVIEW_QUERY_PARAM);
      setParams(next, { replace: true });
    }
  }

  const vendorName = booking.vendor?.name ?? 'the vendor';
  const editable = review ? canEditReview(review) : false;
  if (booking.payment_status !== 'completed') return null;
  return (
    <div ref={anchor} style={{ display: 'grid', gap: 8 }}>
      {saved ? (
        <Alert type="success" showIcon role="status" message="Thank you! Your review is posted." />
      ) : null}
      {review ? (
        <ReviewCard
          headingLevel={3}
          rating={review.rating}
          title={review.title}
          text={review.body}
          reviewerName={review.reviewer_first_name}
          eventMonth={review.event_month}
          reply={review.reply}
          vendorName={booking.vendor?.name}
          hiddenReason={review.hidden_reason}
          actions={
            editable ? (
              <Button onClick={openDialog} aria-label={`Edit review of ${vendorName}`}>
                Edit review
              </Button>
            ) : null
          }
        />
      ) : reviewable ? (
        <Button type="primary" onClick={openDialog} aria-label={`Leave a review of ${vendorName}`}>
          Leave a review
        </Button>
      ) : review === null && linked ? (
        <Alert type="info" showIcon message="Reviews can be left within 60 days of the event." />
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ReviewDialog
            bookingId={booking.id}
            vendorId={booking.vendor_id}
            vendorName={vendorName}
            review={review ?? undefined}
            onClose={close}
            onSaved={() => {
              setSaved(true);
              close();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
