/**
 * A local stand-in for the card payment provider (Stripe), for development and tests. It answers the calls
 * the official `stripe` SDK makes for Checkout (create, retrieve, list line items, expire a session; read
 * events) and Refunds (create full or partial, retrieve, list), serves a hosted checkout page with a test
 * card form at /pay/:id, and sends signed webhooks (checkout.session.completed / expired, refund.created,
 * charge.refunded, refund.updated) that stripe.webhooks.constructEvent accepts.
 *
 *   const standIn = createStripeStandIn({ webhookUrl, webhookSecret: 'whsec_…' });
 *   const { url } = await standIn.start(12111);
 *   const stripe = new Stripe('sk_test_…', stripeClientOptions(url));
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { chargeCard } from './cards.js';
import { renderCheckoutPage, renderClosedPage, renderNotFoundPage, successUrl } from './checkout-page.js';
import { type Account, type ConnectStandIn, mountConnect, type Transfer } from './connect.js';
import { embeddedCheckoutRoutes, STAND_IN_STRIPE_JS_PATH } from './embedded.js';
import { StripeApiError } from './errors.js';
import { type FormObject, parseStripeForm } from './form.js';
import { type Charge, createRefund, newCharge, type Refund } from './refunds.js';
import {
  type CheckoutSession,
  createSession,
  isEmbedded,
  lineItemList,
  randomId,
  type StoredSession,
} from './sessions.js';
import { signatureHeader } from './signature.js';

export type { Account, ConnectStandIn, Transfer } from './connect.js';
export type { Charge, Refund } from './refunds.js';
export type { CheckoutSession } from './sessions.js';
export { signatureHeader } from './signature.js';

/** The developer stack's port for the stand-in (docs/payments.md, "Running it locally"). */
export const DEFAULT_STRIPE_PORT = 12111;
/** Keys of the local stack; any sk_test_ key is accepted unless `secretKey` is set. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_partyeasy_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_partyeasy_local';
/** The API version written into events when the caller sent none (stripe-node 23's default). */
const DEFAULT_API_VERSION = '2026-10-28.endive';

export interface StripeStandInOptions {
  /** Where events are POSTed (the stripe-webhook function); null records them without sending. */
  webhookUrl: string | null;
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Public base URL of the hosted page (session.url); defaults to the address start() listens on. */
  publicUrl?: string;
  /** Only this secret key is accepted; default: any key starting with sk_test_. */
  secretKey?: string;
  /** Delivery attempts per event (first try included), with 1 s, 5 s, 25 s… between them. Default 4. */
  webhookAttempts?: number;
  /** How long the Pay button waits for the first webhook delivery before redirecting. Default 10 s. */
  webhookWaitMs?: number;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: CheckoutSession | Charge | Refund | Account | Transfer };
  /** The connected account an event happened on (Connect events such as account.updated). */
  account?: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  attempt: number;
  /** HTTP status of the endpoint's answer, or null when it could not be reached. */
  status: number | null;
  error?: string;
  /** The exact request, for replay tests. */
  payload: string;
  signature: string;
}

export interface StripeStandIn {
  app: Hono;
  /** Listens on port (default 12111; 0 picks a free one) and returns the base URL. */
  start(port?: number, hostname?: string): Promise<{ url: string; port: number }>;
  stop(): Promise<void>;
  /** Base URL once started (or publicUrl). */
  readonly url: string | null;
  webhookUrl: string | null;
  readonly sessions: ReadonlyMap<string, StoredSession>;
  readonly events: readonly StripeEvent[];
  readonly deliveries: readonly WebhookDelivery[];
  /** Expires a session as if its expires_at had passed (sends checkout.session.expired). */
  expireSession(id: string): Promise<CheckoutSession>;
  readonly refunds: ReadonlyMap<string, Refund>;
  readonly charges: ReadonlyMap<string, Charge>;
  /**
   * How POST /v1/refunds behaves: 'succeed' (default; refund succeeded at once), 'pending' (refund
   * pending until settleRefund), 'error' (the provider fails: 500 api_error, nothing refunded).
   */
  refundMode: 'succeed' | 'pending' | 'error';
  /** Settles a pending refund (sends refund.updated, and charge.refunded when it succeeded). */
  settleRefund(id: string, status: 'succeeded' | 'failed'): Promise<Refund>;
  /** Resolves when every queued webhook delivery (including retries) has finished. */
  idle(): Promise<void>;
  /** Connect: connected accounts, onboarding, transfers and reversals (connect.ts). */
  readonly connect: ConnectStandIn;
}

/** stripe-node constructor options that point the SDK at a base URL such as http://127.0.0.1:12111. */
export function stripeClientOptions(baseUrl: string) {
  const u = new URL(baseUrl);
  return {
    host: u.hostname,
    port: Number(u.port || (u.protocol === 'https:' ? 443 : 80)),
    protocol: u.protocol.replace(':', '') as 'http' | 'https',
  };
}

const now = () => Math.floor(Date.now() / 1000);
/** Resolves after ms, or at once when signal aborts (stop() does not wait for retry delays). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function createStripeStandIn(options: StripeStandInOptions): StripeStandIn {
  const sessions = new Map<string, StoredSession>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const events: StripeEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const idempotent = new Map<string, { body: string; status: number; response: unknown }>();
  const inFlight = new Set<string>();
  const pending = new Set<Promise<void>>();
  const attempts = Math.max(1, options.webhookAttempts ?? 4);
  let baseUrl: string | null = options.publicUrl?.replace(/\/$/, '') ?? null;
  const stopping = new AbortController();
  let server: ReturnType<typeof serve> | null = null;
  let sweeper: NodeJS.Timeout | null = null;

  let connect!: ConnectStandIn;
  const standIn: StripeStandIn = {
    app: new Hono(),
    get connect() {
      return connect;
    },
    get url() {
      return baseUrl;
    },
    webhookUrl: options.webhookUrl,
    sessions,
    charges,
    refunds,
    refundMode: 'succeed',
    settleRefund: async (id, status) => {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      if (refund.status !== 'pending') throw new Error(`refund ${id} is ${refund.status}`);
      const charge = charges.get(refund.charge)!;
      refund.status = status;
      if (status === 'failed') {
        refund.failure_reason = 'unknown';
        charge.amount_refunded -= refund.amount;
        charge.refunded = false;
      }
      const sent = [emit('refund.updated', refund, DEFAULT_API_VERSION).first];
      if (status === 'succeeded') sent.push(emit('charge.refunded', charge, DEFAULT_API_VERSION).first);
      await Promise.all(sent);
      return refund;
    },
    events,
    deliveries,
    start,
    stop,
    expireSession: async (id) => {
      const stored = find(id);
      if (stored.session.status !== 'open') throw notOpen();
      await expire(stored).first;
      return stored.session;
    },
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  const app = standIn.app;

  // --- events and webhooks -------------------------------------------------------------------------
  function emit(type: string, object: StripeEvent['data']['object'], apiVersion: string, account?: string) {
    const event: StripeEvent = {
      id: randomId('evt_test'),
      object: 'event',
      ...(account ? { account } : {}),
      api_version: apiVersion,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: standIn.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.unshift(event);
    return deliver(event);
  }

  /** Sends an event with retries; `first` settles after the first attempt, `all` after the last one. */
  function deliver(event: StripeEvent): { first: Promise<void>; all: Promise<void> } {
    const target = standIn.webhookUrl;
    if (!target) return { first: Promise.resolve(), all: Promise.resolve() };
    let firstDone!: () => void;
    const first = new Promise<void>((resolve) => {
      firstDone = resolve;
    });
    const all = (async () => {
      for (let attempt = 1; attempt <= attempts && !stopping.signal.aborted; attempt++) {
        // Signed at each attempt, as Stripe does (the timestamp is the attempt's).
        const payload = JSON.stringify(event, null, 2);
        const signature = signatureHeader(payload, options.webhookSecret);
        const record: WebhookDelivery = {
          eventId: event.id,
          type: event.type,
          attempt,
          status: null,
          payload,
          signature,
        };
        try {
          const res = await fetch(target, {
            method: 'POST',
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'stripe-signature': signature,
              'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            },
            body: payload,
            signal: AbortSignal.timeout(20_000),
          });
          record.status = res.status;
          await res.text();
        } catch (err) {
          record.error = (err as Error).message;
        }
        deliveries.push(record);
        if (attempt === 1) firstDone();
        if (record.status !== null && record.status >= 200 && record.status < 300) break;
        if (attempt < attempts) await sleep(1000 * 5 ** (attempt - 1), stopping.signal);
      }
      firstDone();
    })();
    pending.add(all);
    all.finally(() => pending.delete(all));
    return { first, all };
  }

  function expire(stored: StoredSession) {
    stored.session.status = 'expired';
    stored.session.url = null;
    return emit('checkout.session.expired', stored.session, stored.apiVersion);
  }

  /** Sessions whose expires_at has passed are expired on access and by a sweep every few seconds. */
  function expireDue() {
    const t = now();
    for (const stored of sessions.values()) {
      if (stored.session.status === 'open' && stored.session.expires_at <= t) expire(stored);
    }
  }

  // --- API -------------------------------------------------------------------------------------------
  function find(id: string): StoredSession {
    expireDue();
    const stored = sessions.get(id);
    if (!stored) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'resource_missing',
        'id',
      );
    }
    return stored;
  }

  const notOpen = () =>
    new StripeApiError(
      400,
      'invalid_request_error',
      'Only Checkout Sessions with a status in ["open"] can be expired.',
      'checkout_session_not_open',
    );

  const withLineItems = (stored: StoredSession, expand: unknown) =>
    Array.isArray(expand) && expand.includes('line_items')
      ? { ...stored.session, line_items: lineItemList(stored) }
      : stored.session;

  const expandOf = (c: Context) =>
    [...(c.req.queries('expand[]') ?? []), ...(c.req.queries('expand') ?? [])].concat(
      Object.entries(c.req.query())
        .filter(([k]) => /^expand\[\d+\]$/.test(k))
        .map(([, v]) => v),
    );

  app.onError((err, c) => {
    if (err instanceof StripeApiError) return c.json(err.toJSON(), err.status as 400);
    console.error('[stripe stand-in]', err);
    return c.json(new StripeApiError(500, 'api_error', 'An unexpected error occurred.').toJSON(), 500);
  });

  app.use('/v1/*', async (c, next) => {
    c.header('request-id', randomId('req', 8));
    const header = c.req.header('authorization') ?? '';
    let key = '';
    if (header.startsWith('Bearer ')) key = header.slice(7).trim();
    else if (header.startsWith('Basic '))
      key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0] ?? '';
    const accepted = options.secretKey
      ? key === options.secretKey
      : key.startsWith('sk_test_') && key.length > 8;
    if (!accepted) {
      const message = key
        ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      throw new StripeApiError(401, 'authentication_error', message, key ? 'api_key_invalid' : undefined);
    }
    // POST with the same Idempotency-Key answers what the first request got (stripe-node retries with one).
    const idemKey = c.req.header('idempotency-key');
    if (c.req.method === 'POST' && idemKey) {
      const body = await c.req.text();
      const scope = `${key}:${c.req.path}:${idemKey}`;
      const seen = idempotent.get(scope);
      if (!seen && inFlight.has(scope)) {
        // Stripe's answer while the first request with this key is still running.
        throw new StripeApiError(
          409,
          'idempotency_error',
          'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ' +
            `${idemKey}. Please try again later.`,
        );
      }
      if (seen) {
        if (seen.body !== body) {
          throw new StripeApiError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        c.header('idempotent-replayed', 'true');
        return c.json(seen.response, seen.status as 200);
      }
      inFlight.add(scope);
      try {
        await next();
        if (c.res.status < 500) {
          idempotent.set(scope, { body, status: c.res.status, response: await c.res.clone().json() });
        }
      } finally {
        inFlight.delete(scope);
      }
      return;
    }
    await next();
  });

  const formBody = async (c: Context): Promise<FormObject> => parseStripeForm(await c.req.text());

  app.post('/v1/checkout/sessions', async (c) => {
    if (!baseUrl) throw new StripeApiError(500, 'api_error', 'The stand-in is not started.');
    const params = await formBody(c);
    const stored = createSession(params, {
      payBaseUrl: baseUrl,
      apiVersion: c.req.header('stripe-version') ?? DEFAULT_API_VERSION,
    });
    sessions.set(stored.session.id, stored);
    return c.json(withLineItems(stored, params.expand));
  });

  app.get('/v1/checkout/sessions', (c) => {
    expireDue();
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 10) || 10));
    const all = [...sessions.values()].reverse();
    const filtered = c.req.query('payment_intent')
      ? all.filter((s) => s.session.payment_intent === c.req.query('payment_intent'))
      : all;
    return c.json({
      object: 'list',
      data: filtered.slice(0, limit).map((s) => s.session),
      has_more: filtered.length > limit,
      url: '/v1/checkout/sessions',
    });
  });

  app.get('/v1/checkout/sessions/:id', (c) => c.json(withLineItems(find(c.req.param('id')), expandOf(c))));

  app.get('/v1/checkout/sessions/:id/line_items', (c) => c.json(lineItemList(find(c.req.param('id')))));

  app.post('/v1/checkout/sessions/:id/expire', async (c) => {
    await c.req.text();
    const stored = find(c.req.param('id'));
    if (stored.session.status !== 'open') throw notOpen();
    expire(stored);
    return c.json(stored.session);
  });

  const findCharge = (by: { paymentIntent?: string; charge?: string }) =>
    by.charge
      ? charges.get(by.charge)
      : [...charges.values()].find((ch) => ch.payment_intent === by.paymentIntent);

  app.post('/v1/refunds', async (c) => {
    const params = await formBody(c);
    if (standIn.refundMode === 'error') {
      throw new StripeApiError(
        500,
        'api_error',
        'An error occurred with our connection to the card network.',
      );
    }
    const refund = createRefund(params, findCharge, now());
    const charge = charges.get(refund.charge)!;
    charge.amount_refunded += refund.amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    if (standIn.refundMode === 'pending') refund.status = 'pending';
    refunds.set(refund.id, refund);
    emit('refund.created', refund, DEFAULT_API_VERSION);
    if (refund.status === 'succeeded') emit('charge.refunded', charge, DEFAULT_API_VERSION);
    return c.json(refund);
  });

  const noRefund = (id: string) =>
    new StripeApiError(404, 'invalid_request_error', `No such refund: '${id}'`, 'resource_missing', 'id');

  app.get('/v1/refunds/:id', (c) => {
    const refund = refunds.get(c.req.param('id'));
    if (!refund) throw noRefund(c.req.param('id'));
    return c.json(refund);
  });

  app.get('/v1/refunds', (c) => {
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 10) || 10));
    const pi = c.req.query('payment_intent');
    const ch = c.req.query('charge');
    const list = [...refunds.values()]
      .reverse()
      .filter((r) => (!pi || r.payment_intent === pi) && (!ch || r.charge === ch));
    return c.json({
      object: 'list',
      data: list.slice(0, limit),
      has_more: list.length > limit,
      url: '/v1/refunds',
    });
  });

  app.get('/v1/charges/:id', (c) => {
    const charge = charges.get(c.req.param('id'));
    if (!charge) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such charge: '${c.req.param('id')}'`,
        'resource_missing',
        'id',
      );
    }
    return c.json(charge);
  });

  app.get('/v1/events', (c) => {
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 10) || 10));
    const type = c.req.query('type');
    const list = type ? events.filter((e) => e.type === type) : events;
    return c.json({
      object: 'list',
      data: list.slice(0, limit),
      has_more: list.length > limit,
      url: '/v1/events',
    });
  });

  app.get('/v1/events/:id', (c) => {
    const event = events.find((e) => e.id === c.req.param('id'));
    if (!event) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such event: '${c.req.param('id')}'`,
        'resource_missing',
        'id',
      );
    }
    return c.json(event);
  });

  connect = mountConnect(app, {
    emit: (type, object, account) => emit(type, object, DEFAULT_API_VERSION, account),
    baseUrl: () => baseUrl,
    chargedNet: () => [...charges.values()].reduce((sum, ch) => sum + ch.amount - ch.amount_refunded, 0),
    now,
    waitForWebhook: (first) => Promise.race([first, sleep(options.webhookWaitMs ?? 10_000, stopping.signal)]),
  });

  app.all('/v1/*', () => {
    throw new StripeApiError(
      404,
      'invalid_request_error',
      'Unrecognized request URL. The local stand-in supports Checkout Sessions, Refunds, Charges, Events, Accounts, Account Links, Transfers, Transfer Reversals and Balance only.',
    );
  });

  /**
   * Marks an open session paid (synchronously: a second submit sees a closed session) and sends
   * checkout.session.completed. Like Stripe, what the browser does next does not depend on the webhook;
   * waiting for its first attempt (bounded) means the site already shows the booking as paid when the
   * customer lands on the success page.
   */
  async function completePayment(stored: StoredSession, cardName: string) {
    const session = stored.session;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = randomId('pi_test');
    const charge = newCharge(session.amount_total, session.currency, session.payment_intent, now());
    charges.set(charge.id, charge);
    session.customer_details = { email: session.customer_email, name: cardName.trim() };
    session.url = null;
    const sent = emit('checkout.session.completed', session, stored.apiVersion);
    await Promise.race([sent.first, sleep(options.webhookWaitMs ?? 10_000, stopping.signal)]);
  }

  // Embedded Checkout: the Stripe.js-compatible script and the card form it frames (embedded.ts).
  embeddedCheckoutRoutes(app, {
    session: (id) => {
      expireDue();
      return sessions.get(id);
    },
    completePayment,
  });

  // --- hosted checkout page ---------------------------------------------------------------------------
  const page = (c: Context, body: Promise<string> | string, status = 200) => {
    c.header('cache-control', 'no-store');
    return c.html(body, status as 200);
  };

  app.get('/pay/:id', (c) => {
    expireDue();
    const stored = sessions.get(c.req.param('id'));
    if (!stored || isEmbedded(stored.session)) return page(c, renderNotFoundPage(), 404);
    if (stored.session.status !== 'open') return page(c, renderClosedPage(stored), 410);
    return page(c, renderCheckoutPage(stored));
  });

  app.post('/pay/:id', async (c) => {
    expireDue();
    const stored = sessions.get(c.req.param('id'));
    if (!stored || isEmbedded(stored.session)) return page(c, renderNotFoundPage(), 404);
    if (stored.session.status !== 'open') return page(c, renderClosedPage(stored), 409);
    const form = await c.req.parseBody();
    // Re-checked after the body arrived: of two simultaneous submits only the first pays.
    if (stored.session.status !== 'open') return page(c, renderClosedPage(stored), 409);
    const values = {
      number: String(form.number ?? ''),
      expiry: String(form.expiry ?? ''),
      cvc: String(form.cvc ?? ''),
      name: String(form.name ?? ''),
    };
    const outcome = chargeCard(values);
    if (!outcome.ok) {
      return page(
        c,
        renderCheckoutPage(stored, { values, error: { field: outcome.field, message: outcome.message } }),
        402,
      );
    }
    await completePayment(stored, values.name);
    return c.redirect(successUrl(stored.session), 303);
  });

  app.post('/pay/:id/cancel', (c) => {
    const stored = sessions.get(c.req.param('id'));
    if (!stored) return page(c, renderNotFoundPage(), 404);
    if (!stored.session.cancel_url) return page(c, renderClosedPage(stored), 409);
    return c.redirect(stored.session.cancel_url, 303);
  });

  app.get('/', (c) =>
    c.json({
      name: 'partyeasy-stripe-stand-in',
      api: '/v1/checkout/sessions',
      page: '/pay/:id',
      stripeJs: STAND_IN_STRIPE_JS_PATH,
    }),
  );

  // --- lifecycle --------------------------------------------------------------------------------------
  function start(port = DEFAULT_STRIPE_PORT, hostname = '127.0.0.1') {
    return new Promise<{ url: string; port: number }>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
        server = s;
        baseUrl ??= `http://${hostname}:${info.port}`;
        sweeper = setInterval(expireDue, 5_000);
        sweeper.unref();
        resolve({ url: `http://${hostname}:${info.port}`, port: info.port });
      });
      s.once('error', reject);
    });
  }

  async function stop() {
    stopping.abort();
    if (sweeper) clearInterval(sweeper);
    const s = server;
    server = null;
    if (s) {
      await new Promise<void>((resolve) => {
        s.close(() => resolve());
        (s as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
    }
    await Promise.allSettled([...pending]);
  }

  return standIn;
}
