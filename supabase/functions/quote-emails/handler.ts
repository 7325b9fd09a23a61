/**
 * POST /quote-emails — sends the queued quote e-mails ([quotes]): a new request to the vendor, an offer, a
 * decline and an expiry to the host (public.quote_emails, queued by the quote functions and expire_quotes).
 * Called every minute by the schedule after expire_quotes. Only the service role may call it:
 * `Authorization: Bearer <SUPABASE_SERVICE_ROLE_KEY>`.
 *
 * 200 { sent, failed } · 401 unauthorized · 503 not_configured (no mail transport)
 */
import { Hono } from 'hono';
import { serviceClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, errorResponse, HttpError } from '../_shared/http.ts';
import { configuredMailTransport } from '../_shared/mail.ts';
import { sendQueuedQuoteEmails } from './send.ts';

const app = new Hono();
app.onError((err, c) => errorResponse(c, err));

app.post('/quote-emails', async (c) => {
  const env = functionEnv();
  if (bearerToken(c) !== env.serviceRoleKey) throw new HttpError(401, 'unauthorized', 'Service role only.');
  const transport = configuredMailTransport();
  if (!transport) {
    return c.json({ error: 'not_configured', message: 'E-mail is not configured on this server.' }, 503);
  }
  return c.json(await sendQueuedQuoteEmails(serviceClient(env), env.siteUrl, transport));
});

export default app;
