import { NEWSLETTER_MESSAGES, validateNewsletterEmail } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export interface SubscribeResult {
  ok: boolean;
  message: string;
}

/**
 * Asks the newsletter-subscribe function to mail a confirmation link (double opt-in). Every accepted
 * address gets the same answer, new or already subscribed; 400 invalid_email is a malformed address.
 */
export async function subscribeNewsletter(email: string): Promise<SubscribeResult> {
  const invalid = validateNewsletterEmail(email);
  if (invalid) return { ok: false, message: invalid };
  const { error } = await getSupabase().functions.invoke('newsletter-subscribe', {
    body: { email: email.trim() },
  });
  if (!error) return { ok: true, message: NEWSLETTER_MESSAGES.checkInbox };
  const status = (error as { context?: Response }).context?.status;
  if (status === 400) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  console.error('Newsletter subscription failed', error);
  return { ok: false, message: NEWSLETTER_MESSAGES.failed };
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
