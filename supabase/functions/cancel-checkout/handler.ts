/**
 * POST /cancel-checkout { bookingId, retry? } — gives up the caller's unpaid checkout at once instead of
 * waiting for the session to expire: the provider's session is expired (so it can no longer be paid) and the
 * slot is free again. Without retry (the /cancel page, closing the booking modal, Cancel on My bookings) the
 * booking becomes cancelled; with retry: true (Cancel payment in the modal, after a declined card) it goes
 * back to clicked_book without its session, so that Pay holds the same booking again. Either way the hold
 * stops counting toward the host's hold limits.
 *
 * { groupId } (or the bookingId of a booking paid with other vendors of its event, create-event-checkout)
 * gives up the whole group: its session is expired and every booking of it is cancelled (retry is not read).
 *
 * 200 { status: 'cancelled' | 'clicked_book' } — also when it already was.
 * 401 unauthorized · 404 booking_not_found | group_not_found · 409 already_paid (the payment went through
 * first).
 * 502 payment_provider — the session could not be expired; nothing changed.
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { authenticatedUser, type Db, ownBooking, serviceClient, stripeClient } from '../_shared/clients.ts';
import { type FunctionEnv, functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, isUuid, jsonBody } from '../_shared/http.ts';

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

const alreadyPaid = () => new HttpError(409, 'already_paid', 'This booking is already paid.');

app.post('/cancel-checkout', async (c) => {
  const env = functionEnv();
  const token = bearerToken(c);
  const user = await authenticatedUser(env, token);
  const body = await jsonBody(c);
  const db = serviceClient(env);
  if (body.groupId !== undefined) return c.json(await cancelGroup(env, db, body.groupId, user.id));
  const booking = await ownBooking(db, body.bookingId, user.id);
  if (booking.checkout_group_id) {
    return c.json(await cancelGroup(env, db, booking.checkout_group_id, user.id));
  }
  const retry = body.retry === true;

  if (booking.payment_status === 'paid' || booking.payment_status === 'completed') throw alreadyPaid();
  if (booking.payment_status === 'cancelled') return c.json({ status: 'cancelled' });
  if (retry && booking.payment_status === 'clicked_book') return c.json({ status: 'clicked_book' });

  if (booking.checkout_session_id) await expireSession(stripeClient(env), booking.checkout_session_id);

  const status = retry ? 'clicked_book' : 'cancelled';
  const { data, error } = await db
    .from('bookings')
    .update(retry ? { payment_status: status, checkout_session_id: null } : { payment_status: status })
    .eq('id', booking.id)
    .in('payment_status', ['pending', 'clicked_book'])
    .select('payment_status');
  if (error) throw new Error(`cancelling ${booking.id}: ${error.message}`);
  if (data.length === 0) {
    const { data: now } = await db.from('bookings').select('payment_status').eq('id', booking.id).single();
    if (now?.payment_status === 'paid' || now?.payment_status === 'completed') throw alreadyPaid();
    return c.json({ status: now?.payment_status ?? status });
  }
  return c.json({ status });
});

/**
 * Expires the provider's session so that it can no longer be paid: fine when it already expired; 409 when it
 * was paid first (the webhook marks it paid); 502 when the provider could not be asked.
 */
async function expireSession(stripe: Stripe, sessionId: string) {
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (err) {
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
    if (session?.status === 'complete') throw alreadyPaid();
    if (session?.status !== 'expired') {
      console.error('[cancel-checkout] provider:', (err as Error).message);
      throw new HttpError(502, 'payment_provider', 'The checkout could not be cancelled. Please try again.');
    }
  }
}

/** Gives up the caller's unpaid checkout group: its session expired, every booking of it cancelled. */
async function cancelGroup(env: FunctionEnv, db: Db, groupId: unknown, userId: string) {
  if (!isUuid(groupId)) throw new HttpError(400, 'invalid_body', 'groupId must be the id of a checkout.');
  const { data: group, error } = await db
    .from('checkout_groups')
    .select('id, host_id, status, checkout_session_id')
    .eq('id', groupId)
    .maybeSingle();
  if (error) throw new Error(`loading checkout group ${groupId}: ${error.message}`);
  if (!group || group.host_id !== userId) throw new HttpError(404, 'group_not_found', 'Checkout not found.');
  if (group.status === 'paid') throw alreadyPaid();
  if (group.status === 'cancelled') return { status: 'cancelled' as const };
  if (group.checkout_session_id) await expireSession(stripeClient(env), group.checkout_session_id);
  const released = await db.rpc('release_checkout_group', { p_group_id: group.id });
  if (released.error) throw new Error(`releasing ${group.id}: ${released.error.message}`);
  if (released.data === 'paid') throw alreadyPaid();
  return { status: 'cancelled' as const };
}

export default app;
