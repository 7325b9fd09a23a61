import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeStandIn, type StripeStandIn, stripeClientOptions } from '../src/stripe/index.js';

// Connect on the stand-in through the official SDK: connected accounts, account links and the hosted
// onboarding page, transfers with idempotency keys, reversals, balances and the signed events.

const SECRET_KEY = 'sk_test_connect_suite';
const WEBHOOK_SECRET = 'whsec_connect_suite';

describe('Stripe Connect on the stand-in', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let base: string;

  beforeAll(async () => {
    // Webhooks go to the stand-in itself (answered 404): the delivery records keep the signed payloads.
    standIn = createStripeStandIn({
      webhookUrl: null,
      webhookSecret: WEBHOOK_SECRET,
      secretKey: SECRET_KEY,
      webhookAttempts: 1,
    });
    base = (await standIn.start(0)).url;
    standIn.webhookUrl = `${base}/hook`;
    stripe = new Stripe(SECRET_KEY, { ...stripeClientOptions(base), maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await standIn?.stop();
  });

  /** The last signed delivery of an event type, verified as the webhook function verifies it. */
  const delivered = async (type: string) => {
    await standIn.idle();
    const d = standIn.deliveries.filter((x) => x.type === type).at(-1);
    expect(d, type).toBeDefined();
    return stripe.webhooks.constructEvent(d!.payload, d!.signature, WEBHOOK_SECRET);
  };

  const newAccount = () =>
    stripe.accounts.create({
      type: 'express',
      country: 'US',
      email: 'dj@partyeasy.test',
      capabilities: { transfers: { requested: true } },
      metadata: { vendor_id: 'v-1' },
    });

  const link = (account: string) =>
    stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:3000/vendor?payouts=refresh',
      return_url: 'http://localhost:3000/vendor?payouts=return',
    });

  const submit = (url: string, fields: Record<string, string>) =>
    fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

  /** A paid checkout session: the platform's balance grows by its amount. */
  async function charge(amount: number) {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Party' } },
        },
      ],
      success_url: 'http://localhost:3000/success',
    });
    const res = await submit(`${base}/pay/${session.id}`, {
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Hannah Host',
    });
    expect(res.status).toBe(303);
  }

  it('onboards a connected account on the hosted page, then redirects to return_url and sends account.updated', async () => {
    const account = await newAccount();
    expect(account).toMatchObject({
      object: 'account',
      type: 'express',
      email: 'dj@partyeasy.test',
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { transfers: 'inactive' },
      metadata: { vendor_id: 'v-1' },
    });
    expect(account.requirements?.currently_due).toContain('external_account');

    const accountLink = await link(account.id);
    expect(accountLink.object).toBe('account_link');
    expect(accountLink.expires_at - accountLink.created).toBe(300);
    const page = await fetch(accountLink.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of [
      'Legal name or business name',
      'Routing number',
      'Account number',
      'Agree and submit',
    ]) {
      expect(html).toContain(label);
    }

    const bad = await submit(accountLink.url, { name: 'DJ Nova', routing: '12', account: '000123456789' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The routing number has 9 digits.');
    expect((await stripe.accounts.retrieve(account.id)).payouts_enabled).toBe(false);

    const ok = await submit(accountLink.url, {
      name: 'DJ Nova',
      routing: '110000000',
      account: '000123456789',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('http://localhost:3000/vendor?payouts=return');
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      payouts_enabled: true,
      charges_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], disabled_reason: null },
      business_profile: { name: 'DJ Nova' },
    });
    const event = await delivered('account.updated');
    expect(event.account).toBe(account.id);
    expect(event.data.object).toMatchObject({ id: account.id, payouts_enabled: true });

    // An account link is single-use: opened again, it sends the browser to refresh_url.
    const again = await fetch(accountLink.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('http://localhost:3000/vendor?payouts=refresh');
  });

  it('returns without finishing on "Save and finish later", and answers like Stripe for unknown accounts', async () => {
    const account = await newAccount();
    const accountLink = await link(account.id);
    const later = await submit(`${accountLink.url}/later`, {});
    expect(later.status).toBe(303);
    expect(later.headers.get('location')).toBe('http://localhost:3000/vendor?payouts=return');
    expect((await stripe.accounts.retrieve(account.id)).details_submitted).toBe(false);
    await expect(stripe.accounts.retrieve('acct_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(link('acct_missing')).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });
  });

  it('transfers once per idempotency key, reverses part and then the rest, and keeps the balances', async () => {
    const account = await newAccount();
    const unready = stripe.transfers.create({ amount: 1000, currency: 'usd', destination: account.id });
    await expect(unready).rejects.toMatchObject({
      statusCode: 400,
      code: 'insufficient_capabilities_for_transfer',
    });
    await standIn.connect.completeOnboarding(account.id);

    const before = standIn.connect.platformAvailable();
    await expect(
      stripe.transfers.create({ amount: before + 1, currency: 'usd', destination: account.id }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'balance_insufficient' });
    await charge(47250);
    expect(standIn.connect.platformAvailable()).toBe(before + 47250);

    const params = {
      amount: 45000,
      currency: 'usd',
      destination: account.id,
      transfer_group: 'booking-b-1',
      metadata: { booking_id: 'b-1' },
    };
    const [first, replay] = await Promise.all([
      stripe.transfers.create(params, { idempotencyKey: 'booking-transfer-b-1' }),
      stripe.transfers.create(params, { idempotencyKey: 'booking-transfer-b-1' }).catch(() => null),
    ]);
    const again = await stripe.transfers.create(params, { idempotencyKey: 'booking-transfer-b-1' });
    expect(again.id).toBe(first.id);
    if (replay) expect(replay.id).toBe(first.id);
    expect(
      [...standIn.connect.transfers.values()].filter((t) => t.transfer_group === 'booking-b-1'),
    ).toHaveLength(1);
    await expect(
      stripe.transfers.create({ ...params, amount: 1 }, { idempotencyKey: 'booking-transfer-b-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    expect(first).toMatchObject({ object: 'transfer', amount: 45000, amount_reversed: 0, reversed: false });
    expect((await delivered('transfer.created')).data.object).toMatchObject({ id: first.id, amount: 45000 });

    const platform = await stripe.balance.retrieve();
    expect(platform.available[0]).toMatchObject({ amount: before + 47250 - 45000, currency: 'usd' });
    const connected = await stripe.balance.retrieve({}, { stripeAccount: account.id });
    expect(connected.available[0]?.amount).toBe(45000);

    const part = await stripe.transfers.createReversal(first.id, {
      amount: 22500,
      metadata: { refund: 'r-1' },
    });
    expect(part).toMatchObject({ object: 'transfer_reversal', amount: 22500, transfer: first.id });
    const reversed = await delivered('transfer.reversed');
    expect(reversed.data.object).toMatchObject({ id: first.id, amount_reversed: 22500, reversed: false });
    await expect(stripe.transfers.createReversal(first.id, { amount: 22501 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    });
    await stripe.transfers.createReversal(first.id);
    expect(await stripe.transfers.retrieve(first.id)).toMatchObject({
      amount_reversed: 45000,
      reversed: true,
    });
    const list = await stripe.transfers.listReversals(first.id);
    expect(list.data.map((r) => r.amount)).toEqual([22500, 22500]);
    expect((await stripe.balance.retrieve({}, { stripeAccount: account.id })).available[0]?.amount).toBe(0);
    expect((await stripe.transfers.list({ destination: account.id })).data.map((t) => t.id)).toEqual([
      first.id,
    ]);
  });

  it('fails transfers and reversals with a 500 when told to, moving nothing', async () => {
    const account = await newAccount();
    await standIn.connect.completeOnboarding(account.id);
    await charge(1000);
    standIn.connect.transferMode = 'error';
    try {
      await expect(
        stripe.transfers.create({ amount: 500, currency: 'usd', destination: account.id }),
      ).rejects.toMatchObject({ statusCode: 500, type: 'StripeAPIError' });
      expect((await stripe.transfers.list({ destination: account.id })).data).toEqual([]);
    } finally {
      standIn.connect.transferMode = 'succeed';
    }
  });
});
