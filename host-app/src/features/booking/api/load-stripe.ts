import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import type { Stripe } from '@stripe/stripe-js';

/** How long Stripe.js may take before the booking offers the hosted payment page instead. */
export const STRIPE_JS_TIMEOUT_MS = 15_000;

/** Stripe.js could not be loaded (blocked, offline, no publishable key): pay on the hosted page. */
export class StripeJsUnavailable extends Error {
  override name = 'StripeJsUnavailable';
}

let scriptLoad: Promise<void> | null = null;

/** Adds `<script src>` once; a failed or timed-out load is removed so that a later Pay tries again. */
function loadScript(src: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new StripeJsUnavailable(reason));
    };
    const timer = setTimeout(
      () => fail(`Stripe.js did not load within ${STRIPE_JS_TIMEOUT_MS} ms`),
      STRIPE_JS_TIMEOUT_MS,
    );
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(`Stripe.js could not be loaded from ${src}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/**
 * Stripe.js for Embedded Checkout, loaded when the host presses Pay (never with the page): the script at
 * the runtime config's `stripeJsUrl` (the provider's, or the local payment stand-in's), then
 * `loadStripe(stripePublishableKey)` of `@stripe/stripe-js/pure`, which uses the Stripe object that script
 * defined. Rejects with StripeJsUnavailable when either cannot be had.
 */
export async function loadEmbeddedStripe(): Promise<Stripe> {
  const { stripeJsUrl, stripePublishableKey } = getRuntimeConfig();
  if (!stripePublishableKey) throw new StripeJsUnavailable('no stripePublishableKey in the runtime config');
  await loadScript(stripeJsUrl);
  try {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    const stripe = await loadStripe(stripePublishableKey);
    if (!stripe) throw new Error('loadStripe answered null');
    return stripe;
  } catch (error) {
    throw new StripeJsUnavailable(`Stripe.js did not start: ${(error as Error).message}`);
  }
}
