import { BOOKING_MESSAGES } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useNavigate } from '@partyeasy/shared-ui/router';
import type { Stripe, StripeEmbeddedCheckout } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { cancelCheckout } from '../../payment';
import { CheckoutError, createCheckoutSession } from '../api/create-checkout-session';

/** The create-checkout-session body of a booking, for the UI mode asked. */
export type CheckoutBodyFor = (
  uiMode: 'embedded' | 'hosted',
) => { uiMode: 'embedded' | 'hosted' } & Record<string, unknown>;

/** Where the booking's card payment stands once Pay has created the booking row. */
export type CardPayment =
  | { kind: 'embedded'; bookingId: string; checkout: StripeEmbeddedCheckout }
  /** Stripe.js could not load: the host is told and may pay on the provider's hosted page. */
  | { kind: 'fallback'; bookingId: string };

interface Active {
  bookingId: string;
  checkout: StripeEmbeddedCheckout | null;
  completed: boolean;
}

async function accessToken() {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.access_token ?? '';
}

/**
 * The Pay step's card payment. `start` mounts-ready an Embedded Checkout for a booking (its client secret
 * comes from create-checkout-session with uiMode 'embedded'); when it completes, the host goes to
 * /success?session_id=… without the page having left the site. Leaving an unfinished embedded checkout —
 * closing the modal, Cancel payment, navigating away — destroys it and releases the held slot as /cancel's
 * "Release this time slot" does (`onReleased` runs after). When Stripe.js is unavailable the payment is
 * `fallback` and `payOnHostedPage` sends the host to the provider's page.
 */
export function useCardPayment({
  redirect,
  onReleased,
}: {
  redirect: (url: string) => void;
  onReleased: () => void;
}) {
  const navigate = useNavigate();
  const [payment, setPayment] = useState<CardPayment | null>(null);
  const active = useRef<Active | null>(null);
  const released = useRef(onReleased);
  released.current = onReleased;

  /** Destroys the current checkout and, unless it was paid, releases its hold. */
  const leave = () => {
    const current = active.current;
    active.current = null;
    if (!current) return;
    current.checkout?.destroy();
    if (!current.completed) {
      // A hold that cannot be released now ends when the session expires (about 30 minutes).
      void cancelCheckout(current.bookingId)
        .catch(() => undefined)
        .finally(() => released.current());
    }
  };
  const leaveOnUnmount = useRef(leave);
  leaveOnUnmount.current = leave;
  useEffect(() => () => leaveOnUnmount.current(), []);

  /**
   * Creates the embedded checkout of `bookingId` once Stripe.js has loaded. Rejects with the checkout
   * function's CheckoutError (slot taken, hold limit, failure); the hold is not kept on failure.
   */
  async function start(bookingId: string, stripeJs: Promise<Stripe>, bodyFor: CheckoutBodyFor) {
    let stripe: Stripe;
    try {
      stripe = await stripeJs;
    } catch {
      setPayment({ kind: 'fallback', bookingId });
      return;
    }
    const token = await accessToken();
    const entry: Active = { bookingId, checkout: null, completed: false };
    let sessionId = '';
    let secret: Promise<string> | undefined;
    const fetchClientSecret = () => {
      secret ??= createCheckoutSession(token, bodyFor('embedded')).then((answer) => {
        if (answer.uiMode !== 'embedded') throw new CheckoutError(BOOKING_MESSAGES.paymentFailed, false);
        sessionId = answer.sessionId;
        return answer.clientSecret;
      });
      return secret;
    };
    const created = stripe.createEmbeddedCheckoutPage({
      fetchClientSecret,
      onComplete: () => {
        entry.completed = true;
        navigate(`/success?session_id=${encodeURIComponent(sessionId)}`);
      },
    });
    // The secret is awaited here too: whether Stripe.js reports a failed fetch or shows it in its frame,
    // the flow learns why (a taken slot goes back to the calendar).
    try {
      await fetchClientSecret();
    } catch (error) {
      created.then((checkout) => checkout.destroy()).catch(() => undefined);
      throw error;
    }
    try {
      entry.checkout = await created;
    } catch {
      active.current = entry;
      leave();
      throw new CheckoutError(BOOKING_MESSAGES.paymentFailed, false);
    }
    active.current = entry;
    setPayment({ kind: 'embedded', bookingId, checkout: entry.checkout });
  }

  /** The fallback: a hosted session for the same booking, and the browser goes to its page. */
  async function payOnHostedPage(bodyFor: CheckoutBodyFor) {
    const answer = await createCheckoutSession(await accessToken(), bodyFor('hosted'));
    if (answer.uiMode !== 'hosted') throw new CheckoutError(BOOKING_MESSAGES.paymentFailed, false);
    redirect(answer.url);
  }

  /** Cancel payment: back to the Pay step with the slot released. */
  function abandon() {
    leave();
    setPayment(null);
  }

  return { payment, start, payOnHostedPage, abandon };
}
