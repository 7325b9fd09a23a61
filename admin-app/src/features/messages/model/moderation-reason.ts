import {
  MESSAGING_MODERATION_REASON_MAX_LENGTH,
  messageLength,
  userTextError,
} from '@partyeasy/shared-domain';

/** The database's words for a missing or long reason (admin_hide_message, admin_set_messaging_block). */
export const MODERATION_MESSAGES = {
  hideRequired: 'Please give a reason for hiding this message.',
  blockRequired: 'Please give a reason.',
  tooLong: `The reason can be at most ${MESSAGING_MODERATION_REASON_MAX_LENGTH} characters.`,
} as const;

/**
 * What is wrong with a moderation reason, if anything, with the database's own wording (the trimmed text
 * counts, in code points). Examples for hiding: '  ' → 'Please give a reason for hiding this message.';
 * 'Asked for payment outside PartyEasy' → undefined; 'x'.repeat(501) → 'The reason can be at most 500
 * characters.'.
 */
export function moderationReasonError(reason: string, action: 'hide' | 'block'): string | undefined {
  const required = action === 'hide' ? MODERATION_MESSAGES.hideRequired : MODERATION_MESSAGES.blockRequired;
  const problem = userTextError(reason, { field: 'The reason', required });
  if (problem) return problem;
  return messageLength(reason.trim()) > MESSAGING_MODERATION_REASON_MAX_LENGTH
    ? MODERATION_MESSAGES.tooLong
    : undefined;
}
