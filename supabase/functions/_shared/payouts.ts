import type Stripe from 'stripe';
import type { Db } from './clients.ts';

/**
 * The payout run (docs/payments.md "Payouts"): schedule_payouts does the bookkeeping in one SQL step
 * (holds, releases, one transfer per completed booking, reversals after late refunds), then the due
 * entries are claimed (FOR UPDATE SKIP LOCKED: concurrent runs never send one entry together) and sent:
 *
 * - transfer: stripe.transfers.create to the vendor's connected account, Idempotency-Key
 *   `booking-transfer-<booking id>` (plus `-<n>` after n refusals, since the provider replays a refused
 *   request's answer for its key), transfer_group `event-<event id>` for a booking of an event (every vendor
 *   of one party in one group), else `booking-<booking id>` (claim_payout_entries names it);
 * - reversal: stripe.transfers.createReversal of the booking's transfer, key `payout-reversal-<entry id>`.
 *
 * A retry first looks the entry up at the provider (transfer_group / the transfer's reversals, by
 * metadata.payout_entry_id), so an attempt that went through but was never recorded is adopted, not
 * repeated. Failures are recorded and retried with backoff (finish_payout_entry).
 */
export interface PayoutRunResult {
  scheduled: Record<string, number>;
  sent: number;
  failed: number;
}

interface ClaimedEntry {
  id: number;
  kind: 'transfer' | 'reversal';
  booking_id: string;
  vendor_id: string;
  amount_cents: number;
  attempts: number;
  refusals: number;
  stripe_account_id: string;
  transfer_provider_id: string | null;
  transfer_group: string;
}

const BATCH = 20;
const MAX_BATCHES = 5;

export async function runPayouts(
  db: Db,
  stripe: Stripe,
  options: { now?: Date } = {},
): Promise<PayoutRunResult> {
  const now = (options.now ?? new Date()).toISOString();
  const scheduled = await db.rpc('schedule_payouts', { p_now: now });
  if (scheduled.error) throw new Error(`schedule_payouts: ${scheduled.error.message}`);
  const result: PayoutRunResult = { scheduled: scheduled.data as Record<string, number>, sent: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await db.rpc('claim_payout_entries', { p_now: now, p_limit: BATCH });
    if (claimed.error) throw new Error(`claim_payout_entries: ${claimed.error.message}`);
    const entries = (claimed.data ?? []) as ClaimedEntry[];
    for (const entry of entries) {
      if (await send(db, stripe, entry)) result.sent++;
      else result.failed++;
    }
    if (entries.length < BATCH) break;
  }
  return result;
}

/** The run, for callers whose own work must not fail with it (after a refund, a webhook). */
export async function runPayoutsQuietly(db: Db, stripe: Stripe, caller: string): Promise<void> {
  try {
    await runPayouts(db, stripe);
  } catch (err) {
    console.error(`[${caller}] payouts:`, (err as Error).message);
  }
}

async function send(db: Db, stripe: Stripe, entry: ClaimedEntry): Promise<boolean> {
  const metadata = {
    booking_id: entry.booking_id,
    payout_entry_id: String(entry.id),
    vendor_id: entry.vendor_id,
  };
  const suffix = entry.refusals > 0 ? `-${entry.refusals}` : '';
  let providerId: string;
  try {
    const earlier = entry.attempts > 1 ? await findEarlier(stripe, entry) : null;
    if (earlier) providerId = earlier;
    else if (entry.kind === 'transfer') {
      const transfer = await stripe.transfers.create(
        {
          amount: entry.amount_cents,
          currency: 'usd',
          destination: entry.stripe_account_id,
          transfer_group: entry.transfer_group,
          description: `PartyEasy booking ${entry.booking_id}`,
          metadata,
        },
        { idempotencyKey: `booking-transfer-${entry.booking_id}${suffix}` },
      );
      providerId = transfer.id;
    } else {
      if (!entry.transfer_provider_id) throw new Error('the reversed transfer has no provider id');
      const reversal = await stripe.transfers.createReversal(
        entry.transfer_provider_id,
        { amount: entry.amount_cents, metadata },
        { idempotencyKey: `payout-reversal-${entry.id}${suffix}` },
      );
      providerId = reversal.id;
    }
  } catch (err) {
    const e = err as { message: string; statusCode?: number; code?: string };
    // A 4xx other than a conflict (409) or rate limit (429) is a refusal: nothing was moved.
    const refused =
      typeof e.statusCode === 'number' &&
      e.statusCode >= 400 &&
      e.statusCode < 500 &&
      e.statusCode !== 409 &&
      e.statusCode !== 429;
    console.error(`[payouts] ${entry.kind} ${entry.id} (booking ${entry.booking_id}):`, e.message);
    await finish(db, entry.id, { p_error: `${e.code ? `${e.code}: ` : ''}${e.message}`, p_refused: refused });
    return false;
  }
  await finish(db, entry.id, { p_provider_id: providerId });
  return true;
}

/** The provider id of an earlier attempt of this entry that went through, if any. */
async function findEarlier(stripe: Stripe, entry: ClaimedEntry): Promise<string | null> {
  const ours = (m: Stripe.Metadata | null) => m?.payout_entry_id === String(entry.id);
  if (entry.kind === 'transfer') {
    const list = await stripe.transfers.list({ transfer_group: entry.transfer_group, limit: 100 });
    return list.data.find((t) => ours(t.metadata))?.id ?? null;
  }
  if (!entry.transfer_provider_id) return null;
  const list = await stripe.transfers.listReversals(entry.transfer_provider_id, { limit: 100 });
  return list.data.find((r) => ours(r.metadata))?.id ?? null;
}

/** Records a provider's answer for an entry (idempotent: finish_payout_entry). */
export async function finish(
  db: Db,
  id: number,
  answer: { p_provider_id: string } | { p_error: string; p_refused: boolean },
): Promise<void> {
  const { error } = await db.rpc('finish_payout_entry', { p_id: id, ...answer });
  if (error) throw new Error(`finish_payout_entry ${id}: ${error.message}`);
}

/**
 * The provider's word on a connected account (onboarding return, account.updated): saved as the vendor's
 * payout state. Answers the state, or null when the account is not one of ours.
 */
export async function syncPayoutAccount(
  db: Db,
  account: Pick<Stripe.Account, 'id' | 'payouts_enabled' | 'details_submitted' | 'capabilities'>,
  vendorId?: string,
): Promise<'details_needed' | 'payouts_enabled' | null> {
  let vendor = vendorId;
  if (!vendor) {
    const found = await db
      .from('payout_accounts')
      .select('vendor_id')
      .eq('stripe_account_id', account.id)
      .maybeSingle();
    if (found.error) throw new Error(`finding the vendor of ${account.id}: ${found.error.message}`);
    vendor = found.data?.vendor_id;
  }
  if (!vendor) return null;
  const enabled = Boolean(account.payouts_enabled) && account.capabilities?.transfers === 'active';
  const saved = await db.rpc('save_payout_account', {
    p_vendor_id: vendor,
    p_stripe_account_id: account.id,
    p_payouts_enabled: enabled,
    p_details_submitted: Boolean(account.details_submitted),
  });
  if (saved.error) throw new Error(`save_payout_account: ${saved.error.message}`);
  return enabled ? 'payouts_enabled' : 'details_needed';
}
