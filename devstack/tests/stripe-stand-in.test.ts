import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseDocument } from 'htmlparser2';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStripeStandIn,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  type StripeStandIn,
  stripeClientOptions,
} from '../src/stripe/index.js';
import { startLocalStripe } from '../src/stripe/local.js';

const SECRET_KEY = 'sk_test_stand_in_suite';
const WEBHOOK_SECRET = 'whsec_stand_in_suite';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint that records requests and answers with the queued statuses (then 200). */
function webhookReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end('{}');
    });
  });
  return {
    received,
    statuses,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const text = (node: unknown): string => {
  const n = node as { data?: string; children?: unknown[] };
  return n.data ?? (n.children ?? []).map(text).join(' ');
};

function elements(html: string, name: string) {
  const found: { attribs: Record<string, string>; text: string }[] = [];
  const walk = (node: unknown) => {
    const n = node as { name?: string; attribs?: Record<string, string>; children?: unknown[] };
    if (n.name === name) found.push({ attribs: n.attribs ?? {}, text: text(n).replace(/\s+/g, ' ').trim() });
    for (const child of n.children ?? []) walk(child);
  };
  walk(parseDocument(html));
  return found;
}

const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Hannah Host' };

describe('Stripe-compatible stand-in', () => {
  const hook = webhookReceiver();
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let base: string;

  beforeAll(async () => {
    const webhookUrl = await hook.start();
    standIn = createStripeStandIn({ webhookUrl, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY });
    base = (await standIn.start(0)).url;
    stripe = new Stripe(SECRET_KEY, { ...stripeClientOptions(base), maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await standIn?.stop();
    await hook.stop();
  });
  beforeEach(() => {
    hook.received.length = 0;
  });

  const createSession = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 45000,
            product_data: { name: 'Party Starter', description: '3 hours, 60 guest(s)' },
          },
        },
        {
          quantity: 2,
          price_data: { currency: 'usd', unit_amount: 4000, product_data: { name: 'Extra speaker' } },
        },
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 2650, product_data: { name: 'Processing fee (5%)' } },
        },
      ],
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/cancel?booking=b-1',
      client_reference_id: 'b-1',
      customer_email: 'host@partyeasy.test',
      metadata: { booking_id: 'b-1' },
      expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
      ...overrides,
    });

  const pay = (id: string, fields: Record<string, string>) =>
    fetch(`${base}/pay/${id}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

  it('creates and retrieves a checkout session through the official SDK', async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 45000 + 8000 + 2650,
      currency: 'usd',
      client_reference_id: 'b-1',
      metadata: { booking_id: 'b-1' },
      url: `${base}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    const again = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(again.id).toBe(session.id);
    expect(again.line_items?.data.map((li) => [li.description, li.quantity, li.amount_total])).toEqual([
      ['Party Starter', 1, 45000],
      ['Extra speaker', 2, 8000],
      ['Processing fee (5%)', 1, 2650],
    ]);
    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data).toHaveLength(3);
  });

  it('answers like Stripe for a wrong key, a missing parameter, an unknown session and a replayed idempotency key', async () => {
    const wrong = new Stripe('sk_test_someone_else', { ...stripeClientOptions(base), maxNetworkRetries: 0 });
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const noKey = await fetch(`${base}/v1/checkout/sessions/cs_test_x`);
    expect(noKey.status).toBe(401);
    expect((await noKey.json()).error.type).toBe('authentication_error');

    await expect(createSession({ success_url: undefined })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'success_url',
    });
    await expect(
      createSession({
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 20, product_data: { name: 'Gum' } } },
        ],
      }),
    ).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(createSession({ expires_at: Math.floor(Date.now() / 1000) + 60 })).rejects.toMatchObject({
      param: 'expires_at',
    });
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });

    const first = await createSession({}).then((s) => s);
    const keyed = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'A' } } },
        ],
        success_url: 'http://localhost:3000/success',
      },
      { idempotencyKey: 'same-key' },
    );
    const replay = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'A' } } },
        ],
        success_url: 'http://localhost:3000/success',
      },
      { idempotencyKey: 'same-key' },
    );
    expect(replay.id).toBe(keyed.id);
    expect(replay.id).not.toBe(first.id);
  });

  it('shows the line items, the total and a labelled card form on a phone-sized page', async () => {
    const session = await createSession();
    const res = await fetch(session.url!);
    expect(res.status).toBe(200);
    const html = await res.text();
    const viewport = elements(html, 'meta').find((m) => m.attribs.name === 'viewport');
    expect(viewport?.attribs.content).toContain('width=device-width');
    const rows = elements(html, 'tr').map((r) => r.text);
    expect(rows).toContain('Party Starter 3 hours, 60 guest(s) $450.00');
    expect(rows).toContain('Extra speaker × 2 $80.00');
    expect(rows).toContain('Processing fee (5%) $26.50');
    expect(rows).toContain('Total due $556.50');

    const labels = new Map(elements(html, 'label').map((l) => [l.attribs.for, l.text]));
    const inputs = elements(html, 'input');
    expect(inputs.map((i) => [i.attribs.name, labels.get(i.attribs.id)])).toEqual([
      ['number', 'Card number'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvc', 'CVC'],
      ['name', 'Name on card'],
    ]);
    expect(elements(html, 'button').map((b) => b.text)).toEqual(['Pay $556.50', 'Cancel and return']);
  });

  it('pays with 4242…, sends a signed checkout.session.completed that constructEvent accepts, then redirects', async () => {
    const session = await createSession();
    const res = await pay(session.id, card);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://localhost:3000/success?session_id=${session.id}`);

    expect(hook.received).toHaveLength(1);
    const delivery = hook.received[0]!;
    const event = stripe.webhooks.constructEvent(
      delivery.body,
      String(delivery.headers['stripe-signature']),
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('checkout.session.completed');
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { booking_id: 'b-1' },
    });
    expect(() =>
      stripe.webhooks.constructEvent(
        delivery.body,
        String(delivery.headers['stripe-signature']),
        'whsec_other',
      ),
    ).toThrow(/signature/i);

    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
    });
    // A completed session cannot be paid twice or expired.
    expect((await pay(session.id, card)).status).toBe(409);
    expect((await fetch(`${base}/pay/${session.id}`)).status).toBe(410);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    expect(hook.received).toHaveLength(1);
  });

  it('pays once when a second submit completes while the first is still sending its form', async () => {
    const session = await createSession();
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = controller;
      },
    });
    const slow = fetch(`${base}/pay/${session.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);
    const form = new URLSearchParams(card).toString();
    push.enqueue(new TextEncoder().encode(form.slice(0, 10)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await pay(session.id, card)).status).toBe(303);
    push.enqueue(new TextEncoder().encode(form.slice(10)));
    push.close();
    expect((await slow).status).toBe(409);
    await standIn.idle();
    expect(hook.received.map((r) => JSON.parse(r.body).type)).toEqual(['checkout.session.completed']);
  });

  it('declines 4000 0000 0000 0002 with a visible message and keeps the session open', async () => {
    const session = await createSession();
    const res = await pay(session.id, { ...card, number: '4000 0000 0000 0002' });
    expect(res.status).toBe(402);
    const html = await res.text();
    const alerts = elements(html, 'p').filter((p) => p.attribs.role === 'alert');
    expect(alerts.map((a) => a.text)).toEqual(['Your card was declined.']);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const badExpiry = await pay(session.id, { ...card, expiry: '01 / 20' });
    const invalid = elements(await badExpiry.text(), 'input').find((i) => i.attribs.name === 'expiry');
    expect(invalid?.attribs['aria-invalid']).toBe('true');
    expect(invalid?.attribs['aria-describedby']).toBe('card-expiry-error');
    expect(hook.received).toHaveLength(0);
  });

  it('cancels back to cancel_url without closing the session', async () => {
    const session = await createSession();
    const res = await fetch(`${base}/pay/${session.id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/cancel?booking=b-1');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(hook.received).toHaveLength(0);
  });

  it('expires a session through the SDK and sends a signed checkout.session.expired', async () => {
    const session = await createSession();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await standIn.idle();
    expect(hook.received).toHaveLength(1);
    const event = stripe.webhooks.constructEvent(
      hook.received[0]!.body,
      String(hook.received[0]!.headers['stripe-signature']),
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('checkout.session.expired');
    expect((await fetch(session.url!)).status).toBe(410);
    expect((await pay(session.id, card)).status).toBe(409);
    const listed = await stripe.events.retrieve(event.id);
    expect(listed.type).toBe('checkout.session.expired');
  });

  it("refunds part, then the rest, through the official SDK, with Stripe's errors and events", async () => {
    const session = await createSession();
    expect((await pay(session.id, card)).status).toBe(303);
    await standIn.idle();
    const paymentIntent = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
    hook.received.length = 0;

    const part = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 10000, metadata: { booking_refund_id: 'r-1' } },
      { idempotencyKey: 'refund-r-1' },
    );
    expect(part).toMatchObject({
      object: 'refund',
      amount: 10000,
      status: 'succeeded',
      payment_intent: paymentIntent,
    });
    // The same key answers the same refund; other parameters with it are refused.
    const replay = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 10000, metadata: { booking_refund_id: 'r-1' } },
      { idempotencyKey: 'refund-r-1' },
    );
    expect(replay.id).toBe(part.id);
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 }, { idempotencyKey: 'refund-r-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 60000 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    });

    const rest = await stripe.refunds.create({ charge: part.charge as string });
    expect(rest.amount).toBe(45000 + 8000 + 2650 - 10000);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.id)).toEqual([
      rest.id,
      part.id,
    ]);
    expect(await stripe.refunds.retrieve(part.id)).toMatchObject({ id: part.id, amount: 10000 });
    expect(await stripe.charges.retrieve(part.charge as string)).toMatchObject({
      amount_refunded: 55650,
      refunded: true,
    });

    await standIn.idle();
    const events = hook.received.map((r) =>
      stripe.webhooks.constructEvent(r.body, String(r.headers['stripe-signature']), WEBHOOK_SECRET),
    );
    expect(events.map((e) => e.type)).toEqual([
      'refund.created',
      'charge.refunded',
      'refund.created',
      'charge.refunded',
    ]);
    expect((events[3]!.data.object as Stripe.Charge).amount_refunded).toBe(55650);
  });

  it('keeps a refund pending until it settles (refund.updated), and fails refunds on demand', async () => {
    const session = await createSession();
    await pay(session.id, card);
    await standIn.idle();
    const paymentIntent = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
    standIn.refundMode = 'error';
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      statusCode: 500,
    });
    standIn.refundMode = 'pending';
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 });
    expect(refund.status).toBe('pending');
    hook.received.length = 0;
    await standIn.settleRefund(refund.id, 'failed');
    standIn.refundMode = 'succeed';
    const event = stripe.webhooks.constructEvent(
      hook.received[0]!.body,
      String(hook.received[0]!.headers['stripe-signature']),
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('refund.updated');
    expect(event.data.object).toMatchObject({ id: refund.id, status: 'failed' });
    expect((await stripe.charges.retrieve(refund.charge as string)).amount_refunded).toBe(0);
  });

  it('retries a webhook the endpoint refused, re-signed', async () => {
    hook.statuses.push(500);
    const session = await createSession();
    await stripe.checkout.sessions.expire(session.id);
    await standIn.idle();
    expect(hook.received).toHaveLength(2);
    const [first, second] = hook.received as [Received, Received];
    expect(JSON.parse(first.body).id).toBe(JSON.parse(second.body).id);
    for (const r of hook.received) {
      expect(() =>
        stripe.webhooks.constructEvent(r.body, String(r.headers['stripe-signature']), WEBHOOK_SECRET),
      ).not.toThrow();
    }
    expect(
      standIn.deliveries.filter((d) => d.eventId === JSON.parse(first.body).id).map((d) => d.status),
    ).toEqual([500, 200]);
  });
});

describe('startLocalStripe (the developer stack)', () => {
  it('starts the stand-in and fills in the functions’ payment variables', async () => {
    const env: NodeJS.ProcessEnv = {};
    const local = await startLocalStripe({ apiUrl: 'http://127.0.0.1:54321/', port: 0, env });
    try {
      expect(local).not.toBeNull();
      expect(env).toEqual({
        STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: local!.url,
      });
      expect(local!.standIn.webhookUrl).toBe('http://127.0.0.1:54321/functions/v1/stripe-webhook');
      const stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, {
        ...stripeClientOptions(local!.url),
        maxNetworkRetries: 0,
      });
      await expect(stripe.checkout.sessions.retrieve('cs_test_none')).rejects.toMatchObject({
        statusCode: 404,
      });
    } finally {
      await local?.stop();
    }
  });

  it('starts nothing when real provider keys are configured', async () => {
    const env: NodeJS.ProcessEnv = {
      STRIPE_SECRET_KEY: 'sk_test_real_account',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
    };
    expect(await startLocalStripe({ apiUrl: 'http://127.0.0.1:54321', port: 0, env })).toBeNull();
    expect(env.STRIPE_API_BASE).toBeUndefined();
  });
});
