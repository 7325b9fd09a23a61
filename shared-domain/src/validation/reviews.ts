import { USER_TEXT_MESSAGES, userTextError } from './user-text.ts';

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
  titleControl: USER_TEXT_MESSAGES.control('The title'),
  titleDirection: USER_TEXT_MESSAGES.direction('The title'),
  textControl: USER_TEXT_MESSAGES.control('The review'),
  textDirection: USER_TEXT_MESSAGES.direction('The review'),
  replyControl: USER_TEXT_MESSAGES.control('The reply'),
  replyDirection: USER_TEXT_MESSAGES.direction('The reply'),
  reasonControl: USER_TEXT_MESSAGES.control('The reason'),
  reasonDirection: USER_TEXT_MESSAGES.direction('The reason'),
} as const;

/**
 * One text field of a review: the one user-text rule (validation/user-text.ts: blank once invisible characters
 * are removed gets the required message; control and direction characters are refused), then the length of
 * the trimmed text.
 */
function reviewTextError(value: string, field: string, required: string, max: number, tooLong: string) {
  const problem = userTextError(value, { field, required });
  if (problem) return problem;
  return value.trim().length > max ? tooLong : undefined;
}

export interface ReviewInput {
  rating: number | null | undefined;
  title: string;
  text: string;
}

export type ReviewErrors = Partial<Record<'rating' | 'title' | 'text', string>>;

/**
 * The field errors of a review (empty when it can be posted); lengths count the trimmed text.
 * Examples: title '\u200B\u200B' → 'Please enter a title.'; title 'Avoid \u202Egnp.exe' → 'The title contains
 * text-direction characters, which are not allowed.'; text 'ok\u0007' → 'The review contains control characters,
 * which are not allowed.'
 */
export function validateReview({ rating, title, text }: ReviewInput): ReviewErrors {
  const errors: ReviewErrors = {};
  if (
    typeof rating !== 'number' ||
    !Number.isInteger(rating) ||
    rating < REVIEW_RATING_MIN ||
    rating > REVIEW_RATING_MAX
  )
    errors.rating = REVIEW_MESSAGES.rating;
  const titleError = reviewTextError(
    title,
    'The title',
    REVIEW_MESSAGES.titleRequired,
    REVIEW_TITLE_MAX_LENGTH,
    REVIEW_MESSAGES.titleTooLong,
  );
  if (titleError) errors.title = titleError;
  const textError = reviewTextError(
    text,
    'The review',
    REVIEW_MESSAGES.textRequired,
    REVIEW_TEXT_MAX_LENGTH,
    REVIEW_MESSAGES.textTooLong,
  );
  if (textError) errors.text = textError;
  return errors;
}

/** The error of a vendor's reply, if any. */
export function validateReviewReply(reply: string): string | undefined {
  return reviewTextError(
    reply,
    'The reply',
    REVIEW_MESSAGES.replyRequired,
    REVIEW_REPLY_MAX_LENGTH,
    REVIEW_MESSAGES.replyTooLong,
  );
}

/** The error of an admin's reason for hiding a review, if any. */
export function validateHideReason(reason: string): string | undefined {
  return reviewTextError(
    reason,
    'The reason',
    REVIEW_MESSAGES.reasonRequired,
    REVIEW_HIDE_REASON_MAX_LENGTH,
    REVIEW_MESSAGES.reasonTooLong,
  );
}
