/**
 * POST /payouts — the payout run (docs/payments.md "Payouts"): transfers each completed booking's vendor
 * share once, holds it while the vendor's payouts are not enabled and releases it once they are, retries
 * failures with backoff and reverses transfers after late refunds (supabase/functions/_shared/payouts.ts).
 * Called every minute by the schedule (pg_cron + pg_net in production, the devstack locally) right after
 * complete_finished_bookings, and in-process after refunds and account updates. Concurrent or repeated
 * runs move no money twice. Only the service role may call it: `Authorization: Bearer
 * <SUPABASE_SERVICE_ROLE_KEY>`.
 *
 * 200 { scheduled: { held, released, scheduled, reversals, … }, sent, failed } · 401 unauthorized
 */
import { Hono } from 'hono';
import { serviceClient, stripeClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, errorResponse, HttpError } from '../_shared/http.ts';
import { runPayouts } from '../_shared/payouts.ts';

const app = new Hono();
app.onError((err, c) => errorResponse(c, err));

app.post('/payouts', async (c) => {
  const env = functionEnv();
  if (bearerToken(c) !== env.serviceRoleKey) throw new HttpError(401, 'unauthorized', 'Service role only.');
  return c.json(await runPayouts(serviceClient(env), stripeClient(env)));
});

export default app;
