import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configuredMailTransport,
  httpMailTransport,
  type MailMessage,
  mailText,
  resendMailTransport,
} from '../_shared/mail.ts';
import { createApp, type Deps, type VendorForMail } from './handler.ts';

const VENDOR_ID = '3f1c2a8e-5b7d-4c2e-9a1f-0d3e4b5c6a7b';

function setup(overrides: Partial<Deps> = {}, vendor: Partial<VendorForMail> = {}) {
  const sent: MailMessage[] = [];
  const deps: Deps = {
    env: () => ({ siteUrl: 'http://localhost:3000' }),
    callerRole: async (token) => (token === 'admin-token' ? 'admin' : token === 'host-token' ? '' : null),
    vendor: async (id) =>
      id === VENDOR_ID
        ? {
            name: 'DJ Nova',
            status: 'rejected',
            rejection_reason: 'Add a photo of your setup.',
            user_id: 'u1',
            ...vendor,
          }
        : null,
    confirmedEmail: async (userId) => (userId === 'u1' ? 'owner@partyeasy.test' : null),
    transport: () => async (message) => {
      sent.push(message);
    },
    ...overrides,
  };
  const app = createApp(deps);
  const call = (token: string | null, body: unknown = { vendorId: VENDOR_ID }) =>
    app.request('/vendor-status-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  return { call, sent };
}

describe('vendor-status-email', () => {
  it('mails the vendor the rejection reason when an admin asks', async () => {
    const { call, sent } = setup();
    const response = await call('admin-token');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'owner@partyeasy.test',
      subject: 'Your PartyEasy listing needs changes',
    });
    expect(sent[0]!.text).toContain('Reason: Add a photo of your setup.');
    expect(sent[0]!.html).toContain('href="http://localhost:3000/host/booking/start"');
    // Unbroken text in the listing's name or the reason wraps instead of widening the mail.
    expect(sent[0]!.html).toMatch(/^<div style="overflow-wrap:anywhere;word-break:break-word">/);
  });

  it('says an approval is live, to the account owner', async () => {
    const { call, sent } = setup({}, { status: 'approved', rejection_reason: null });
    expect((await call('admin-token')).status).toBe(200);
    expect(sent[0]).toMatchObject({ to: 'owner@partyeasy.test', subject: 'Your PartyEasy listing is live' });
  });

  it('sends nothing when the owner has no confirmed e-mail (never to an address the vendor typed)', async () => {
    const { call, sent } = setup({}, { user_id: 'u-unconfirmed' });
    const response = await call('admin-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'no_recipient' });
    expect(sent).toEqual([]);
  });

  it('flattens, bounds and escapes what the vendor wrote (name and reason)', async () => {
    const { call, sent } = setup(
      {},
      {
        name: `<img src=x onerror=alert(1)>\r\nBcc: victim@evil.test\u202E${'N'.repeat(5000)}`,
        rejection_reason: `<a href="https://evil.test">Click</a>\n\n${'R'.repeat(5000)}`,
      },
    );
    expect((await call('admin-token')).status).toBe(200);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Your PartyEasy listing needs changes');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<a href="https://evil.test"');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).not.toMatch(/[\r\u202E]/);
    expect(mail.text.split('\n')[0]).toContain('<img src=x onerror=alert(1)> Bcc: victim@evil.test');
    expect(mail.text.length).toBeLessThan(1300);
    expect(mail.text).toContain('…');
  });

  it('refuses callers who are not admins and anonymous calls, sending nothing', async () => {
    const { call, sent } = setup();
    expect((await call('host-token')).status).toBe(403);
    expect((await call('bad-token')).status).toBe(401);
    expect((await call(null)).status).toBe(401);
    expect(sent).toEqual([]);
  });

  it('answers 404 for an unknown vendor and 400 for a malformed id', async () => {
    const { call } = setup();
    expect((await call('admin-token', { vendorId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    expect((await call('admin-token', { vendorId: 'x' })).status).toBe(400);
  });

  it('says when no mail transport is configured or the mail service fails', async () => {
    expect((await setup({ transport: () => undefined }).call('admin-token')).status).toBe(503);
    const failing = setup({
      transport: () => async () => {
        throw new Error('down');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await failing.call('admin-token')).status).toBe(502);
  });
});

describe('mailText', () => {
  it('flattens control characters and line breaks, removes direction overrides, bounds the length', () => {
    expect(mailText('DJ\r\nBcc: x', 50)).toBe('DJ Bcc: x');
    expect(mailText('a'.repeat(10), 4)).toBe('aaa…');
    expect(mailText('evil\u202Egnp.exe', 50)).toBe('evil gnp.exe');
    expect(mailText('  two   spaces\t ', 50)).toBe('two spaces');
    expect(mailText(null, 5)).toBe('');
    expect(mailText('🎉'.repeat(5), 3)).toBe('🎉🎉…');
  });
});

describe('httpMailTransport', () => {
  it('posts the message as JSON with the bearer token, and fails on a refusal', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 201 }));
    const send = httpMailTransport('http://mail.test/api/messages', 'secret', fetchImpl as typeof fetch);
    await send!({ to: 'a@b.test', subject: 's', html: '<p>h</p>', text: 'h' });
    expect(fetchImpl).toHaveBeenCalledWith('http://mail.test/api/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer secret' },
      body: JSON.stringify({ to: 'a@b.test', subject: 's', html: '<p>h</p>', text: 'h' }),
    });
    const refused = httpMailTransport(
      'http://mail.test',
      undefined,
      (async () => new Response(null, { status: 500 })) as typeof fetch,
    );
    await expect(refused!({ to: 'a@b.test', subject: 's', html: '', text: '' })).rejects.toThrow('500');
    expect(httpMailTransport('')).toBeUndefined();
  });
});

describe('resendMailTransport and the configured transport', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends through Resend with the key and sender, and fails on a refusal', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    const send = resendMailTransport('re_key', 'PartyEasy <hi@party.test>', fetchImpl as typeof fetch);
    await send!({ to: 'a@b.test', subject: 's', html: '<p>h</p>', text: 'h' });
    expect(fetchImpl).toHaveBeenCalledWith('https://api.resend.com/emails', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer re_key' },
      body: JSON.stringify({
        from: 'PartyEasy <hi@party.test>',
        to: 'a@b.test',
        subject: 's',
        html: '<p>h</p>',
        text: 'h',
      }),
    });
    const refused = resendMailTransport(
      're_key',
      undefined,
      (async () => new Response(null, { status: 422 })) as typeof fetch,
    );
    await expect(refused!({ to: 'a@b.test', subject: 's', html: '', text: '' })).rejects.toThrow('422');
    expect(resendMailTransport('')).toBeUndefined();
  });

  it('prefers the real provider, falls back to MAIL_HTTP_URL (the devstack inbox), else has none', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null));
    const message = { to: 'a@b.test', subject: 's', html: '', text: 't' };
    vi.stubEnv('RESEND_API_KEY', '');
    vi.stubEnv('MAIL_HTTP_URL', '');
    expect(configuredMailTransport()).toBeUndefined();

    vi.stubEnv('MAIL_HTTP_URL', 'http://127.0.0.1:54324/api/messages');
    await configuredMailTransport()!(message);
    expect(fetchSpy.mock.calls.at(-1)?.[0]).toBe('http://127.0.0.1:54324/api/messages');

    vi.stubEnv('RESEND_API_KEY', 're_live');
    await configuredMailTransport()!(message);
    expect(fetchSpy.mock.calls.at(-1)?.[0]).toBe('https://api.resend.com/emails');
    fetchSpy.mockRestore();
  });
});
