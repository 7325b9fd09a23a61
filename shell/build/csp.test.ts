import { createHash } from 'node:crypto';
import { parseRuntimeConfig } from '@partyeasy/shared-domain/runtime-config';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';

const base = {
  productName: 'PartyEasy',
  supabaseAnonKey: 'anon',
  remotes: {
    hostApp: 'https://host.partyeasy.example/mf-manifest.json',
    vendorApp: 'https://vendor.partyeasy.example/mf-manifest.json',
    adminApp: 'https://admin.partyeasy.example/mf-manifest.json',
  },
};

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name, sources];
    }),
  ) as Record<string, string[]>;

describe('contentSecurityPolicy', () => {
  it("allows the provider's Stripe.js family in production, and only the named origins", () => {
    const config = parseRuntimeConfig({
      ...base,
      supabaseUrl: 'https://ref.supabase.co',
      checkoutUrl: 'https://ref.supabase.co/functions/v1',
      stripePublishableKey: 'pk_live_abc',
    });
    const policy = directives(contentSecurityPolicy(config, { inlineScripts: ["'sha256-x'"] }));
    const remotes = [
      'https://host.partyeasy.example',
      'https://vendor.partyeasy.example',
      'https://admin.partyeasy.example',
    ];
    expect(policy['script-src']).toEqual([
      "'self'",
      ...remotes,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      "'sha256-x'",
    ]);
    expect(policy['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://checkout.stripe.com',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://ref.supabase.co',
      'wss://ref.supabase.co',
      ...remotes,
      'https://api.stripe.com',
      'https://checkout.stripe.com',
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it("allows the local stand-in's origin for scripts and frames, and the dev servers' sockets", () => {
    const config = parseRuntimeConfig({
      ...base,
      remotes: { ...base.remotes, hostApp: 'http://localhost:3001/mf-manifest.json' },
      supabaseUrl: 'http://127.0.0.1:54321',
      checkoutUrl: 'http://127.0.0.1:54321/functions/v1',
      stripeJsUrl: 'http://127.0.0.1:12111/stripe.js',
      placesProvider: { kind: 'http', url: 'http://places.local:9000/search' },
    });
    const policy = directives(contentSecurityPolicy(config, { dev: true }));
    expect(policy['script-src']).toContain('http://127.0.0.1:12111');
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:12111']);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:54321',
        'ws://127.0.0.1:54321',
        'ws://localhost:3001',
        'http://places.local:9000',
      ]),
    );
    expect(policy['connect-src']).not.toContain('http://127.0.0.1:12111');
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:54321']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts of a page, not the ones with src', () => {
    const body = 'window.x = 1;';
    const html = `<script src="/env.js" defer></script><script type="module">${body}</script><script> </script>`;
    const hash = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${hash}'`]);
  });
});
