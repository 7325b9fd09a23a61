import { afterEach, describe, expect, it } from 'vitest';
import { createMailbox } from '../src/mail/index.js';

const message = (
  to: string,
  subject: string,
  href = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup',
) => ({
  to,
  subject,
  html: `<h2>${subject}</h2><p><a href="${href.replaceAll('&', '&amp;')}">Confirm</a> or <a href='https://example.com/b'>b</a></p>`,
  text: `${subject}\n${href}`,
});

describe('mailbox', () => {
  const mailbox = createMailbox();
  afterEach(() => mailbox.clear());

  it('stores messages newest first with entity-decoded links', async () => {
    await mailbox.send(message('a@example.com', 'First'));
    await mailbox.send(message('B@Example.com', 'Second'));
    const [newest, oldest] = mailbox.list();
    expect(newest).toMatchObject({ to: 'B@Example.com', subject: 'Second' });
    expect(oldest?.links).toEqual([
      'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup',
      'https://example.com/b',
    ]);
    expect(Date.parse(oldest!.receivedAt)).not.toBeNaN();
    expect(newest?.id).not.toBe(oldest?.id);
  });

  it('finds the latest message for an address regardless of case', async () => {
    await mailbox.send(message('pat@example.com', 'One'));
    await mailbox.send(message('other@example.com', 'Other'));
    await mailbox.send(message('Pat@Example.com', 'Two'));
    expect(mailbox.latestFor('PAT@example.com')?.subject).toBe('Two');
    expect(mailbox.latestFor('nobody@example.com')).toBeUndefined();
    mailbox.clear();
    expect(mailbox.list()).toEqual([]);
  });

  it('serves a JSON API: list, filter by recipient, one message, delete all', async () => {
    await mailbox.send(message('x@example.com', 'For X'));
    await mailbox.send(message('y@example.com', 'For Y'));
    const all = await (await mailbox.app.request('/api/messages')).json();
    expect(all.map((m: { subject: string }) => m.subject)).toEqual(['For Y', 'For X']);

    const filtered = await (
      await mailbox.app.request(`/api/messages?to=${encodeURIComponent('X@example.com')}`)
    ).json();
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ to: 'x@example.com', subject: 'For X' });

    const one = await mailbox.app.request(`/api/messages/${filtered[0].id}`);
    expect(await one.json()).toMatchObject({ subject: 'For X', links: expect.any(Array) });
    expect((await mailbox.app.request('/api/messages/nope')).status).toBe(404);

    expect((await mailbox.app.request('/api/messages', { method: 'DELETE' })).status).toBe(204);
    expect(mailbox.list()).toEqual([]);
  });

  it('renders the inbox page and a message page with clickable links, escaping what it shows', async () => {
    await mailbox.send(message('z@example.com', 'Hello <script>alert(1)</script>'));
    const inbox = await (await mailbox.app.request('/')).text();
    expect(inbox).toContain('z@example.com');
    expect(inbox).toContain('Hello &lt;script&gt;');
    expect(inbox).not.toContain('<script>alert');

    const id = mailbox.list()[0]!.id;
    const page = await mailbox.app.request(`/messages/${id}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const body = await page.text();
    expect(body).toContain('href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup"');
    expect((await mailbox.app.request('/messages/unknown')).status).toBe(404);
  });

  it('empties the inbox from the page', async () => {
    await mailbox.send(message('w@example.com', 'Bye'));
    const response = await mailbox.app.request('/clear', { method: 'POST' });
    expect(response.status).toBe(303);
    expect(mailbox.list()).toEqual([]);
  });
});
