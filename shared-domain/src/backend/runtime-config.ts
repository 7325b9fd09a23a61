// zod's tree-shakable build: this module is on the first visit of every page, and zod/mini is a fraction of
// the full build's size.
import * as z from 'zod/mini';

const url = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });
const text = z.string().check(z.minLength(1, 'expected a non-empty string'));

/** The provider's Stripe.js of the release @stripe/stripe-js expects (its RELEASE_TRAIN). */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

/** Where place suggestions for the location step come from. */
const placesProviderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('google'), apiKey: text }),
  z.object({ kind: z.literal('http'), url }),
]);

const runtimeConfigSchema = z.object({
  productName: text,
  supabaseUrl: url,
  supabaseAnonKey: text,
  checkoutUrl: url,
  remotes: z.object({ hostApp: url, vendorApp: url, adminApp: url }),
  placesProvider: z._default(placesProviderSchema, { kind: 'none' as const }),
  /**
   * Card payments inside the booking modal (Embedded Checkout through @stripe/stripe-js): the provider's
   * publishable key and where Stripe.js loads from (the local payment stand-in's script in development).
   * Without a key the site pays on the provider's hosted page.
   */
  stripePublishableKey: z.optional(
    z.string().check(z.regex(/^pk_(test|live)_\w+$/, 'expected a publishable key (pk_test_… or pk_live_…)')),
  ),
  stripeJsUrl: z._default(url, STRIPE_JS_URL),
});

/** What `/env.js` sets on `window.__PARTYEASY_CONFIG__`: everything that differs between environments. */
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RemoteName = keyof RuntimeConfig['remotes'];
export type PlacesProvider = RuntimeConfig['placesProvider'];

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates a raw configuration object; the error names every missing or malformed key. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (raw === undefined || raw === null) {
    throw new RuntimeConfigError(
      'Runtime configuration missing: /env.js must set window.__PARTYEASY_CONFIG__',
    );
  }
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const message = issue.code === 'invalid_type' ? `missing or not a ${issue.expected}` : issue.message;
      return `${issue.path.join('.') || '(root)'}: ${message}`;
    });
    throw new RuntimeConfigError(`Invalid runtime configuration in /env.js: ${problems.join('; ')}`);
  }
  return result.data;
}

declare global {
  interface Window {
    __PARTYEASY_CONFIG__?: unknown;
  }
}

let cached: RuntimeConfig | undefined;

/** The configuration `/env.js` put on the page before the app bundle ran, validated once. */
export function getRuntimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(globalThis.window?.__PARTYEASY_CONFIG__);
  return cached;
}
