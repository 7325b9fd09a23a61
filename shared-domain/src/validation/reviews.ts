/**
 * The rules of a review, its reply and an admin's hiding reason (issue 29), defined once: the forms use these
 * functions, and supabase/schemas/40_reviews.sql checks the same limits with the same messages
 * (supabase/tests/reviews.test.ts writes each limit and one character more through the API).
 */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX_LENGTH = 100;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;
/** A completed booking can be reviewed for this many days after it completed. */
export const REVIEW_WINDOW_DAYS = 60;
/** A review can be edited for this many hours after it was posted. */
export const REVIEW_EDIT_HOURS = 48;

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title can be at most ${REVIEW_TITLE_MAX_LENGTH} characters.`,
  textRequired: 'Please write your review.',
  textTooLong: `The review can be at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  replyRequired: 'Please write your reply.',
  replyTooLong: `The reply can be at most ${REVIEW_REPLY_MAX_LENGTH} characters.`,
  reasonRequired: 'Please give a reason for hiding this review.',
  reasonTooLong: `The reason can be at most ${REVIEW_HIDE_REASON_MAX_LENGTH} characters.`,
} as const;

export interface ReviewInput {
  rating: number | null | undefined;
  title: string;
  text: string;
}

export type ReviewErrors = Partial<Record<'rating' | 'title' | 'text', string>>;

/** The field errors of a review (empty when it can be posted); lengths count the trimmed text. */
export function validateReview({ rating, title, text }: ReviewInput): ReviewErrors {
  const errors: ReviewErrors = {};
  if (
    typeof rating !== 'number' ||
    !Number.isInteger(rating) ||
    rating < REVIEW_RATING_MIN ||
    rating > REVIEW_RATING_MAX
  )
    errors.rating = REVIEW_MESSAGES.rating;
  const t = title.trim();
  if (!t) errors.title = REVIEW_MESSAGES.titleRequired;
  else if (t.length > REVIEW_TITLE_MAX_LENGTH) errors.title = REVIEW_MESSAGES.titleTooLong;
  const x = text.trim();
  if (!x) errors.text = REVIEW_MESSAGES.textRequired;
  else if (x.length > REVIEW_TEXT_MAX_LENGTH) errors.text = REVIEW_MESSAGES.textTooLong;
  return errors;
}

/** The error of a vendor's reply, if any. */
export function validateReviewReply(reply: string): string | undefined {
  const x = reply.trim();
  if (!x) return REVIEW_MESSAGES.replyRequired;
  if (x.length > REVIEW_REPLY_MAX_LENGTH) return REVIEW_MESSAGES.replyTooLong;
  return undefined;
}

/** The error of an admin's reason for hiding a review, if any. */
export function validateHideReason(reason: string): string | undefined {
  const x = reason.trim();
  if (!x) return REVIEW_MESSAGES.reasonRequired;
  if (x.length > REVIEW_HIDE_REASON_MAX_LENGTH) return REVIEW_MESSAGES.reasonTooLong;
  return undefined;
}
