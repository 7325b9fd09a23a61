/**
 * The site's Content-Security-Policy, derived from its runtime configuration (`env.js`): scripts only from
 * the site, its remotes and Stripe.js; frames only from the payment provider's (or the local stand-in's)
 * checkout; connections only to the backend, the checkout functions, the remotes' manifests and the place
 * suggestions. The shell's dev and preview servers send it (shell/rsbuild.config.ts); docs/deploy.md shows how to
 * print it for a deployed host: `pnpm --filter @partyeasy/shell csp <env.js> [index.html]`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { parseRuntimeConfig, type RuntimeConfig } from '@partyeasy/shared-domain/runtime-config';

/** Where the provider's Stripe.js and Embedded Checkout load and talk (its integration security guide). */
export const PROVIDER_STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

const PROVIDER_SCRIPT_ORIGIN = 'https://js.stripe.com';
const GOOGLE_PLACES_ORIGIN = 'https://places.googleapis.com';

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** 'sha256-…' sources for the inline `<script>` elements of a built page (the first screens' scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return unique(hashes);
}

export interface CspOptions {
  /** The inline scripts' hashes (inlineScriptHashes of the page served). */
  inlineScripts?: string[];
  /** Development servers: the remotes' hot-reload sockets too. */
  dev?: boolean;
}

/**
 * The policy for a runtime configuration. Example, the local env.js with the built page:
 * `script-src 'self' http://localhost:3001 … http://127.0.0.1:12111 'sha256-…'; frame-src
 * http://127.0.0.1:12111; connect-src 'self' http://127.0.0.1:54321 http://localhost:3001 …`.
 */
export function contentSecurityPolicy(config: RuntimeConfig, options: CspOptions = {}): string {
  const remotes = Object.values(config.remotes).map(origin);
  const stripeJs = origin(config.stripeJsUrl);
  // The provider's script needs its whole family; the local stand-in frames its own pages only.
  const provider = stripeJs === PROVIDER_SCRIPT_ORIGIN;
  const stripe = provider
    ? PROVIDER_STRIPE_SOURCES
    : { script: [stripeJs], frame: [stripeJs], connect: [], img: [] };
  const places =
    config.placesProvider.kind === 'google'
      ? [GOOGLE_PLACES_ORIGIN]
      : config.placesProvider.kind === 'http'
        ? [origin(config.placesProvider.url)]
        : [];
  const sockets = options.dev ? remotes.map((r) => r.replace(/^http/, 'ws')) : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...stripe.script, ...(options.inlineScripts ?? [])]],
    // antd writes its component styles as <style> elements at run time (CSS-in-JS).
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', origin(config.supabaseUrl), ...stripe.img]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        origin(config.supabaseUrl),
        // The Realtime websocket (messages live), named in its own scheme: not every browser lets an
        // http(s) source cover it.
        origin(config.supabaseUrl).replace(/^http/, 'ws'),
        origin(config.checkoutUrl),
        ...remotes,
        ...sockets,
        ...stripe.connect,
        ...places,
      ],
    ],
    ['frame-src', stripe.frame],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** The configuration an env.js file sets (it is run in an empty sandbox with only `window`). */
export function readRuntimeConfig(envJs: string): RuntimeConfig {
  const window: { __PARTYEASY_CONFIG__?: unknown } = {};
  runInNewContext(readFileSync(envJs, 'utf8'), { window });
  return parseRuntimeConfig(window.__PARTYEASY_CONFIG__);
}

/**
 * The header of the shell's own servers: the runtime config of `envJs` with PARTYEASY_CSP_CONFIG (JSON,
 * merged over it; the e2e harness names its devstack's ports there, the same values it serves as env.js)
 * and the inline scripts of `indexHtml` when it exists (the production build's page).
 */
export function serverContentSecurityPolicy(envJs: string, indexHtml: string | null, dev: boolean): string {
  const config = readRuntimeConfig(envJs);
  const overrides = process.env.PARTYEASY_CSP_CONFIG;
  const merged = overrides ? parseRuntimeConfig({ ...config, ...JSON.parse(overrides) }) : config;
  const inlineScripts =
    indexHtml && existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  return contentSecurityPolicy(merged, { inlineScripts, dev });
}
