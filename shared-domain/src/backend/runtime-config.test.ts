import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError, STRIPE_JS_URL } from './runtime-config.ts';

const valid = {
  productName: 'PartyEasy',
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon-key',
  checkoutUrl: 'http://localhost:54321/functions/v1',
  remotes: {
    hostApp: 'http://localhost:3001/mf-manifest.json',
    vendorApp: 'http://localhost:3002/mf-manifest.json',
    adminApp: 'https://admin.example.com/mf-manifest.json',
  },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete configuration and defaults the places provider to none', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.remotes.adminApp).toBe('https://admin.example.com/mf-manifest.json');
    expect(config.placesProvider).toEqual({ kind: 'none' });
  });

  it("defaults Stripe.js to the provider's script and checks the publishable key's shape", () => {
    expect(parseRuntimeConfig(valid)).toMatchObject({ stripeJsUrl: STRIPE_JS_URL });
    expect(parseRuntimeConfig(valid).stripePublishableKey).toBeUndefined();
    const local = {
      ...valid,
      stripePublishableKey: 'pk_test_partyeasy_local',
      stripeJsUrl: 'http://127.0.0.1:12111/stripe.js',
    };
    expect(parseRuntimeConfig(local)).toMatchObject(local);
    expect(() => parseRuntimeConfig({ ...valid, stripePublishableKey: 'sk_test_secret' })).toThrow(
      'Invalid runtime configuration in /env.js: stripePublishableKey: expected a publishable key (pk_test_… or pk_live_…)',
    );
  });

  it('keeps a configured places provider', () => {
    const config = parseRuntimeConfig({ ...valid, placesProvider: { kind: 'google', apiKey: 'k' } });
    expect(config.placesProvider).toEqual({ kind: 'google', apiKey: 'k' });
  });

  it('says when env.js did not set the configuration', () => {
    expect(() => parseRuntimeConfig(undefined)).toThrow(/window.__PARTYEASY_CONFIG__/);
  });

  it('names every missing or malformed key', () => {
    const { supabaseAnonKey: _, ...withoutKey } = valid;
    const broken = { ...withoutKey, remotes: { ...valid.remotes, vendorApp: 'not a url' } };
    expect(() => parseRuntimeConfig(broken)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(broken)).toThrow(/supabaseAnonKey/);
    expect(() => parseRuntimeConfig(broken)).toThrow(/remotes\.vendorApp/);
  });

  it('rejects a remote manifest that is not http(s)', () => {
    const broken = { ...valid, remotes: { ...valid.remotes, hostApp: 'file:///etc/passwd' } };
    expect(() => parseRuntimeConfig(broken)).toThrow(/remotes\.hostApp/);
  });

  it('says what is wrong with each key in words', () => {
    const { supabaseAnonKey: _, ...withoutKey } = valid;
    expect(() => parseRuntimeConfig({ ...withoutKey, productName: '', checkoutUrl: 'ftp://x' })).toThrow(
      'Invalid runtime configuration in /env.js: productName: expected a non-empty string; supabaseAnonKey: missing or not a string; checkoutUrl: expected an http(s) URL',
    );
  });
});
