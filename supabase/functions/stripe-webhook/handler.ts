/**
 * POST /stripe-webhook — the payment provider's events (endpoint registered with the provider).
 *
 * - The Stripe-Signature header is verified against STRIPE_WEBHOOK_SECRET over the raw body (400 and no
 *   change when it is missing, wrong or older than 5 minutes).
 * - Each event id is handled once: its payment_events row is inserted first (a replay hits the primary key
 *   and changes nothing); if applying it fails, the row is removed again and the answer is 500, so the
 *   provider retries.
 * - checkout.session.completed (paid) and checkout.session.async_payment_succeeded → booking paid;
 *   checkout.session.expired and checkout.session.async_payment_failed → booking cancelled (the hold is
 *   released). Only the booking whose checkout_session_id is the event's session is touched. A payment
 *   applies only to a pending booking (its hold); one for a booking that can no longer be paid (cancelled,
 *   released, or of the host's own listing) is refunded in full, once (refund kind 'auto'); a repeated one
 *   for a booking paid before changes nothing (apply_checkout_payment). A session of a checkout group
 *   (create-event-checkout, metadata.checkout_group_id) moves every booking of the group, each once, under the
 *   group's lock (apply_group_payment, release_checkout_group); a booking of it that can no longer be paid is
 *   refunded its own part of the charge.
 * - refund.created / refund.updated / charge.refunded → our refund (metadata.booking_refund_id) is
 *   settled: pending, succeeded or failed (settle_booking_refund is idempotent); a refund that went
 *   through runs the payouts at once, so a transferred booking's reversal follows it.
 * - account.updated, transfer.created, transfer.reversed → connect-events.ts (payouts). Events of
 *   connected accounts come to a Connect endpoint with its own secret: STRIPE_CONNECT_WEBHOOK_SECRET is
 *   accepted too.
 * Queued booking mails are sent after the change.
 */
import { Hono } from 'hono';
import Stripe from 'stripe';
import { type Db, serviceClient, stripeClient } from '../_shared/clients.ts';
import { ConfigError, functionEnv } from '../_shared/env.ts';
import { errorResponse, HttpError, isUuid } from '../_shared/http.ts';
import { runPayoutsQuietly } from '../_shared/payouts.ts';
import { askProvider, refundBooking, settle } from '../_shared/refunds.ts';
import { sendQueuedBookingEmails } from '../booking-emails/send.ts';
import { applyConnectEvent, isConnectEvent } from './connect-events.ts';

const app = new Hono();
app.onError((err, c) => errorResponse(c, err));

/** Signatures older than this are refused (Stripe's default tolerance). */
const TOLERANCE_SECONDS = 300;
const cryptoProvider = Stripe.createSubtleCryptoProvider();

type Action = 'paid' | 'cancel' | null;

function actionOf(event: Stripe.Event): Action {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid' ? 'paid' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return 'cancel';
    default:
      return null;
  }
}

app.post('/stripe-webhook', async (c) => {
  const env = functionEnv();
  if (!env.stripeWebhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set');
  const signature = c.req.header('stripe-signature');
  if (!signature) throw new HttpError(400, 'missing_signature', 'Missing Stripe-Signature header.');
  const payload = await c.req.text();
  let event: Stripe.Event | null = null;
  let refusal = '';
  for (const secret of [env.stripeWebhookSecret, env.stripeConnectWebhookSecret]) {
    if (!secret || event) continue;
    try {
      event = await Stripe.webhooks.constructEventAsync(
        payload,
        signature,
        secret,
        TOLERANCE_SECONDS,
        cryptoProvider,
      );
    } catch (err) {
      refusal = (err as Error).message;
    }
  }
  if (!event) {
    console.warn('[stripe-webhook] refused:', refusal);
    throw new HttpError(400, 'invalid_signature', 'Webhook signature verification failed.');
  }

  const db = serviceClient(env);
  const action = actionOf(event);
  const session = action ? (event.data.object as Stripe.Checkout.Session) : null;
  const refundEvent = isRefundEvent(event);
  // The checkout of a booking change's difference names its change (booking-change function); a checkout of
  // several bookings names its group (create-event-checkout).
  const changeId =
    session && isUuid(session.metadata?.booking_change_id) ? session.metadata.booking_change_id : null;
  const groupId = session && !changeId ? await groupOf(db, session) : null;
  const bookingId = changeId
    ? await bookingOfChange(db, changeId, session!.id)
    : session
      ? groupId
        ? null
        : await bookingOf(db, session)
      : refundEvent
        ? (refundEvent.metadata?.booking_id ?? null)
        : null;

  const recorded = await db
    .from('payment_events')
    .insert({ id: event.id, type: event.type, booking_id: bookingId });
  if (recorded.error?.code === '23505') return c.json({ received: true, duplicate: true });
  if (recorded.error) throw new Error(`recording event ${event.id}: ${recorded.error.message}`);

  try {
    let outcome = 'ignored';
    if (action && session && changeId) outcome = await applyChange(db, action, changeId, session);
    else if (action && session && groupId) outcome = await applyGroup(db, action, groupId, session);
    else if (action && session && bookingId) outcome = await apply(db, action, bookingId, session);
    else if (event.type === 'charge.refunded') outcome = await settleChargeRefunds(db, event.data.object);
    else if (refundEvent) outcome = await settleRefund(db, refundEvent);
    else if (isConnectEvent(event)) outcome = await applyConnectEvent(db, env, event);
    if (outcome === 'refund_succeeded' || outcome === 'refunds_settled') {
      await runPayoutsQuietly(db, stripeClient(env), 'stripe-webhook');
    }
    if (outcome !== 'ignored' && outcome !== 'unchanged') {
      await sendQueuedBookingEmails(db, env.siteUrl).catch((err: unknown) =>
        console.error('[stripe-webhook] mails:', (err as Error).message),
      );
    }
    return c.json({ received: true, outcome });
  } catch (err) {
    await db.from('payment_events').delete().eq('id', event.id);
    throw err;
  }
});

/** The booking of a session: metadata.booking_id (or client_reference_id), else by checkout_session_id. */
async function bookingOf(db: Db, session: Stripe.Checkout.Session): Promise<string | null> {
  const named = [session.metadata?.booking_id, session.client_reference_id].find(isUuid);
  const query = db.from('bookings').select('id').eq('checkout_session_id', session.id);
  const { data, error } = await (named ? query.eq('id', named) : query).maybeSingle();
  if (error) throw new Error(`finding the booking of ${session.id}: ${error.message}`);
  return data?.id ?? null;
}

/** The checkout group of a session: metadata.checkout_group_id, found by its checkout_session_id. */
async function groupOf(db: Db, session: Stripe.Checkout.Session): Promise<string | null> {
  const named = session.metadata?.checkout_group_id;
  if (!isUuid(named)) return null;
  const { data, error } = await db
    .from('checkout_groups')
    .select('id')
    .eq('id', named)
    .eq('checkout_session_id', session.id)
    .maybeSingle();
  if (error) throw new Error(`finding the group of ${session.id}: ${error.message}`);
  return data?.id ?? null;
}

/** The booking of a change whose checkout is this session, or null. */
async function bookingOfChange(db: Db, changeId: string, sessionId: string): Promise<string | null> {
  const { data, error } = await db
    .from('booking_changes')
    .select('booking_id')
    .eq('id', changeId)
    .eq('checkout_session_id', sessionId)
    .maybeSingle();
  if (error) throw new Error(`finding the change ${changeId}: ${error.message}`);
  return data?.booking_id ?? null;
}

/**
 * A booking change's difference: paid → the change applies once (apply_booking_change_payment, under the
 * booking's lock), or, when it can no longer apply, the difference is refunded once (one change refund per
 * change); expired or failed → the change lapses and the booking stays as it was.
 */
async function applyChange(
  db: Db,
  action: 'paid' | 'cancel',
  changeId: string,
  session: Stripe.Checkout.Session,
) {
  if (action === 'cancel') {
    const { data, error } = await db.rpc('lapse_booking_change', {
      p_change_id: changeId,
      p_session_id: session.id,
    });
    if (error) throw new Error(`lapsing change ${changeId}: ${error.message}`);
    return data ? 'change_lapsed' : 'unchanged';
  }
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const { data, error } = await db.rpc('apply_booking_change_payment', {
    p_change_id: changeId,
    p_session_id: session.id,
    p_payment_intent_id: paymentIntent ?? undefined,
  });
  if (error) throw new Error(`applying the change ${changeId}: ${error.code} ${error.message}`);
  const decision = data as {
    outcome: string;
    refund_id?: string;
    amount_cents?: number;
    payment_intent_id?: string;
  };
  if (decision.outcome === 'applied') return 'change_applied';
  if (decision.outcome !== 'refund') return decision.outcome;
  try {
    await askProvider(db, stripeClient(functionEnv()), {
      bookingId: session.metadata?.booking_id ?? '',
      kind: 'change',
      refundId: decision.refund_id!,
    });
  } catch (err) {
    // recorded as failed on the refund and in the booking's history; an admin follows up
    if (err instanceof HttpError && err.code === 'refund_failed') return 'change_refund_failed';
    throw err;
  }
  return 'change_refunded';
}

/** refund.created / refund.updated carry a Refund; null for other events. */
function isRefundEvent(event: Stripe.Event): Stripe.Refund | null {
  return event.type === 'refund.created' || event.type === 'refund.updated' ? event.data.object : null;
}

const refundStatus = (refund: Stripe.Refund) =>
  refund.status === 'succeeded'
    ? 'succeeded'
    : refund.status === 'failed' || refund.status === 'canceled'
      ? 'failed'
      : 'pending';

async function settleRefund(db: Db, refund: Stripe.Refund): Promise<string> {
  const ours = refund.metadata?.booking_refund_id;
  if (!isUuid(ours)) return 'ignored'; // not made by PartyEasy (e.g. from the provider's dashboard)
  const part = refund.metadata?.booking_refund_part_id;
  await settle(
    db,
    ours,
    refund.id,
    refundStatus(refund),
    refund.failure_reason ?? undefined,
    isUuid(part) ? part : undefined,
  );
  return `refund_${refundStatus(refund)}`;
}

/** charge.refunded: the refunds of the charge, as the provider lists them, settled one by one. */
async function settleChargeRefunds(db: Db, charge: Stripe.Charge): Promise<string> {
  const list = await stripeClient(functionEnv()).refunds.list({ charge: charge.id, limit: 100 });
  let outcome = 'ignored';
  for (const refund of list.data) {
    if ((await settleRefund(db, refund)) !== 'ignored') outcome = 'refunds_settled';
  }
  return outcome;
}

async function apply(db: Db, action: 'paid' | 'cancel', bookingId: string, session: Stripe.Checkout.Session) {
  const sessionId = session.id;
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const booking = db.from('bookings');
  if (action === 'cancel') {
    const { data, error } = await booking
      .update({ payment_status: 'cancelled' })
      .eq('id', bookingId)
      .eq('checkout_session_id', sessionId)
      .in('payment_status', ['pending', 'clicked_book'])
      .select('id');
    if (error) throw new Error(`cancelling ${bookingId}: ${error.message}`);
    return data.length > 0 ? 'cancelled' : 'unchanged';
  }
  // Paid, already applied, or refunded because the booking can no longer be paid: decided under the
  // booking's lock (apply_checkout_payment), so repeated and concurrent deliveries agree.
  const { data, error } = await db.rpc('apply_checkout_payment', {
    p_booking_id: bookingId,
    p_session_id: sessionId,
    p_payment_intent_id: paymentIntent ?? undefined,
  });
  if (error) throw new Error(`applying the payment of ${bookingId}: ${error.code} ${error.message}`);
  const decision = data as { outcome: string; amount_cents?: number; reason?: string };
  if (decision.outcome !== 'refund') return decision.outcome;
  return refundUnpayable(db, bookingId, decision.amount_cents ?? 0, decision.reason ?? null);
}

/**
 * A group's session ended: expired → every unpaid booking of it is cancelled; paid → every held booking of
 * it is paid, and each one that can no longer be paid is refunded its own part of the charge.
 */
async function applyGroup(
  db: Db,
  action: 'paid' | 'cancel',
  groupId: string,
  session: Stripe.Checkout.Session,
): Promise<string> {
  if (action === 'cancel') {
    const { data, error } = await db.rpc('release_checkout_group', {
      p_group_id: groupId,
      p_session_id: session.id,
    });
    if (error) throw new Error(`releasing group ${groupId}: ${error.message}`);
    return data === 'released' ? 'cancelled' : 'unchanged';
  }
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const { data, error } = await db.rpc('apply_group_payment', {
    p_group_id: groupId,
    p_session_id: session.id,
    p_payment_intent_id: paymentIntent ?? undefined,
  });
  if (error) throw new Error(`applying the payment of group ${groupId}: ${error.code} ${error.message}`);
  const decision = data as {
    outcome: string;
    refunds?: { booking_id: string; amount_cents: number; reason: string | null }[];
  };
  for (const refund of decision.refunds ?? []) {
    await refundUnpayable(db, refund.booking_id, refund.amount_cents, refund.reason);
  }
  return decision.outcome;
}

export default app;

/**
 * The payment came for a booking that can no longer be paid (its checkout had ended, it was cancelled, or the
 * host owns the listing): the booking stays cancelled and the whole payment goes back, once (one active refund
 * per booking); the host gets a mail saying why. A provider failure answers 500 so the provider sends the event
 * again.
 */
async function refundUnpayable(db: Db, bookingId: string, amountCents: number, reason: string | null) {
  if (amountCents <= 0) return 'not_payable_nothing_to_refund';
  try {
    await refundBooking(db, stripeClient(functionEnv()), {
      bookingId,
      kind: 'auto',
      amountCents,
      reason,
      userId: null,
    });
  } catch (err) {
    // Another delivery of the payment already refunded it (or is doing so).
    if (err instanceof HttpError && err.code === 'refund_in_progress') return 'not_payable_already_refunded';
    throw err;
  }
  console.warn(`[stripe-webhook] booking ${bookingId} was paid when it could no longer be: refunded in full`);
  return 'not_payable_refunded';
}
