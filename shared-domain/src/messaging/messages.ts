import { formatCount } from '../format/count.ts';
import { USER_TEXT_MESSAGES, userTextError } from '../validation/user-text.ts';

/**
 * The rules of a message and of a conversation report (issue 43), defined once: the conversation page's
 * composer and report dialog use them, and the database's send_message and report_conversation refuse the
 * same limits.
 */

export const MESSAGE_MAX_LENGTH = 4000;
export const REPORT_REASON_MAX_LENGTH = 500;

export const MESSAGE_MESSAGES = {
  bodyRequired: 'Please write a message.',
  bodyTooLong: `A message can be at most ${formatCount(MESSAGE_MAX_LENGTH)} characters.`,
  bodyControl: USER_TEXT_MESSAGES.control('The message'),
  bodyDirection: USER_TEXT_MESSAGES.direction('The message'),
  reasonRequired: 'Please say why you are reporting this conversation.',
  reasonTooLong: `The reason can be at most ${REPORT_REASON_MAX_LENGTH} characters.`,
} as const;

/** Characters as people count them (a code point each): 'héllo' → 5, '👋' → 1. */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * The error of a message about to be sent, if any; the length counts the trimmed text.
 * Examples: '' → 'Please write a message.'; '\u200B' → 'Please write a message.'; 'Hi\u202E' → 'The message
 * contains text-direction characters, which are not allowed.'; 4,000 × 'a' → undefined; 4,001 × 'a' → 'A
 * message can be at most 4,000 characters.'
 */
export function validateMessageBody(body: string): string | undefined {
  const problem = userTextError(body, { field: 'The message', required: MESSAGE_MESSAGES.bodyRequired });
  if (problem) return problem;
  return messageLength(body) > MESSAGE_MAX_LENGTH ? MESSAGE_MESSAGES.bodyTooLong : undefined;
}

/** The error of a report's reason, if any: required, at most 500 characters once trimmed. */
export function validateReportReason(reason: string): string | undefined {
  const problem = userTextError(reason, { field: 'The reason', required: MESSAGE_MESSAGES.reasonRequired });
  if (problem) return problem;
  return messageLength(reason) > REPORT_REASON_MAX_LENGTH ? MESSAGE_MESSAGES.reasonTooLong : undefined;
}
