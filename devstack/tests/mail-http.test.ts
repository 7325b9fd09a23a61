import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox } from '../src/mail/index.js';
import { startTestStack, type TestStack } from '../src/testing.js';

const post = (mailbox: ReturnType<typeof createMailbox>, body: unknown) =>
  mailbox.app.request('/api/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('mailbox: POST /api/messages', () => {
  const mailbox = createMailbox();
  afterEach(() => mailbox.clear());

  it('stores a posted message like one the stack sent, with its links, and answers 201 with it', async () => {
    const response = await post(mailbox, {
      to: ' Vendor@Example.test ',
      subject: 'Your listing is live',
      html: '<p>Live</p><a href="http://localhost:3000/host/booking/start?a=1&amp;b=2">See</a>',
      text: 'Live',
    });
    expect(response.status).toBe(201);
    const stored = await response.json();
    expect(stored).toMatchObject({
      to: 'Vendor@Example.test',
      subject: 'Your listing is live',
      text: 'Live',
      links: ['http://localhost:3000/host/booking/start?a=1&b=2'],
    });
    const listed = await (await mailbox.app.request('/api/messages?to=vendor@example.test')).json();
    expect(listed).toEqual([stored]);
    expect(mailbox.latestFor('vendor@example.test')?.id).toBe(stored.id);
  });

  it('accepts a text-only message', async () => {
    const response = await post(mailbox, { to: 'a@b.test', subject: 'Plain', text: 'Just text' });
    expect(response.status).toBe(201);
    expect(mailbox.list()[0]).toMatchObject({ html: '', text: 'Just text', links: [] });
  });

  it('refuses malformed messages with 400 and stores nothing', async () => {
    const bad: unknown[] = [
      'not json',
      [],
      { subject: 'No recipient', text: 'x' },
      { to: 'two@a.test, three@a.test', subject: 'Two', text: 'x' },
      { to: 'a@b.test', subject: '', text: 'x' },
      { to: 'a@b.test', subject: 'No body' },
      { to: 'a@b.test', subject: 'Bad html', html: 5 },
    ];
    for (const body of bad) {
      const response = await post(mailbox, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_message' });
    }
    expect(mailbox.list()).toEqual([]);
  });
});

describe('functions reach the inbox through MAIL_HTTP_URL', () => {
  let stack: TestStack;
  let bare: TestStack;
  const ADMIN = 'admin@partyeasy.test';
  const PASSWORD = 'PartyEasy!2026';
  const PENDING_VENDOR = '00000000-0000-4000-8000-00000000d009';

  beforeAll(async () => {
    stack = await startTestStack({ database: 'pglite', seed: true });
    bare = await startTestStack({ database: 'pglite', seed: true, mailPort: null });
  });
  afterAll(async () => {
    await stack?.stop();
    await bare?.stop();
  });

  async function adminClient(s: TestStack) {
    const client = createClient(s.url, s.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { error } = await client.auth.signInWithPassword({ email: ADMIN, password: PASSWORD });
    if (error) throw error;
    return client;
  }

  it("an admin's rejection reaches the vendor's inbox with the reason", async () => {
    expect(stack.config.mailUrl).toBe(stack.mailUrl);
    const admin = await adminClient(stack);
    const reason = 'Add a photo of your bubble bar.';
    const { error } = await admin.rpc('admin_set_vendor_status', {
      p_vendor_id: PENDING_VENDOR,
      p_status: 'rejected',
      p_reason: reason,
    });
    expect(error).toBeNull();
    const { data, error: invokeError } = await admin.functions.invoke('vendor-status-email', {
      body: { vendorId: PENDING_VENDOR },
    });
    expect(invokeError).toBeNull();
    expect(data).toEqual({ sent: true });

    const inbox = await fetch(`${stack.mailUrl}/api/messages?to=pending@partyeasy.test`);
    const messages = (await inbox.json()) as { subject: string; text: string; links: string[] }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Your PartyEasy listing needs changes');
    expect(messages[0]!.text).toContain(`Reason: ${reason}`);
    expect(messages[0]!.links).toEqual([`${stack.config.siteUrl}/host/booking/start`]);
  });

  it('answers 503 not_configured when the stack runs no inbox, and another stack keeps its own inbox', async () => {
    const admin = await adminClient(bare);
    const { error } = await admin.rpc('admin_set_vendor_status', {
      p_vendor_id: PENDING_VENDOR,
      p_status: 'approved',
    });
    expect(error).toBeNull();
    const response = await fetch(`${bare.url}/functions/v1/vendor-status-email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: bare.anonKey,
        authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}`,
      },
      body: JSON.stringify({ vendorId: PENDING_VENDOR }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'not_configured' });
    expect(bare.mailbox.list()).toEqual([]);

    // The stack with an inbox still delivers after the bare one ran (process.env is shared).
    const withInbox = await adminClient(stack);
    await withInbox.rpc('admin_set_vendor_status', { p_vendor_id: PENDING_VENDOR, p_status: 'approved' });
    const { data } = await withInbox.functions.invoke('vendor-status-email', {
      body: { vendorId: PENDING_VENDOR },
    });
    expect(data).toEqual({ sent: true });
    expect(stack.mailbox.latestFor('pending@partyeasy.test')?.subject).toBe('Your PartyEasy listing is live');
  });
});
