/**
 * Test harness for the payment flow: a devstack test stack whose functions talk to a stand-in on a free
 * port, and whose stand-in sends its webhooks to the stack's stripe-webhook function.
 *
 *   const stack = await startPaymentStack({ database: 'pglite', seed: true });
 *   await fetch(`${stack.url}/functions/v1/create-checkout-session`, …);
 *   await stack.stop();
 *
 * The functions read their configuration from process.env at each request, so one process runs one
 * payment stack at a time.
 */
import Stripe from 'stripe';
import { startTestStack, type TestStack, type TestStackOptions } from '../testing.js';
import { createStripeStandIn, type StripeStandIn, stripeClientOptions } from './index.js';

export interface PaymentStack extends TestStack {
  standIn: StripeStandIn;
  stripeUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** The official SDK pointed at the stand-in with the stack's key. */
  stripe: Stripe;
  /** The environment the functions run with (already applied to process.env). */
  functionEnv: Record<string, string>;
}

/** The functions' payment variables for a stand-in at `stripeUrl` (what the developer stack sets too). */
export function stripeFunctionEnv(options: { stripeUrl: string; secretKey: string; webhookSecret: string }) {
  return {
    STRIPE_SECRET_KEY: options.secretKey,
    STRIPE_API_BASE: options.stripeUrl,
    STRIPE_WEBHOOK_SECRET: options.webhookSecret,
  };
}

export async function startPaymentStack(
  options: TestStackOptions & { secretKey?: string; webhookSecret?: string },
): Promise<PaymentStack> {
  const secretKey = options.secretKey ?? 'sk_test_payment_stack';
  const webhookSecret = options.webhookSecret ?? 'whsec_payment_stack';
  const stack = await startTestStack(options);
  const standIn = createStripeStandIn({
    webhookUrl: `${stack.url}/functions/v1/stripe-webhook`,
    webhookSecret,
    secretKey,
  });
  let stripeUrl: string;
  try {
    stripeUrl = (await standIn.start(0)).url;
  } catch (err) {
    await stack.stop();
    throw err;
  }
  const functionEnv = {
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    SUPABASE_JWT_SECRET: stack.jwtSecret,
    SITE_URL: stack.config.siteUrl,
    ...stripeFunctionEnv({ stripeUrl, secretKey, webhookSecret }),
  };
  Object.assign(process.env, functionEnv);
  return {
    ...stack,
    standIn,
    stripeUrl,
    secretKey,
    webhookSecret,
    stripe: new Stripe(secretKey, { ...stripeClientOptions(stripeUrl), maxNetworkRetries: 0 }),
    functionEnv,
    stop: async () => {
      await standIn.stop();
      await stack.stop();
    },
  };
}

/** Calls a function of the stack as the browser would (fetch with the caller's bearer token). */
export async function callFunction(
  stack: Pick<TestStack, 'url' | 'anonKey'>,
  name: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: stack.anonKey,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify(options.body ?? {}),
  });
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

/** An access token from password sign-in (a real session, as the apps have). */
export async function passwordToken(
  stack: Pick<TestStack, 'url' | 'anonKey'>,
  email: string,
  password: string,
) {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: stack.anonKey },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token?: string; msg?: string };
  if (!res.ok || !body.access_token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
