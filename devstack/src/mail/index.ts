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
  /** The inbox web page and its JSON API (GET/DELETE /api/messages, GET /api/messages/:id). */
  app: Hono;
  /** Newest first. */
  list(): StoredMail[];
  latestFor(email: string): StoredMail | undefined;
  clear(): void;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An in-memory inbox: every message the devstack sends lands here (Inbucket's role in Supabase's stack). */
export function createMailbox(): Mailbox {
  const messages: StoredMail[] = [];

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
      messages.push({
        id: randomUUID(),
        ...message,
        links: extractLinks(message.html),
        receivedAt: new Date().toISOString(),
      });
    },
    list,
    latestFor: (email) => listFor(email)[0],
    clear: () => {
      messages.length = 0;
    },
  };
}
