import { userTextError } from '@partyeasy/shared-domain';

/** An admin's reason for hiding a message or blocking an account, as the database limits it. */
export const MODERATION_REASON_MAX_LENGTH = 500;

export const MODERATION_MESSAGES = {
  hideRequired: 'Please give a reason for hiding this message.',
  blockRequired: 'Please give a reason.',
  tooLong: `The reason can be at most ${MODERATION_REASON_MAX_LENGTH} characters.`,
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
  return [...reason.trim()].length > MODERATION_REASON_MAX_LENGTH ? MODERATION_MESSAGES.tooLong : undefined;
}
