/**
 * The webhook's Connect events (docs/payments.md "Payouts"):
 * - account.updated: the connected account is read again from the provider (events may arrive out of
 *   order) and its state saved; payouts just enabled release the vendor's held earnings at once;
 * - transfer.created / transfer.reversed: the ledger entry named by metadata.payout_entry_id is recorded
 *   as succeeded (the payout run normally did so already; this covers a run that died after the provider
 *   accepted). Both are idempotent.
 */
import type Stripe from 'stripe';
import { type Db, stripeClient } from '../_shared/clients.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { finish, runPayoutsQuietly, syncPayoutAccount } from '../_shared/payouts.ts';

const CONNECT_EVENTS = new Set(['account.updated', 'transfer.created', 'transfer.reversed']);

export const isConnectEvent = (event: Stripe.Event) => CONNECT_EVENTS.has(event.type);

const entryId = (metadata: Stripe.Metadata | null | undefined) => {
  const id = metadata?.payout_entry_id;
  return id && /^\d{1,18}$/.test(id) ? Number(id) : null;
};

export async function applyConnectEvent(db: Db, env: FunctionEnv, event: Stripe.Event): Promise<string> {
  const stripe = stripeClient(env);
  if (event.type === 'account.updated') {
    const account = await stripe.accounts.retrieve(event.data.object.id);
    const state = await syncPayoutAccount(db, account);
    if (!state) return 'ignored'; // not one of our vendors' accounts
    if (state === 'payouts_enabled') await runPayoutsQuietly(db, stripe, 'stripe-webhook');
    return `account_${state}`;
  }
  if (event.type === 'transfer.created') {
    const id = entryId(event.data.object.metadata);
    if (id === null) return 'ignored';
    await finish(db, id, { p_provider_id: event.data.object.id });
    return 'transfer_recorded';
  }
  if (event.type === 'transfer.reversed') {
    let outcome = 'ignored';
    for (const reversal of event.data.object.reversals?.data ?? []) {
      const id = entryId(reversal.metadata);
      if (id === null) continue;
      await finish(db, id, { p_provider_id: reversal.id });
      outcome = 'reversal_recorded';
    }
    return outcome;
  }
  return 'ignored';
}
