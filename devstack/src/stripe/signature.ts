import { createHmac } from 'node:crypto';

/**
 * The Stripe-Signature header of a webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">` keyed
 * with the endpoint's signing secret (whsec_…), exactly what stripe.webhooks.constructEvent verifies.
 */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
