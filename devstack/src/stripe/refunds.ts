import { invalidParam, StripeApiError } from './errors.js';
import type { FormObject, FormValue } from './form.js';
import { randomId } from './sessions.js';

/** The card payment behind a paid session (the fields of Stripe's Charge that refunds touch). */
export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

/** Stripe's Refund object (same names; status succeeded, pending or failed). */
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  status: 'succeeded' | 'pending' | 'failed';
}

const KNOWN = new Set(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);
const str = (v: FormValue | undefined) => (typeof v === 'string' ? v : undefined);

export function newCharge(amount: number, currency: string, paymentIntent: string, now: number): Charge {
  return {
    id: randomId('ch_test'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    captured: true,
    created: now,
    currency,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: paymentIntent,
    refunded: false,
    status: 'succeeded',
  };
}

/**
 * Validates POST /v1/refunds against the charge (found by `payment_intent` or `charge`) and builds the
 * refund, as Stripe answers: amount defaults to what is left; more than is left is amount_too_large; a
 * fully refunded charge is charge_already_refunded.
 */
export function createRefund(
  params: FormObject,
  findCharge: (by: { paymentIntent?: string; charge?: string }) => Charge | undefined,
  now: number,
): Refund {
  for (const key of Object.keys(params)) {
    if (!KNOWN.has(key)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Received unknown parameter: ${key}`,
        'parameter_unknown',
        key,
      );
    }
  }
  const paymentIntent = str(params.payment_intent);
  const chargeId = str(params.charge);
  if (!paymentIntent && !chargeId) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'One of the following params should be provided for this request: payment_intent or charge.',
      'parameter_missing',
    );
  }
  const charge = findCharge({ paymentIntent, charge: chargeId });
  if (!charge) {
    const [kind, id, param] = paymentIntent
      ? ['payment_intent', paymentIntent, 'payment_intent']
      : ['charge', chargeId, 'charge'];
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `No such ${kind}: '${id}'`,
      'resource_missing',
      param,
    );
  }
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Charge ${charge.id} has already been refunded.`,
      'charge_already_refunded',
    );
  }
  let amount = left;
  const rawAmount = str(params.amount);
  if (rawAmount !== undefined) {
    if (!/^\d+$/.test(rawAmount)) throw invalidParam('amount', `Invalid integer: ${rawAmount}`);
    amount = Number(rawAmount);
    if (amount < 1) throw invalidParam('amount', 'This value must be greater than or equal to 1.');
    if (amount > left) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        'amount_too_large',
        'amount',
      );
    }
  }
  const reason = str(params.reason) || null;
  if (reason && !REASONS.has(reason)) {
    throw invalidParam(
      'reason',
      'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
    );
  }
  const metadata: Record<string, string> = {};
  const m = params.metadata;
  if (m && typeof m === 'object' && !Array.isArray(m)) {
    for (const [k, v] of Object.entries(m)) if (typeof v === 'string' && v !== '') metadata[k] = v;
  }
  return {
    id: randomId('re_test'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: now,
    currency: charge.currency,
    metadata,
    payment_intent: charge.payment_intent,
    reason: reason as Refund['reason'],
    receipt_number: null,
    status: 'succeeded',
  };
}
