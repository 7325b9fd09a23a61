import { emailChangedMessage, PROFILE_MESSAGES } from '@partyeasy/shared-domain';

/** Where the e-mail change links bring the user back: the settings page, marked as such a return. */
export const EMAIL_CHANGE_RETURN = '/account-settings?email_change=1';

/** GoTrue's answer to the first of the two links (in the fragment, and in the query under PKCE). */
const HALF_CONFIRMED = /Confirmation link accepted/i;

export type EmailChangeLanding =
  | { type: 'info' | 'success' | 'error'; text: string; waitForUser?: false }
  | { type: 'success'; text: (email: string) => string; waitForUser: true };

/**
 * What the settings page says when a change link brought the user back (`search` and `hash` of the
 * address): the first link → `PROFILE_MESSAGES.emailHalfConfirmed`; a refused link → its description; the
 * second link (the marked return without a message) → 'Your e-mail address is now …' once the session
 * shows the new address. Anything else → null.
 */
export function emailChangeLanding(search: string, hash: string): EmailChangeLanding | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const message = fragment.get('message') ?? query.get('message');
  if (message && HALF_CONFIRMED.test(message))
    return { type: 'info', text: PROFILE_MESSAGES.emailHalfConfirmed };
  const error = fragment.get('error_description') ?? query.get('error_description');
  if (error) return { type: 'error', text: `This confirmation link did not work: ${error}.` };
  if (query.get('email_change') === '1')
    return { type: 'success', text: emailChangedMessage, waitForUser: true };
  return null;
}
