export const SEND_REQUEST_FAILED = "We couldn't send your request. Check your connection and try again.";
export const ACCEPT_OFFER_FAILED = "We couldn't accept this offer. Check your connection and try again.";

/**
 * The message for a failed call: a refusal raised by the database (it has an error code) is meant for the
 * host and shown as it is; a failure without a code (the network, a timeout) gets `fallback`.
 */
export function quoteErrorMessage(
  error: { message: string; code?: string | null },
  fallback: string,
): string {
  return error.code ? error.message : fallback;
}
