import { randomBytes } from 'node:crypto';
import { invalidParam, missingParam, StripeApiError } from './errors.js';
import type { FormObject, FormValue } from './form.js';

export const randomId = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString('hex')}`;

export interface LineItem {
  id: string;
  object: 'item';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: {
    id: string;
    object: 'price';
    currency: string;
    unit_amount: number;
    product: string;
    product_data: { name: string; description: string | null };
  };
}

/** The fields of a Checkout Session that the stand-in keeps (a subset of Stripe's object, same names). */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  /** Hosted sessions only; embedded ones go back through return_url (or onComplete). */
  success_url: string | null;
  /** As the caller named it: 'hosted_page' / 'embedded_page' (API 2026) or 'hosted' / 'embedded' (older). */
  ui_mode: UiMode;
  /** Hosted sessions: the page to send the customer to while the session is open. */
  url: string | null;
  /** Embedded sessions: what Stripe.js's createEmbeddedCheckoutPage is initialised with. */
  client_secret: string | null;
  return_url: string | null;
  redirect_on_completion: 'always' | 'if_required' | 'never' | null;
}

export type UiMode = 'hosted_page' | 'hosted' | 'embedded_page' | 'embedded';
const UI_MODES: readonly string[] = ['hosted_page', 'hosted', 'embedded_page', 'embedded'];
export const isEmbedded = (session: Pick<CheckoutSession, 'ui_mode'>) =>
  session.ui_mode.startsWith('embedded');

export interface StoredSession {
  session: CheckoutSession;
  lineItems: LineItem[];
  /** Stripe-Version of the creating request: the api_version of the session's events. */
  apiVersion: string;
}

/** Stripe's checkout limits: expires_at between 30 minutes and 24 hours from creation. */
export const MIN_EXPIRY_SECONDS = 30 * 60;
export const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
/** Stripe's smallest card charge in USD (and most currencies): 50 minor units. */
export const MINIMUM_AMOUNT = 50;

const KNOWN_PARAMS = new Set([
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'metadata',
  'client_reference_id',
  'customer_email',
  'expires_at',
  'expand',
  'payment_method_types',
  'ui_mode',
  'return_url',
  'redirect_on_completion',
  'locale',
  'submit_type',
  'billing_address_collection',
  'allow_promotion_codes',
]);

const str = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const obj = (value: FormValue | undefined): FormObject | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;

function integer(value: FormValue | undefined, param: string, min: number): number {
  const s = str(value);
  if (s === undefined || s === '') throw missingParam(param);
  if (!/^-?\d+$/.test(s)) throw invalidParam(param, `Invalid integer: ${s}`);
  const n = Number(s);
  if (n < min) throw invalidParam(param, `This value must be greater than or equal to ${min}.`);
  return n;
}

function httpUrl(value: string, param: string): string {
  try {
    const u = new URL(value.replace('{CHECKOUT_SESSION_ID}', 'x'));
    if (u.protocol === 'http:' || u.protocol === 'https:') return value;
  } catch {}
  throw invalidParam(param, 'Not a valid URL');
}

/** Validates POST /v1/checkout/sessions parameters and builds the open session. */
export function createSession(
  params: FormObject,
  context: { payBaseUrl: string; apiVersion: string },
  now = Math.floor(Date.now() / 1000),
): StoredSession {
  for (const key of Object.keys(params)) {
    if (!KNOWN_PARAMS.has(key))
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Received unknown parameter: ${key}`,
        'parameter_unknown',
        key,
      );
  }
  const mode = str(params.mode);
  if (!mode) throw missingParam('mode');
  if (mode !== 'payment')
    throw invalidParam('mode', `The local stand-in only supports mode=payment (got ${mode}).`);
  const uiMode = (str(params.ui_mode) ?? 'hosted_page') as UiMode;
  if (!UI_MODES.includes(uiMode))
    throw invalidParam('ui_mode', `Invalid ui_mode: must be one of ${UI_MODES.join(', ')}.`);
  const urls = sessionUrls(params, uiMode);

  const rawItems = params.line_items;
  if (!Array.isArray(rawItems) || rawItems.length === 0) throw missingParam('line_items');
  if (rawItems.length > 100)
    throw invalidParam('line_items', 'A Checkout Session has at most 100 line items.');
  const lineItems = rawItems.map((raw, i) => lineItem(obj(raw), i));
  const currency = lineItems[0]!.currency;
  if (lineItems.some((li) => li.currency !== currency))
    throw invalidParam('line_items', 'All line items must use the same currency.');
  const amount = lineItems.reduce((sum, li) => sum + li.amount_total, 0);
  if (amount < MINIMUM_AMOUNT) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `The Checkout Session's total amount due must add up to at least ${MINIMUM_AMOUNT} ${currency} minor units.`,
      'amount_too_small',
      'line_items',
    );
  }

  const expiresAt =
    params.expires_at === undefined ? now + MAX_EXPIRY_SECONDS : integer(params.expires_at, 'expires_at', 0);
  if (expiresAt < now + MIN_EXPIRY_SECONDS || expiresAt > now + MAX_EXPIRY_SECONDS) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
    );
  }

  const metadata: Record<string, string> = {};
  const rawMetadata = params.metadata;
  if (rawMetadata !== undefined && rawMetadata !== '') {
    const m = obj(rawMetadata);
    if (!m) throw invalidParam('metadata', 'Invalid hash');
    for (const [k, v] of Object.entries(m)) {
      const value = str(v);
      if (value === undefined) throw invalidParam(`metadata[${k}]`, 'Metadata values must be strings.');
      if (value !== '') metadata[k] = value;
    }
    if (Object.keys(metadata).length > 50) throw invalidParam('metadata', 'At most 50 metadata keys.');
  }
  const clientReferenceId = str(params.client_reference_id) || null;
  if (clientReferenceId && clientReferenceId.length > 200)
    throw invalidParam('client_reference_id', 'client_reference_id is at most 200 characters.');

  const id = randomId('cs_test', 24);
  const embedded = isEmbedded({ ui_mode: uiMode });
  return {
    lineItems,
    apiVersion: context.apiVersion,
    session: {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: urls.cancelUrl,
      client_reference_id: clientReferenceId,
      created: now,
      currency,
      customer: null,
      customer_details: null,
      customer_email: str(params.customer_email) || null,
      expires_at: expiresAt,
      livemode: false,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: urls.successUrl,
      ui_mode: uiMode,
      url: embedded ? null : `${context.payBaseUrl}/pay/${id}`,
      client_secret: embedded ? `${id}_secret_${randomBytes(18).toString('hex')}` : null,
      return_url: urls.returnUrl,
      redirect_on_completion: embedded ? urls.redirectOnCompletion : null,
    },
  };
}

/**
 * The URLs Stripe accepts per UI mode: a hosted session needs success_url (cancel_url optional); an
 * embedded one takes neither but return_url, required unless redirect_on_completion is 'never'.
 */
function sessionUrls(params: FormObject, uiMode: UiMode) {
  const successUrl = str(params.success_url) || null;
  const cancelUrl = str(params.cancel_url) || null;
  const returnUrl = str(params.return_url) || null;
  const redirect = (str(params.redirect_on_completion) ??
    'always') as CheckoutSession['redirect_on_completion'];
  if (!isEmbedded({ ui_mode: uiMode })) {
    if (returnUrl)
      throw invalidParam('return_url', `return_url can only be used with ui_mode embedded_page.`);
    if (params.redirect_on_completion !== undefined)
      throw invalidParam(
        'redirect_on_completion',
        'redirect_on_completion can only be used with ui_mode embedded_page.',
      );
    if (!successUrl) throw missingParam('success_url');
    httpUrl(successUrl, 'success_url');
    if (cancelUrl) httpUrl(cancelUrl, 'cancel_url');
    return { successUrl, cancelUrl, returnUrl: null, redirectOnCompletion: null };
  }
  if (successUrl)
    throw invalidParam('success_url', `success_url cannot be used with ui_mode ${uiMode}; use return_url.`);
  if (cancelUrl) throw invalidParam('cancel_url', `cancel_url cannot be used with ui_mode ${uiMode}.`);
  if (redirect !== 'always' && redirect !== 'if_required' && redirect !== 'never')
    throw invalidParam('redirect_on_completion', `Invalid redirect_on_completion: ${redirect}`);
  if (redirect === 'never') {
    if (returnUrl)
      throw invalidParam('return_url', 'return_url cannot be used with redirect_on_completion=never.');
  } else {
    if (!returnUrl) throw missingParam('return_url');
    httpUrl(returnUrl, 'return_url');
  }
  return { successUrl: null, cancelUrl: null, returnUrl, redirectOnCompletion: redirect };
}

function lineItem(raw: FormObject | undefined, i: number): LineItem {
  const p = `line_items[${i}]`;
  if (!raw) throw invalidParam(p, 'Invalid line item');
  if (raw.price !== undefined)
    throw invalidParam(`${p}[price]`, 'The local stand-in knows no saved prices: use price_data.');
  const priceData = obj(raw.price_data);
  if (!priceData) throw missingParam(`${p}[price_data]`);
  const currency = str(priceData.currency)?.toLowerCase();
  if (!currency) throw missingParam(`${p}[price_data][currency]`);
  if (!/^[a-z]{3}$/.test(currency))
    throw invalidParam(`${p}[price_data][currency]`, `Invalid currency: ${currency}`);
  const unitAmount = integer(priceData.unit_amount, `${p}[price_data][unit_amount]`, 0);
  const product = obj(priceData.product_data);
  const name = str(product?.name);
  if (!name) throw missingParam(`${p}[price_data][product_data][name]`);
  const quantity = integer(raw.quantity, `${p}[quantity]`, 1);
  const amount = unitAmount * quantity;
  return {
    id: randomId('li'),
    object: 'item',
    amount_subtotal: amount,
    amount_total: amount,
    currency,
    description: name,
    quantity,
    price: {
      id: randomId('price'),
      object: 'price',
      currency,
      unit_amount: unitAmount,
      product: randomId('prod'),
      product_data: { name, description: str(product?.description) ?? null },
    },
  };
}

/** GET /v1/checkout/sessions/:id/line_items and expand[]=line_items. */
export function lineItemList(stored: StoredSession) {
  return {
    object: 'list' as const,
    data: stored.lineItems.map(({ price, ...item }) => ({
      ...item,
      price: {
        id: price.id,
        object: price.object,
        currency: price.currency,
        unit_amount: price.unit_amount,
        product: price.product,
      },
    })),
    has_more: false,
    url: `/v1/checkout/sessions/${stored.session.id}/line_items`,
  };
}
