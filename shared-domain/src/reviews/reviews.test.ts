import { describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  validateHideReason,
  validateReview,
  validateReviewReply,
} from '../validation/reviews.ts';
import {
  canEditReview,
  canReviewBooking,
  formatEventMonth,
  formatRating,
  ratingSummaryLabel,
  reviewCountLabel,
  reviewDeadline,
} from './reviews.ts';

describe('review windows', () => {
  const completed = { payment_status: 'completed', completed_at: '2026-11-01T20:00:00.000Z' };

  it('opens when the booking completes and closes 60 days later', () => {
    expect(reviewDeadline(completed)?.toISOString()).toBe('2026-12-31T20:00:00.000Z');
    expect(canReviewBooking(completed, new Date('2026-12-31T20:00:00.000Z'))).toBe(true);
    expect(canReviewBooking(completed, new Date('2026-12-31T20:00:00.001Z'))).toBe(false);
  });

  it('leaves a completion without its time to the server', () => {
    expect(canReviewBooking({ payment_status: 'completed', completed_at: null })).toBe(true);
  });

  it('is closed for bookings that are not completed', () => {
    expect(reviewDeadline({ payment_status: 'paid', completed_at: null })).toBeNull();
    expect(canReviewBooking({ payment_status: 'cancelled', completed_at: '2026-11-01T20:00:00Z' })).toBe(
      false,
    );
  });

  it('lets the author edit for 48 hours, never once hidden', () => {
    const review = { created_at: '2026-11-02T10:00:00.000Z', hidden_at: null };
    expect(canEditReview(review, new Date('2026-11-04T10:00:00.000Z'))).toBe(true);
    expect(canEditReview(review, new Date('2026-11-04T10:00:01.000Z'))).toBe(false);
    expect(
      canEditReview({ ...review, hidden_at: '2026-11-02T11:00:00Z' }, new Date('2026-11-02T12:00:00Z')),
    ).toBe(false);
  });
});

describe('review labels', () => {
  it('formats the event month, the average and the count', () => {
    expect(formatEventMonth('2026-11-01')).toBe('November 2026');
    expect(formatEventMonth('2027-01-01')).toBe('January 2027');
    expect(formatRating(4.666)).toBe('4.7');
    expect(formatRating(4)).toBe('4.0');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(1204)).toBe('1,204 reviews');
    expect(ratingSummaryLabel(4.5, 12)).toBe('Rated 4.5 out of 5 from 12 reviews');
    expect(ratingSummaryLabel(null, 0)).toBe('No reviews yet');
  });
});

describe('validateReview', () => {
  const ok = { rating: 5, title: 'Great night', text: 'The dance floor was full all evening.' };

  it('accepts 1 to 5 whole stars and text up to the limits (trimmed)', () => {
    expect(validateReview(ok)).toEqual({});
    expect(validateReview({ ...ok, rating: 1 })).toEqual({});
    expect(
      validateReview({
        rating: 3,
        title: ` ${'t'.repeat(REVIEW_TITLE_MAX_LENGTH)} `,
        text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH),
      }),
    ).toEqual({});
  });

  it('names each problem', () => {
    expect(validateReview({ rating: 0, title: ' ', text: '' })).toEqual({
      rating: REVIEW_MESSAGES.rating,
      title: REVIEW_MESSAGES.titleRequired,
      text: REVIEW_MESSAGES.textRequired,
    });
    expect(validateReview({ ...ok, rating: 4.5 }).rating).toBe(REVIEW_MESSAGES.rating);
    expect(validateReview({ ...ok, rating: null }).rating).toBe(REVIEW_MESSAGES.rating);
    expect(validateReview({ ...ok, title: 't'.repeat(101) }).title).toBe(
      'The title can be at most 100 characters.',
    );
    expect(validateReview({ ...ok, text: 'x'.repeat(2001) }).text).toBe(
      'The review can be at most 2000 characters.',
    );
  });

  it('checks replies and hiding reasons', () => {
    expect(validateReviewReply('Thank you!')).toBeUndefined();
    expect(validateReviewReply('  ')).toBe('Please write your reply.');
    expect(validateReviewReply('x'.repeat(1001))).toBe('The reply can be at most 1000 characters.');
    expect(validateHideReason('Personal data')).toBeUndefined();
    expect(validateHideReason('')).toBe('Please give a reason for hiding this review.');
    expect(validateHideReason('x'.repeat(501))).toBe('The reason can be at most 500 characters.');
  });

  it('applies the one user-text rule: invisible-only is empty, control and direction characters are refused', () => {
    expect(validateReview({ ...ok, title: '\u200B\u200C\u200D', text: '\uFEFF\u2060' })).toEqual({
      title: 'Please enter a title.',
      text: 'Please write your review.',
    });
    expect(validateReview({ ...ok, title: 'Avoid \u202Egnp.exe' }).title).toBe(
      'The title contains text-direction characters, which are not allowed.',
    );
    expect(validateReview({ ...ok, text: 'Loud\u0007' }).text).toBe(
      'The review contains control characters, which are not allowed.',
    );
    expect(validateReviewReply('\u200B')).toBe('Please write your reply.');
    expect(validateReviewReply('Thanks\u001B[2J')).toBe(
      'The reply contains control characters, which are not allowed.',
    );
    expect(validateHideReason('\u3164')).toBe('Please give a reason for hiding this review.');
    expect(validateHideReason('Spam \u2066x\u2069')).toBe(
      'The reason contains text-direction characters, which are not allowed.',
    );
  });
});
