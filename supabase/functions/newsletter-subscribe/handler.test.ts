import { describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../_shared/mail.ts';
import { confirmationMail, createApp, type Deps } from './handler.ts';

function setup(overrides: Partial<Deps> = {}) {
  const sent: MailMessage[] = [];
  const failed: string[] = [];
  const known = new Set(['fan@example.com']);
  const deps: Deps = {
    env: () => ({ siteUrl: 'http://localhost:3000' }),
    confirmationToken: async (email) => (known.has(email.toLowerCase()) ? null : 'a'.repeat(64)),
    confirmationFailed: async (email) => void failed.push(email),
    transport: () => async (message) => void sent.push(message),
    ...overrides,
  };
  const app = createApp(deps);
  const call = (body: unknown) =>
    app.request('/newsletter-subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { call, sent, failed };
}

describe('newsletter-subscribe', () => {
  it('answers a known and a new address the same, and mails only the new one its link', async () => {
    const { call, sent } = setup();
    const known = await call({ email: 'FAN@example.com' });
    const fresh = await call({ email: '  new@example.com ' });
    expect(known.status).toBe(202);
    expect(fresh.status).toBe(202);
    expect(await known.json()).toEqual(await fresh.json());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'new@example.com',
      subject: 'Confirm your PartyEasy newsletter subscription',
    });
    expect(sent[0]!.text).toContain(`http://localhost:3000/newsletter/confirm?token=${'a'.repeat(64)}`);
  });

  it('refuses malformed addresses with 400 before looking anything up', async () => {
    const lookup = vi.fn(async () => 'x');
    const { call } = setup({ confirmationToken: lookup });
    for (const email of [
      '',
      '   ',
      'nobody',
      'a b@example.com',
      'a\u0000b@example.com',
      42,
      `${'x'.repeat(320)}@e.co`,
    ]) {
      expect((await call({ email })).status).toBe(400);
    }
    expect(lookup).not.toHaveBeenCalled();
  });

  it('says 503 without a mail transport (whatever the address) and 502 when the mail fails, freeing the address', async () => {
    expect((await setup({ transport: () => undefined }).call({ email: 'fan@example.com' })).status).toBe(503);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = setup({
      transport: () => async () => {
        throw new Error('down');
      },
    });
    expect((await failing.call({ email: 'new@example.com' })).status).toBe(502);
    expect(failing.failed).toEqual(['new@example.com']);
  });

  it('builds a mail whose only requester-chosen part is the address', () => {
    const mail = confirmationMail('a@example.com', 'http://localhost:3000/newsletter/confirm?token=t&x="<');
    expect(mail.html).toContain('token=t&amp;x=&quot;&lt;');
    expect(mail.text).toContain('If it was not you, ignore this mail');
  });
});
