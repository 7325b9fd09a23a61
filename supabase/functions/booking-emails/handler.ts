/**
 * POST /booking-emails — sends the queued booking mails (confirmed, cancelled, completed, refunded
 * automatically). Called by the schedule (pg_cron + pg_net in production, the devstack every minute)
 * after complete_finished_bookings, and in-process by the functions that change bookings. Only the
 * service role may call it: `Authorization: Bearer <SUPABASE_SERVICE_ROLE_KEY>`.
 *
 * 200 { sent, failed } · 401 unauthorized · 503 not_configured (no mail transport)
 */
import { Hono } from 'hono';
import { serviceClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, errorResponse, HttpError } from '../_shared/http.ts';
import { configuredMailTransport } from '../_shared/mail.ts';
import { sendQueuedBookingEmails } from './send.ts';

const app = new Hono();
app.onError((err, c) => errorResponse(c, err));

app.post('/booking-emails', async (c) => {
  const env = functionEnv();
  if (bearerToken(c) !== env.serviceRoleKey) throw new HttpError(401, 'unauthorized', 'Service role only.');
  const transport = configuredMailTransport();
  if (!transport) {
    return c.json({ error: 'not_configured', message: 'E-mail is not configured on this server.' }, 503);
  }
  return c.json(await sendQueuedBookingEmails(serviceClient(env), env.siteUrl, transport));
});

export default app;
