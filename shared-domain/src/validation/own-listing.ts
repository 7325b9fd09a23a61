/**
 * Self-dealing: nobody books, pays for or reviews their own listing. The database refuses it on every path
 * (`refuse_own_listing`, SQLSTATE PT403 with hint `own_listing`, HTTP 403) with the message
 * `ownListingMessage(action)`; the checkout function answers `403 { error: 'own_listing' }` with it.
 */
export type OwnListingAction = 'book' | 'review';

/** Example: `ownListingMessage('book')` → "This is your own listing: you can't book it." */
export const ownListingMessage = (action: OwnListingAction) =>
  `This is your own listing: you can't ${action} it.`;

export const OWN_LISTING_MESSAGES = {
  book: ownListingMessage('book'),
  review: ownListingMessage('review'),
} as const;

/** The hint the database gives with the refusal, and the checkout function's error code. */
export const OWN_LISTING_REFUSAL = 'own_listing';

/**
 * Whether an error is the self-dealing refusal: a database error (`{ hint: 'own_listing' }`, as supabase-js
 * reports it) or a function's answer (`{ error: 'own_listing' }`). Example: `{ code: 'PT403', hint:
 * 'own_listing' }` → true; `{ code: '42501' }` → false.
 */
export function isOwnListingRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { hint, error: code } = error as { hint?: unknown; error?: unknown };
  return hint === OWN_LISTING_REFUSAL || code === OWN_LISTING_REFUSAL;
}
