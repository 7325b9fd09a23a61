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
 *   released). Only the booking whose checkout_session_id is the event's session is touched.
 */
import { Hono } from 'hono';
import Stripe from 'stripe';
import { type Db, serviceClient } from '../_shared/clients.ts';
import { ConfigError, functionEnv } from '../_shared/env.ts';
import { errorResponse, HttpError, isUuid } from '../_shared/http.ts';

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
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      env.stripeWebhookSecret,
      TOLERANCE_SECONDS,
      cryptoProvider,
    );
  } catch (err) {
    console.warn('[stripe-webhook] refused:', (err as Error).message);
    throw new HttpError(400, 'invalid_signature', 'Webhook signature verification failed.');
  }

  const db = serviceClient(env);
  const action = actionOf(event);
  const session = action ? (event.data.object as Stripe.Checkout.Session) : null;
  const bookingId = session ? await bookingOf(db, session) : null;

  const recorded = await db
    .from('payment_events')
    .insert({ id: event.id, type: event.type, booking_id: bookingId });
  if (recorded.error?.code === '23505') return c.json({ received: true, duplicate: true });
  if (recorded.error) throw new Error(`recording event ${event.id}: ${recorded.error.message}`);

  try {
    const outcome =
      action && session && bookingId ? await apply(db, action, bookingId, session.id) : 'ignored';
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

async function apply(db: Db, action: 'paid' | 'cancel', bookingId: string, sessionId: string) {
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
  // A payment for a booking whose hold was released meanwhile still books it when the slot is free.
  const { data, error } = await booking
    .update({ payment_status: 'paid' })
    .eq('id', bookingId)
    .eq('checkout_session_id', sessionId)
    .in('payment_status', ['pending', 'clicked_book', 'cancelled'])
    .select('id');
  if (error?.code === '23P01') {
    console.error(`[stripe-webhook] booking ${bookingId} was paid after its slot was taken: refund needed`);
    return 'slot_taken_refund_needed';
  }
  if (error) throw new Error(`marking ${bookingId} paid: ${error.message}`);
  return data.length > 0 ? 'paid' : 'unchanged';
}

export default app;
