import { USER_TEXT_MESSAGES, userTextError } from './user-text.ts';

/**
 * The rules of messaging (issue 43), defined once: the conversation form and the report dialog use these, and
 * supabase/schemas/90_messaging.sql checks the same limits with the same messages
 * (supabase/tests/messaging.test.ts sends each limit and one more through the API).
 * A message is stored as written (no trimming); its length counts Unicode code points, as PostgreSQL's
 * char_length does, so an emoji counts once on both sides. Markup is plain text: it is stored and shown as
 * typed, never rendered.
 */

export const MESSAGE_MAX_LENGTH = 4000;
/** Messages one account may send in any minute. */
export const MESSAGES_PER_MINUTE = 30;
/** Conversations one account may open from listings in any 24 hours (conversations of a booking do not count). */
export const NEW_CONVERSATIONS_PER_DAY = 20;
/** Messages of one page of a conversation (the newest page first). */
export const CONVERSATION_PAGE_SIZE = 50;
/** Conversations of one page of the inbox. */
export const INBOX_PAGE_SIZE = 20;
/** The inbox shows the start of the last message, up to this many characters. */
export const MESSAGE_PREVIEW_LENGTH = 140;
export const REPORT_REASON_MAX_LENGTH = 1000;
/** An admin's reason for hiding a message or blocking an account. */
export const MESSAGING_MODERATION_REASON_MAX_LENGTH = 500;
/** What replaces phone numbers, e-mail addresses and links until the host and vendor have a paid booking. */
export const MESSAGE_CONTACT_PLACEHOLDER = '[contact details are shared once a booking is paid]';

/** The messages the database answers with (PostgREST error.message), for forms to show before sending. */
export const MESSAGE_MESSAGES = {
  required: 'Please write a message.',
  tooLong: 'A message can be at most 4,000 characters.',
  control: USER_TEXT_MESSAGES.control('The message'),
  direction: USER_TEXT_MESSAGES.direction('The message'),
  tooFast: `You can send up to ${MESSAGES_PER_MINUTE} messages a minute. Please wait a moment and try again.`,
  tooManyConversations: `You can start up to ${NEW_CONVERSATIONS_PER_DAY} new conversations a day. Please try again tomorrow.`,
  blocked: 'Your account can no longer send messages. Contact support if you think this is a mistake.',
  notLive: 'This listing is not taking messages right now.',
  ownListing: 'You cannot message your own listing.',
  notFound: 'Conversation not found.',
  foreignBooking: 'That booking is not part of this conversation.',
  signIn: 'Please log in to send a message.',
  reportRequired: 'Please say what is wrong with this conversation.',
  reportTooLong: 'The reason can be at most 1,000 characters.',
  alreadyReported: 'You have already reported this conversation.',
} as const;

/** Length as the database counts it (code points): 'héllo' → 5, '🎉🎉' → 2 (JavaScript's .length says 4). */
export function messageLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/**
 * What is wrong with a message before sending, if anything.
 * Examples: '' → 'Please write a message.'; ' \u200B ' → 'Please write a message.'; 'Hi\u0007' → 'The message
 * contains control characters, which are not allowed.'; 'a'.repeat(4001) → 'A message can be at most 4,000
 * characters.'; '<b>hi</b>' → undefined (markup is text); '🎉'.repeat(4000) → undefined.
 */
export function validateMessage(text: string): string | undefined {
  const problem = userTextError(text, { field: 'The message', required: MESSAGE_MESSAGES.required });
  if (problem) return problem;
  return messageLength(text) > MESSAGE_MAX_LENGTH ? MESSAGE_MESSAGES.tooLong : undefined;
}

/** Characters left before the limit, for the counter under the message box: 'hello' → 3995. */
export function messageCharactersLeft(text: string): number {
  return MESSAGE_MAX_LENGTH - messageLength(text);
}

/**
 * What is wrong with the reason of a report, if anything (the trimmed text counts).
 * Examples: '  ' → 'Please say what is wrong with this conversation.'; 'Asked me to pay outside' → undefined.
 */
export function validateReportReason(text: string): string | undefined {
  const problem = userTextError(text, { field: 'The reason', required: MESSAGE_MESSAGES.reportRequired });
  if (problem) return problem;
  return messageLength(text.trim()) > REPORT_REASON_MAX_LENGTH ? MESSAGE_MESSAGES.reportTooLong : undefined;
}
