import { newsletterResultMessage, validateNewsletterEmail } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export interface SubscribeResult {
  ok: boolean;
  message: string;
}

/** Adds an address to Email_List: success, already subscribed (23505), failure, or empty input. */
export async function subscribeNewsletter(email: string): Promise<SubscribeResult> {
  const invalid = validateNewsletterEmail(email);
  if (invalid) return { ok: false, message: invalid };
  const { error } = await getSupabase().from('Email_List').insert({ email: email.trim() });
  if (error && error.code !== '23505') console.error('Newsletter subscription failed', error);
  return { ok: !error, message: newsletterResultMessage(error) };
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
