import process from 'node:process';
import {
  createStripeStandIn,
  DEFAULT_STRIPE_PORT,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  type StripeStandIn,
} from './index.js';

/**
 * The developer stack's payment provider. With STRIPE_SECRET_KEY set and no STRIPE_API_BASE the functions
 * talk to the real provider and nothing is started (returns null). Otherwise the stand-in listens on
 * STRIPE_STAND_IN_PORT (default 12111), sends its webhooks to the stack's stripe-webhook function, and
 * STRIPE_SECRET_KEY / STRIPE_API_BASE / STRIPE_WEBHOOK_SECRET are filled in for the functions (values
 * already in the environment are kept).
 *
 *   const payments = await startLocalStripe({ apiUrl: server.url });
 *   // on shutdown: await payments?.stop();
 */
export async function startLocalStripe(options: {
  apiUrl: string;
  port?: number;
  hostname?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<{ standIn: StripeStandIn; url: string; stop(): Promise<void> } | null> {
  const env = options.env ?? process.env;
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_API_BASE) return null;
  env.STRIPE_SECRET_KEY ??= LOCAL_STRIPE_SECRET_KEY;
  env.STRIPE_WEBHOOK_SECRET ??= LOCAL_STRIPE_WEBHOOK_SECRET;
  const standIn = createStripeStandIn({
    webhookUrl: `${options.apiUrl.replace(/\/+$/, '')}/functions/v1/stripe-webhook`,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    secretKey: env.STRIPE_SECRET_KEY,
  });
  const port = options.port ?? Number(env.STRIPE_STAND_IN_PORT ?? DEFAULT_STRIPE_PORT);
  const { url } = await standIn.start(port, options.hostname);
  env.STRIPE_API_BASE ??= url;
  return { standIn, url, stop: () => standIn.stop() };
}
