/**
 * POST /payout-onboarding { vendorId, action?: 'link' | 'status' } — the vendor's payout account through
 * Stripe Connect (docs/payments.md "Payouts"), with the vendor's bearer token.
 *
 * action 'link' (default): creates the vendor's Express connected account on first use (Idempotency-Key
 *   `payout-account-<vendor id>`, so two clicks make one account) and answers a fresh account link for the
 *   hosted onboarding; return and refresh URLs come back to {SITE_URL}/vendor. A vendor whose payouts are
 *   already enabled gets no link.
 * action 'status': reads the account from the provider and saves its state (the dashboard asks on
 *   return from onboarding, without waiting for the account.updated webhook).
 *
 * 200 { state: 'not_connected' | 'details_needed' | 'payouts_enabled', url: string | null }
 * 400 invalid_body · 401 unauthorized · 404 vendor_not_found (not the caller's listing)
 * 502 payment_provider (nothing saved; try again)
 */
import { Hono } from 'hono';
import { authenticatedUser, type Db, serviceClient, stripeClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, isUuid, jsonBody } from '../_shared/http.ts';
import { runPayoutsQuietly, syncPayoutAccount } from '../_shared/payouts.ts';

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

const providerError = (err: unknown) => {
  console.error('[payout-onboarding] provider:', (err as Error).message);
  return new HttpError(
    502,
    'payment_provider',
    'The payment provider could not be reached. Please try again.',
  );
};

app.post('/payout-onboarding', async (c) => {
  const env = functionEnv();
  const user = await authenticatedUser(env, bearerToken(c));
  const body = await jsonBody(c);
  if (!isUuid(body.vendorId))
    throw new HttpError(400, 'invalid_body', 'vendorId must be the id of your listing.');
  const action = body.action ?? 'link';
  if (action !== 'link' && action !== 'status') {
    throw new HttpError(400, 'invalid_body', "action must be 'link' or 'status'.");
  }
  const db = serviceClient(env);
  const vendor = await ownVendor(db, body.vendorId, user.id);
  const stripe = stripeClient(env);

  const existing = await db
    .from('payout_accounts')
    .select('stripe_account_id, state')
    .eq('vendor_id', vendor.id)
    .maybeSingle();
  if (existing.error) throw new Error(`loading the payout account: ${existing.error.message}`);
  let accountId = existing.data?.stripe_account_id ?? null;

  if (action === 'status') {
    if (!accountId) return c.json({ state: 'not_connected', url: null });
    let state: Awaited<ReturnType<typeof syncPayoutAccount>>;
    try {
      state = await syncPayoutAccount(db, await stripe.accounts.retrieve(accountId), vendor.id);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw providerError(err);
    }
    // Payouts just enabled: held earnings go out now rather than at the next scheduled run.
    if (state === 'payouts_enabled' && existing.data?.state !== 'payouts_enabled') {
      await runPayoutsQuietly(db, stripe, 'payout-onboarding');
    }
    return c.json({ state, url: null });
  }

  if (existing.data?.state === 'payouts_enabled') return c.json({ state: 'payouts_enabled', url: null });
  try {
    if (!accountId) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email: vendor.email ?? user.email,
          capabilities: { transfers: { requested: true } },
          business_profile: { name: vendor.name },
          metadata: { vendor_id: vendor.id },
        },
        { idempotencyKey: `payout-account-${vendor.id}` },
      );
      await syncPayoutAccount(db, account, vendor.id);
      accountId = account.id;
    }
    const link = await stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: `${env.siteUrl}/vendor?payouts=return`,
      refresh_url: `${env.siteUrl}/vendor?payouts=refresh`,
    });
    return c.json({ state: 'details_needed', url: link.url });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw providerError(err);
  }
});

async function ownVendor(db: Db, vendorId: string, userId: string) {
  const { data, error } = await db
    .from('vendors')
    .select('id, user_id, name, email')
    .eq('id', vendorId)
    .maybeSingle();
  if (error) throw new Error(`loading vendor ${vendorId}: ${error.message}`);
  if (!data || data.user_id !== userId) throw new HttpError(404, 'vendor_not_found', 'Listing not found.');
  return data;
}

export default app;
