import { afterEach, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({
  stripeJsUrl: 'http://127.0.0.1:12111/stripe.js',
  stripePublishableKey: undefined as string | undefined,
}));
vi.mock('@partyeasy/shared-domain/backend', () => ({ getRuntimeConfig: () => config }));

import { loadEmbeddedStripe, StripeJsUnavailable } from './load-stripe';

afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
});

describe('loadEmbeddedStripe', () => {
  it('is unavailable without a publishable key (the hosted page is used instead)', async () => {
    await expect(loadEmbeddedStripe()).rejects.toBeInstanceOf(StripeJsUnavailable);
    expect(document.querySelector('script[src$="stripe.js"]')).toBeNull();
  });

  it("hands the key to the Stripe object the stripeJsUrl script defined, through @stripe/stripe-js's loadStripe", async () => {
    config.stripePublishableKey = 'pk_test_partyeasy_local';
    const instance = { createEmbeddedCheckoutPage: vi.fn() };
    const Stripe = Object.assign(
      vi.fn(() => instance),
      { version: 'endive' },
    );
    (window as { Stripe?: unknown }).Stripe = Stripe;
    await expect(loadEmbeddedStripe()).resolves.toBe(instance);
    expect(Stripe).toHaveBeenCalledWith('pk_test_partyeasy_local');
  });

  it('is unavailable when the script cannot be loaded, and a later Pay tries again', async () => {
    config.stripePublishableKey = 'pk_test_partyeasy_local';
    const loading = loadEmbeddedStripe();
    const script = document.querySelector<HTMLScriptElement>(
      'script[src="http://127.0.0.1:12111/stripe.js"]',
    );
    expect(script).not.toBeNull();
    script?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/could not be loaded/);
    expect(document.querySelector('script[src$="stripe.js"]')).toBeNull();
    const again = loadEmbeddedStripe();
    expect(document.querySelector('script[src$="stripe.js"]')).not.toBeNull();
    document.querySelector('script[src$="stripe.js"]')?.dispatchEvent(new Event('error'));
    await expect(again).rejects.toBeInstanceOf(StripeJsUnavailable);
  });
});
