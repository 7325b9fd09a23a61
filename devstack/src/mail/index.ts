import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Mailer, MailMessage } from '../context.js';
import { renderInbox, renderMessage } from './inbox-page.js';
import { extractLinks } from './links.js';

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Every href in the HTML body, decoded, in order. */
  links: string[];
  /** ISO timestamp. */
  receivedAt: string;
}

export interface Mailbox extends Mailer {
  /**
   * The inbox web page and its JSON API: GET/DELETE /api/messages, GET /api/messages/:id, and
   * POST /api/messages { to, subject, html?, text? } for senders outside the auth service (the edge
   * functions get its address as MAIL_HTTP_URL).
   */
  app: Hono;
  /** Newest first. */
  list(): StoredMail[];
  latestFor(email: string): StoredMail | undefined;
  clear(): void;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A posted message: one recipient address, a subject, and an HTML and/or text body. */
function postedMessage(body: unknown): MailMessage | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object.';
  const { to, subject, html, text } = body as Record<string, unknown>;
  if (typeof to !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(to.trim())) return 'to must be one e-mail address.';
  if (typeof subject !== 'string' || subject.trim() === '') return 'subject must be a non-empty string.';
  if (html !== undefined && typeof html !== 'string') return 'html must be a string.';
  if (text !== undefined && typeof text !== 'string') return 'text must be a string.';
  if (!html && !text) return 'A message needs an html or a text body.';
  return { to: to.trim(), subject, html: html ?? '', text: text ?? '' };
}

/** An in-memory inbox: every message the devstack sends lands here (Inbucket's role in Supabase's stack). */
export function createMailbox(): Mailbox {
  const messages: StoredMail[] = [];

  const store = (message: MailMessage): StoredMail => {
    const stored: StoredMail = {
      id: randomUUID(),
      ...message,
      links: extractLinks(message.html),
      receivedAt: new Date().toISOString(),
    };
    messages.push(stored);
    return stored;
  };
  const list = () => [...messages].reverse();
  const listFor = (to: string | undefined) => (to ? list().filter((m) => sameAddress(m.to, to)) : list());

  const app = new Hono();
  app.get('/', (c) => {
    const to = c.req.query('to') || undefined;
    return c.html(renderInbox(listFor(to), to));
  });
  app.get('/messages/:id', (c) => {
    const message = messages.find((m) => m.id === c.req.param('id'));
    return message ? c.html(renderMessage(message)) : c.text('No such message', 404);
  });
  app.post('/clear', (c) => {
    messages.length = 0;
    return c.redirect('/', 303);
  });
  app.get('/api/messages', (c) => c.json(listFor(c.req.query('to') || undefined)));
  app.post('/api/messages', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const message = postedMessage(body);
    if (typeof message === 'string') return c.json({ error: 'invalid_message', message }, 400);
    return c.json(store(message), 201);
  });
  app.get('/api/messages/:id', (c) => {
    const message = messages.find((m) => m.id === c.req.param('id'));
    return message ? c.json(message) : c.json({ error: 'not_found' }, 404);
  });
  app.delete('/api/messages', (c) => {
    messages.length = 0;
    return c.body(null, 204);
  });

  return {
    app,
    async send(message: MailMessage) {
      store(message);
    },
    list,
    latestFor: (email) => listFor(email)[0],
    clear: () => {
      messages.length = 0;
    },
  };
}
