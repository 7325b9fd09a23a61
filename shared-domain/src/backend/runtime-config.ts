import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ });

/** Where place suggestions for the location step come from. */
const placesProviderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('google'), apiKey: z.string().min(1) }),
  z.object({ kind: z.literal('http'), url }),
]);

const runtimeConfigSchema = z.object({
  productName: z.string().min(1),
  supabaseUrl: url,
  supabaseAnonKey: z.string().min(1),
  checkoutUrl: url,
  remotes: z.object({ hostApp: url, vendorApp: url, adminApp: url }),
  placesProvider: placesProviderSchema.default({ kind: 'none' }),
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
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
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
