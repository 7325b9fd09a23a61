/**
 * Stripe Connect on the stand-in, in the real API's shape so that the official SDK works unchanged:
 * connected accounts (POST /v1/accounts, GET /v1/accounts/:id), account links with a hosted onboarding page
 * (/connect/onboard/:token: submit → account.updated, then 303 to return_url; expired or used link → 303 to
 * refresh_url), transfers (POST/GET /v1/transfers, Idempotency-Key through the stand-in's middleware),
 * transfer reversals (POST/GET /v1/transfers/:id/reversals) and the balance (GET /v1/balance, with
 * Stripe-Account for a connected account's). Events: account.updated (carrying `account`),
 * transfer.created, transfer.reversed.
 */
import type { Context, Hono } from 'hono';
import {
  type Account,
  completeAccount,
  newAccount,
  newAccountLink,
  newTransfer,
  reverseTransfer,
  type StoredAccountLink,
  type Transfer,
  transferParams,
} from './connect-objects.js';
import { StripeApiError } from './errors.js';
import { type FormObject, parseStripeForm } from './form.js';
import {
  checkOnboarding,
  type OnboardingValues,
  renderLinkNotFoundPage,
  renderOnboardingPage,
} from './onboarding-page.js';

export type { Account, Transfer } from './connect-objects.js';

export interface ConnectDeps {
  /** Sends an event; `account` marks events of a connected account. `first` settles after the first try. */
  emit(type: string, object: Account | Transfer, account?: string): { first: Promise<void> };
  /** The stand-in's public base URL (hosted pages). */
  baseUrl(): string | null;
  /** The platform's money from charges, net of refunds, in cents (before transfers). */
  chargedNet(): number;
  now(): number;
  /** Waits (bounded) for a first webhook delivery before redirecting, like the checkout page. */
  waitForWebhook(first: Promise<void>): Promise<void>;
}

export interface ConnectStandIn {
  readonly accounts: ReadonlyMap<string, Account>;
  readonly transfers: ReadonlyMap<string, Transfer>;
  /** 'succeed' (default) or 'error': POST /v1/transfers and reversals fail with a 500 api_error. */
  transferMode: 'succeed' | 'error';
  /** The platform's available balance in cents: charges − refunds − transfers + reversals. */
  platformAvailable(): number;
  /** Completes an account's onboarding as the hosted page does (tests without a browser). */
  completeOnboarding(accountId: string): Promise<Account>;
}

const notFound = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', param);

export function mountConnect(app: Hono, deps: ConnectDeps): ConnectStandIn {
  const accounts = new Map<string, Account>();
  const links = new Map<string, StoredAccountLink>();
  const transfers = new Map<string, Transfer>();
  const formBody = async (c: Context): Promise<FormObject> => parseStripeForm(await c.req.text());
  const listOf = <T>(c: Context, items: T[], url: string) => {
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 10) || 10));
    return c.json({ object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url });
  };

  const platformAvailable = () => {
    let out = 0;
    for (const t of transfers.values()) out += t.amount - t.amount_reversed;
    return deps.chargedNet() - out;
  };
  const accountBalance = (id: string) => {
    let sum = 0;
    for (const t of transfers.values()) if (t.destination === id) sum += t.amount - t.amount_reversed;
    return sum;
  };

  const connect: ConnectStandIn = {
    accounts,
    transfers,
    transferMode: 'succeed',
    platformAvailable,
    completeOnboarding: async (accountId) => {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      completeAccount(account, { name: account.email ?? 'Test vendor', routing: '110000000', last4: '6789' });
      await deps.emit('account.updated', account, account.id).first;
      return account;
    },
  };

  const failing = () => {
    if (connect.transferMode === 'error') {
      throw new StripeApiError(500, 'api_error', 'An error occurred while processing the transfer.');
    }
  };

  app.post('/v1/accounts', async (c) => {
    const account = newAccount(await formBody(c), deps.now());
    accounts.set(account.id, account);
    return c.json(account);
  });

  const findAccount = (id: string) => {
    const account = accounts.get(id);
    if (!account) throw notFound('account', id, 'account');
    return account;
  };
  app.get('/v1/accounts/:id', (c) => c.json(findAccount(c.req.param('id'))));

  app.post('/v1/account_links', async (c) => {
    const now = deps.now();
    const link = newAccountLink(await formBody(c), accounts, now);
    links.set(link.token, link);
    return c.json({
      object: 'account_link',
      created: now,
      expires_at: link.expiresAt,
      url: `${deps.baseUrl()}/connect/onboard/${link.token}`,
    });
  });

  app.post('/v1/transfers', async (c) => {
    const p = transferParams(await formBody(c));
    const destination = accounts.get(p.destination);
    if (!destination) throw notFound('destination', p.destination, 'destination');
    if (destination.capabilities.transfers !== 'active') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'insufficient_capabilities_for_transfer',
        'destination',
      );
    }
    failing();
    if (!p.sourceTransaction && p.amount > platformAvailable()) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
        'balance_insufficient',
      );
    }
    const transfer = newTransfer(p, deps.now());
    transfers.set(transfer.id, transfer);
    deps.emit('transfer.created', transfer);
    return c.json(transfer);
  });

  const findTransfer = (id: string) => {
    const transfer = transfers.get(id);
    if (!transfer) throw notFound('transfer', id);
    return transfer;
  };
  app.get('/v1/transfers/:id', (c) => c.json(findTransfer(c.req.param('id'))));
  app.get('/v1/transfers', (c) => {
    const destination = c.req.query('destination');
    const group = c.req.query('transfer_group');
    const list = [...transfers.values()]
      .reverse()
      .filter(
        (t) => (!destination || t.destination === destination) && (!group || t.transfer_group === group),
      );
    return listOf(c, list, '/v1/transfers');
  });

  app.post('/v1/transfers/:id/reversals', async (c) => {
    const params = await formBody(c);
    const transfer = findTransfer(c.req.param('id'));
    failing();
    const reversal = reverseTransfer(transfer, params, deps.now());
    deps.emit('transfer.reversed', transfer);
    return c.json(reversal);
  });
  app.get('/v1/transfers/:id/reversals', (c) => {
    const transfer = findTransfer(c.req.param('id'));
    return listOf(c, transfer.reversals.data, transfer.reversals.url);
  });

  app.get('/v1/balance', (c) => {
    const onBehalf = c.req.header('stripe-account');
    const amount = onBehalf ? accountBalance(findAccount(onBehalf).id) : platformAvailable();
    const money = (n: number) => [{ amount: n, currency: 'usd', source_types: { card: n } }];
    return c.json({
      object: 'balance',
      available: money(amount),
      pending: money(0),
      connect_reserved: onBehalf ? undefined : money(0),
      livemode: false,
    });
  });

  // --- hosted onboarding ----------------------------------------------------------------------------
  const page = (c: Context, body: Promise<string> | string, status = 200) => {
    c.header('cache-control', 'no-store');
    return c.html(body, status as 200);
  };
  /** A link that can still be used, or the redirect Stripe gives for an expired or used one. */
  const usable = (c: Context) => {
    const link = links.get(c.req.param('token') ?? '');
    if (!link) return { response: page(c, renderLinkNotFoundPage(), 404) };
    if (link.used || link.expiresAt <= deps.now()) return { response: c.redirect(link.refreshUrl, 303) };
    return { response: undefined, link, account: findAccount(link.account) };
  };

  app.get('/connect/onboard/:token', (c) => {
    const found = usable(c);
    if (found.response) return found.response;
    return page(c, renderOnboardingPage(found.link.token, found.account));
  });

  app.post('/connect/onboard/:token', async (c) => {
    const found = usable(c);
    if (found.response) return found.response;
    const form = await c.req.parseBody();
    const values: OnboardingValues = {
      name: String(form.name ?? ''),
      routing: String(form.routing ?? '').replace(/\s/g, ''),
      account: String(form.account ?? '').replace(/\s/g, ''),
    };
    const error = checkOnboarding(values);
    if (error) return page(c, renderOnboardingPage(found.link.token, found.account, { values, error }), 400);
    if (found.link.used) return c.redirect(found.link.refreshUrl, 303); // a second submit meanwhile
    found.link.used = true;
    completeAccount(found.account, {
      name: values.name.trim(),
      routing: values.routing,
      last4: values.account.slice(-4),
    });
    await deps.waitForWebhook(deps.emit('account.updated', found.account, found.account.id).first);
    return c.redirect(found.link.returnUrl, 303);
  });

  app.post('/connect/onboard/:token/later', (c) => {
    const found = usable(c);
    if (found.response) return found.response;
    found.link.used = true;
    return c.redirect(found.link.returnUrl, 303);
  });

  return connect;
}
