/**
 * Calendar files and feeds ([event-plan] item 4, docs/calendar.md). Served without the gateway's JWT check
 * (config.toml verify_jwt = false) because calendar apps fetch feeds without one; each route checks its own.
 *
 * GET /calendar/event/<eventId>.ics — the event and its booked vendors, for its host
 *   (`Authorization: Bearer <the host's access token>`). 401 without a valid token, 404 for anyone else's.
 * GET /calendar/feed/<token>.ics — the account's subscribable feed (no authorization: the secret token is the
 *   key): its events and bookings as a host, its listing's paid bookings as a vendor. 404 for an unknown token.
 * POST /calendar/reminders — sends the queued reminder e-mails (public.event_reminders, queued by
 *   queue_event_reminders every minute). Service role only. 200 { sent, failed } · 401 · 503 not_configured.
 *
 * Calendar answers: 200 text/calendar; charset=utf-8, RFC 5545 (shared-domain calendar/ical.ts).
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { authenticatedUser, serviceClient, userClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import {
  allowedOrigin,
  bearerToken,
  errorResponse,
  HttpError,
  isUuid,
  noSniffMiddleware,
} from '../_shared/http.ts';
import { configuredMailTransport } from '../_shared/mail.ts';
import { type FeedJson, feedCalendar } from './feed.ts';
import { sendQueuedReminders } from './send.ts';

const app = new Hono();
app.use('*', noSniffMiddleware);
// The host-app downloads the event file with its token, so that route answers the site's origins.
app.use(
  '/calendar/event/*',
  cors({
    origin: (origin) => allowedOrigin(origin),
    allowMethods: ['GET', 'OPTIONS'],
    allowHeaders: ['authorization', 'x-client-info', 'apikey'],
    exposeHeaders: ['content-disposition'],
    maxAge: 600,
  }),
);
app.onError((err, c) => errorResponse(c, err));

const ICS = /^(.+)\.ics$/;

function calendarResponse(body: string, cacheControl: string, filename?: string): Response {
  const headers = new Headers({
    'content-type': 'text/calendar; charset=utf-8',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (filename) headers.set('content-disposition', `attachment; filename="${filename}"`);
  return new Response(body, { status: 200, headers });
}

app.get('/calendar/event/:file', async (c) => {
  const env = functionEnv();
  const eventId = ICS.exec(c.req.param('file'))?.[1];
  const token = bearerToken(c);
  await authenticatedUser(env, token);
  if (!isUuid(eventId)) throw new HttpError(404, 'event_not_found', 'Event not found.');
  const { data, error } = await userClient(env, token).rpc('calendar_event_file', { p_event_id: eventId });
  if (error) {
    if (error.code === 'PT404') throw new HttpError(404, 'event_not_found', 'Event not found.');
    throw new Error(`reading event ${eventId}: ${error.message}`);
  }
  const feed = data as unknown as FeedJson;
  const slug =
    feed.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  // the host's own, possibly changing data: never cached by a proxy
  return calendarResponse(
    feedCalendar(feed, env.siteUrl, feed.name, new Date()),
    'private, no-cache',
    `${slug}.ics`,
  );
});

app.get('/calendar/feed/:file', async (c) => {
  const env = functionEnv();
  const token = ICS.exec(c.req.param('file'))?.[1];
  const notFound = () =>
    c.json({ error: 'feed_not_found', message: 'This calendar link is not valid any more.' }, 404);
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return notFound();
  const { data, error } = await serviceClient(env).rpc('calendar_feed', { p_token: token });
  if (error) throw new Error(`reading a feed: ${error.message}`);
  if (!data) return notFound();
  const feed = data as unknown as FeedJson;
  // calendar apps poll feeds; five minutes of caching spares the database without delaying changes much
  return calendarResponse(
    feedCalendar(feed, env.siteUrl, `PartyEasy: ${feed.name}`, new Date()),
    'private, max-age=300',
  );
});

app.post('/calendar/reminders', async (c) => {
  const env = functionEnv();
  if (bearerToken(c) !== env.serviceRoleKey) throw new HttpError(401, 'unauthorized', 'Service role only.');
  const transport = configuredMailTransport();
  if (!transport) {
    return c.json({ error: 'not_configured', message: 'E-mail is not configured on this server.' }, 503);
  }
  return c.json(await sendQueuedReminders(serviceClient(env), env.siteUrl, env.supabaseUrl, transport));
});

export default app;
