import type Stripe from 'stripe';
import { HttpError } from './http.ts';

/**
 * How long a started checkout holds the slot: the provider's shortest session life (30 minutes, counted at
 * its clock when the request arrives) plus a minute for clock differences and slow requests.
 */
export const CHECKOUT_HOLD_MINUTES = 31;
/** Stripe's smallest card charge in USD. */
export const MINIMUM_CHARGE_CENTS = 50;

/** 'embedded' when the body asks for it; anything else (or nothing, as the spec's body) is 'hosted'. */
export const checkoutUiMode = (value: unknown): 'embedded' | 'hosted' =>
  value === 'embedded' ? 'embedded' : 'hosted';

/** The session's mode part: embedded (the site's modal) or hosted (the provider's page, then back). */
export function sessionMode(embedded: boolean, successUrl: string, cancelUrl: string) {
  // Embedded: the modal's onComplete takes the host to /success itself; return_url is where
  // redirect-based payment methods come back to. Hosted: the provider's page redirects.
  return embedded
    ? {
        ui_mode: 'embedded_page' as const,
        return_url: successUrl,
        redirect_on_completion: 'if_required' as const,
      }
    : { success_url: successUrl, cancel_url: cancelUrl };
}

/** When a session started now stops being payable (seconds since the epoch). */
export const sessionExpiresAt = () => Math.floor(Date.now() / 1000) + CHECKOUT_HOLD_MINUTES * 60;

/** What the browser needs to pay an open session: its client secret (embedded) or its page (hosted). */
export function checkoutAnswer(session: Stripe.Checkout.Session) {
  if (session.ui_mode === 'embedded_page' || session.ui_mode === ('embedded' as string)) {
    if (!session.client_secret)
      throw new Error('the provider returned an embedded session without a client_secret');
    return { uiMode: 'embedded' as const, clientSecret: session.client_secret, sessionId: session.id };
  }
  if (!session.url) throw new Error('the provider returned a session without a url');
  return { uiMode: 'hosted' as const, url: session.url, sessionId: session.id };
}

export const isStripeError = (err: unknown) =>
  typeof (err as { type?: unknown })?.type === 'string' &&
  String((err as { type: string }).type).startsWith('Stripe');

/** The provider could not be reached or refused: a 502 the booking UI shows as a payment failure. */
export const providerFailure = (caller: string, err: unknown) => {
  console.error(`[${caller}] provider:`, (err as Error).message);
  return new HttpError(502, 'payment_provider', 'Failed to process payment. Please try again.');
};

/** An open session answers again with the same page; a completed or expired one says so. */
export async function openSession(stripe: Stripe, sessionId: string, caller = 'create-checkout-session') {
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch((err: unknown) => {
    throw providerFailure(caller, err);
  });
  if (session.status === 'open') return checkoutAnswer(session);
  if (session.status === 'complete')
    throw new HttpError(409, 'already_paid', 'This booking is already paid.');
  throw new HttpError(409, 'checkout_expired', 'This checkout has expired. Please start a new booking.');
}
