/**
 * POST /message-emails — sends the queued away e-mails: a message unread for 10 minutes gets its recipient
 * one e-mail per conversation until they read it (queue_message_emails queues them). Called every minute by
 * the schedule (pg_cron + pg_net in production, the devstack locally) after queue_message_emails. Only the
 * service role may call it: `Authorization: Bearer <SUPABASE_SERVICE_ROLE_KEY>`.
 *
 * 200 { sent, failed } · 401 unauthorized · 503 not_configured (no mail transport)
 */
import { Hono } from 'hono';
import { serviceClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, errorResponse, HttpError } from '../_shared/http.ts';
import { configuredMailTransport } from '../_shared/mail.ts';
import { sendQueuedMessageEmails } from './send.ts';

const app = new Hono();
app.onError((err, c) => errorResponse(c, err));

app.post('/message-emails', async (c) => {
  const env = functionEnv();
  if (bearerToken(c) !== env.serviceRoleKey) throw new HttpError(401, 'unauthorized', 'Service role only.');
  const transport = configuredMailTransport();
  if (!transport) {
    return c.json({ error: 'not_configured', message: 'E-mail is not configured on this server.' }, 503);
  }
  return c.json(await sendQueuedMessageEmails(serviceClient(env), env.siteUrl, transport));
});

export default app;
