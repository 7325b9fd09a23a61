/** Shown when the request did not reach the server (the server's own refusals are shown as it words them). */
export const OPEN_CONVERSATION_FAILED =
  "We couldn't open the conversation. Check your connection and try again.";

/**
 * The message for a failed call: a refusal raised by the database (it has an error code) is meant for the
 * user and shown as it is; a failure without a code (the network, a timeout) gets the generic message.
 */
export function conversationErrorMessage(error: { message: string; code?: string | null }): string {
  return error.code ? error.message : OPEN_CONVERSATION_FAILED;
}
