/**
 * The stand-in's Embedded Checkout: sessions created through the official SDK with ui_mode embedded_page,
 * the Stripe.js-compatible script, and the framed card form with the hosted page's cards and outcomes.
 * (The script running in a browser with @stripe/stripe-js is e2e/tests/booking.spec.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeStandIn, type StripeStandIn, stripeClientOptions } from '../src/stripe/index.js';

const SECRET_KEY = 'sk_test_embedded_suite';
const WEBHOOK_SECRET = 'whsec_embedded_suite';
const SITE = 'http://localhost:3000';
const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Erin Embed' };

describe('Embedded Checkout in the stand-in', () => {
  const received: string[] = [];
  const hook: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(body);
      res.end('{}');
    });
  });
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let base: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    standIn = createStripeStandIn({ webhookUrl, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY });
    base = (await standIn.start(0)).url;
    stripe = new Stripe(SECRET_KEY, { ...stripeClientOptions(base), maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await standIn?.stop();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });
  beforeEach(() => {
    received.length = 0;
  });

  const createEmbedded = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      ui_mode: 'embedded_page',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 45000, product_data: { name: 'Party Starter' } },
        },
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 2250, product_data: { name: 'Processing fee (5%)' } },
        },
      ],
      return_url: `${SITE}/success?session_id={CHECKOUT_SESSION_ID}`,
      redirect_on_completion: 'if_required',
      client_reference_id: 'b-embedded',
      metadata: { booking_id: 'b-embedded' },
      expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
      ...overrides,
    });

  const frameUrl = (session: Stripe.Checkout.Session, secret = session.client_secret ?? '') =>
    `${base}/embedded/${session.id}?client_secret=${encodeURIComponent(secret)}&origin=${encodeURIComponent(SITE)}`;
  const submit = (session: Stripe.Checkout.Session, fields: Record<string, string>) =>
    fetch(`${base}/embedded/${session.id}`, {
      method: 'POST',
      body: new URLSearchParams({ client_secret: session.client_secret ?? '', origin: SITE, ...fields }),
    });

  it('creates embedded sessions in the API shape: client_secret and return_url, no url', async () => {
    const session = await createEmbedded();
    expect(session).toMatchObject({
      object: 'checkout.session',
      ui_mode: 'embedded_page',
      status: 'open',
      url: null,
      success_url: null,
      cancel_url: null,
      return_url: `${SITE}/success?session_id={CHECKOUT_SESSION_ID}`,
      redirect_on_completion: 'if_required',
    });
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_[a-f0-9]+$`));
    expect((await stripe.checkout.sessions.retrieve(session.id)).client_secret).toBe(session.client_secret);
    // The hosted page does not open an embedded session.
    expect((await fetch(`${base}/pay/${session.id}`)).status).toBe(404);
  });

  it("refuses Stripe's invalid combinations of ui_mode and URLs", async () => {
    await expect(
      createEmbedded({ success_url: `${SITE}/success` } as Partial<Stripe.Checkout.SessionCreateParams>),
    ).rejects.toMatchObject({ statusCode: 400, param: 'success_url' });
    await expect(createEmbedded({ return_url: undefined })).rejects.toMatchObject({
      statusCode: 400,
      param: 'return_url',
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        ui_mode: 'hosted_page',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'x' } } },
        ],
        success_url: `${SITE}/success`,
        return_url: `${SITE}/success`,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'return_url' });
  });

  it('opens the frame only with the session’s client secret, framable only by the embedding origin', async () => {
    const session = await createEmbedded();
    const page = await fetch(frameUrl(session));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${SITE}`);
    const body = await page.text();
    expect(body).toContain('Card number');
    expect(body).toContain('$472.50');
    expect((await fetch(frameUrl(session, `${session.id}_secret_wrong`))).status).toBe(404);
    const badOrigin = frameUrl(session).replace(encodeURIComponent(SITE), encodeURIComponent(`${SITE}/x`));
    expect((await fetch(badOrigin)).status).toBe(404);
  });

  it('declines 4000 0000 0000 0002 inside the frame and keeps the session open', async () => {
    const session = await createEmbedded();
    const res = await submit(session, { ...card, number: '4000 0000 0000 0002' });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(received).toHaveLength(0);
  });

  it('pays with 4242…: checkout.session.completed is sent, then the frame tells the page (once)', async () => {
    const session = await createEmbedded();
    const res = await submit(session, card);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('Payment complete');
    // The frame posts its completion to the embedding origin, with the return URL for that session.
    expect(body).toContain(`"origin":"${SITE}"`);
    expect(body).toContain(`"returnUrl":"${SITE}/success?session_id=${session.id}"`);
    expect(received).toHaveLength(1);
    const event = JSON.parse(received[0]!) as { type: string; data: { object: { id: string } } };
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object.id).toBe(session.id);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await submit(session, card)).status).toBe(409);
    expect((await fetch(frameUrl(session))).status).toBe(410);
  });

  it('serves a Stripe.js whose Stripe() reports the release @stripe/stripe-js expects', async () => {
    const res = await fetch(`${base}/stripe.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const window: Record<string, unknown> = {};
    runInNewContext(await res.text(), {
      window,
      document: { currentScript: { src: `${base}/stripe.js` } },
      location: { href: SITE, origin: SITE },
      URL,
      Promise,
    });
    const StripeJs = window.Stripe as ((key: string) => Record<string, unknown>) & { version: string };
    expect(StripeJs.version).toBe('endive');
    expect(() => StripeJs('sk_test_secret')).toThrow(/publishable key/);
    const instance = StripeJs('pk_test_partyeasy_local');
    expect(typeof instance.createEmbeddedCheckoutPage).toBe('function');
    const create = instance.createEmbeddedCheckoutPage as (o: object) => Promise<unknown>;
    await expect(create({ fetchClientSecret: () => Promise.resolve('not a secret') })).rejects.toThrow(
      /client_secret/,
    );
    await expect(
      create({ fetchClientSecret: () => Promise.reject(new Error('slot_taken')) }),
    ).rejects.toThrow('slot_taken');
    const checkout = (await create({ clientSecret: 'cs_test_abc_secret_def' })) as Record<string, () => void>;
    await expect(create({ clientSecret: 'cs_test_abc_secret_def' })).rejects.toThrow(/multiple/);
    checkout.destroy!();
    const again = (await create({ clientSecret: 'cs_test_abc_secret_def' })) as Record<string, () => void>;
    again.destroy!();
  });
});
