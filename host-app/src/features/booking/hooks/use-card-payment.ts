import { BOOKING_MESSAGES } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useNavigate } from '@partyeasy/shared-ui/router';
import type { Stripe, StripeEmbeddedCheckout } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { cancelCheckout } from '../../payment';
import { type CheckoutAnswer, CheckoutError, createCheckoutSession } from '../api/create-checkout-session';

/** Where the booking's card payment stands once Pay has created the booking row. */
export type CardPayment =
  | { kind: 'embedded'; bookingId: string; checkout: StripeEmbeddedCheckout }
  /** Stripe.js could not load: the host is told and may pay on the provider's hosted page. */
  | { kind: 'fallback'; bookingId: string };

/**
 * What a card payment pays: one booking (create-checkout-session) or several at once (an event's group
 * checkout). `id` names it (the booking id, or a key of the caller's); `session` opens its checkout;
 * `release` frees its held time (with `retry`, keeping it payable where that exists).
 */
export interface CheckoutSource {
  id: string;
  session: (uiMode: 'embedded' | 'hosted') => Promise<CheckoutAnswer>;
  release: (retry: boolean) => Promise<unknown>;
  /** Paid: instead of going to /success (a booking change's difference stays on My bookings). */
  onPaid?: () => void;
}

/** One booking's checkout: create-checkout-session, released or cancelled by cancel-checkout. */
export function bookingCheckout(bookingId: string): CheckoutSource {
  return {
    id: bookingId,
    session: async (uiMode) => createCheckoutSession(await accessToken(), { bookingId, uiMode }),
    release: (retry) => cancelCheckout(bookingId, { retry }),
  };
}

interface Active {
  bookingId: string;
  source: CheckoutSource;
  checkout: StripeEmbeddedCheckout | null;
  completed: boolean;
}

/**
 * What leaving does to the booking: 'cancel' ends it (the booking modal: a closed modal is an abandoned
 * booking, listed under "Not completed"), 'release' frees the time and keeps it payable (My bookings).
 */
export type LeaveBy = 'cancel' | 'release';

async function accessToken() {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.access_token ?? '';
}

/**
 * The Pay step's card payment. `start` mounts-ready an Embedded Checkout for a booking (its client secret
 * comes from create-checkout-session with uiMode 'embedded'); when it completes, the host goes to
 * /success?session_id=… without the page having left the site. Cancel payment (`abandon`) destroys the form
 * and releases the held slot while keeping the booking, so that Pay again (after a declined card, say) holds
 * the same booking. Unmounting — closing the modal, navigating away — does what `leaveBy` says to the last
 * booking started and not paid (`onReleased` runs after). When Stripe.js is unavailable the payment is
 * `fallback` and `payOnHostedPage` sends the host to the provider's page.
 */
export function useCardPayment({
  redirect,
  onReleased,
  leaveBy,
}: {
  redirect: (url: string) => void;
  onReleased: () => void;
  leaveBy: LeaveBy;
}) {
  const navigate = useNavigate();
  const [payment, setPayment] = useState<CardPayment | null>(null);
  const active = useRef<Active | null>(null);
  const released = useRef(onReleased);
  released.current = onReleased;

  /** Destroys the current checkout and, unless it was paid, releases its hold (and cancels, if asked). */
  const leave = (how: LeaveBy) => {
    const current = active.current;
    active.current = how === 'cancel' ? null : current && { ...current, checkout: null };
    if (!current) return;
    current.checkout?.destroy();
    if (!current.completed && (how === 'cancel' || current.checkout)) {
      // A hold that cannot be released now ends when the session expires (about 30 minutes).
      void current.source
        .release(how === 'release')
        .catch(() => undefined)
        .finally(() => released.current());
    }
  };
  const leaveOnUnmount = useRef(() => leave(leaveBy));
  leaveOnUnmount.current = () => leave(leaveBy);
  useEffect(() => () => leaveOnUnmount.current(), []);

  /**
   * Creates the embedded checkout of `bookingId` once Stripe.js has loaded. Rejects with the checkout
   * function's CheckoutError (slot taken, hold limit, failure); the hold is not kept on failure.
   */
  async function start(what: string | CheckoutSource, stripeJs: Promise<Stripe>) {
    const source = typeof what === 'string' ? bookingCheckout(what) : what;
    const bookingId = source.id;
    const entry: Active = { bookingId, source, checkout: null, completed: false };
    // The booking is this payment's from now on: leaving cancels or releases it even if the start fails.
    active.current = entry;
    let stripe: Stripe;
    try {
      stripe = await stripeJs;
    } catch {
      setPayment({ kind: 'fallback', bookingId });
      return;
    }
    let sessionId = '';
    let secret: Promise<string> | undefined;
    const fetchClientSecret = () => {
      secret ??= source.session('embedded').then((answer) => {
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
        if (source.onPaid) {
          entry.checkout?.destroy();
          setPayment(null);
          source.onPaid();
          return;
        }
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
      // The session was made but cannot be shown: its hold is released, the booking kept for a retry.
      void source.release(true).catch(() => undefined);
      throw new CheckoutError(BOOKING_MESSAGES.paymentFailed, false);
    }
    setPayment({ kind: 'embedded', bookingId, checkout: entry.checkout });
  }

  /** The fallback: a hosted session for the same booking, and the browser goes to its page. */
  async function payOnHostedPage(bookingId: string) {
    const source =
      active.current?.bookingId === bookingId ? active.current.source : bookingCheckout(bookingId);
    const answer = await source.session('hosted');
    // The provider's page and /cancel take over: leaving this page no longer releases the booking.
    if (active.current?.bookingId === bookingId) active.current = { ...active.current, completed: true };
    if (answer.uiMode !== 'hosted') throw new CheckoutError(BOOKING_MESSAGES.paymentFailed, false);
    redirect(answer.url);
  }

  /** Cancel payment: back to the Pay step with the slot released and the booking kept for Pay again. */
  function abandon() {
    leave('release');
    setPayment(null);
  }

  /** Gives the booking up (another time or choice means another booking): cancelled, its time freed. */
  function discard() {
    leave('cancel');
    setPayment(null);
  }

  /** The booking this payment last started (a retry pays the same one), if it was not paid. */
  const bookingId = () => {
    const current = active.current;
    return current && !current.completed ? current.bookingId : null;
  };

  return { payment, start, payOnHostedPage, abandon, discard, bookingId };
}
