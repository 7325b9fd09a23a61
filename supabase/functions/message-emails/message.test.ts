import { describe, expect, it } from 'vitest';
import { type MessageMailFacts, messageMail } from './message.ts';

const facts: MessageMailFacts = {
  conversationId: '5b0c1a52-3c1e-4c55-9a55-0d1f7f0e6d01',
  recipientRole: 'vendor',
  senderFirstName: 'Hannah',
  listingName: 'DJ Nova',
  preview: 'Do you play at outdoor venues?',
  unreadCount: 1,
  siteUrl: 'http://localhost:3000',
};

describe('messageMail', () => {
  it("tells the vendor the host's first name, quotes the message and links straight to the conversation", () => {
    const mail = messageMail(facts);
    expect(mail.subject).toBe('Hannah sent you a message');
    expect(mail.text).toContain('Hannah wrote:\n\n“Do you play at outdoor venues?”');
    expect(mail.text).toContain(`Read and reply: http://localhost:3000/messages/${facts.conversationId}\n`);
    expect(mail.html).toContain(`href="http://localhost:3000/messages/${facts.conversationId}"`);
    expect(mail.text).toContain('Account Settings: http://localhost:3000/account-settings');
    expect(mail.text).not.toContain('more unread');
  });

  it('names the vendor by first name and listing to the host, and counts the other unread messages', () => {
    const mail = messageMail({ ...facts, recipientRole: 'host', senderFirstName: 'Ana', unreadCount: 3 });
    expect(mail.subject).toBe('Ana from DJ Nova sent you a message');
    expect(mail.text).toContain('and 2 more unread messages.');
    expect(messageMail({ ...facts, unreadCount: 2 }).text).toContain('and 1 more unread message.');
    expect(messageMail({ ...facts, recipientRole: 'host', senderFirstName: null }).subject).toBe(
      'DJ Nova sent you a message',
    );
    expect(messageMail({ ...facts, senderFirstName: '  ' }).subject).toBe('A host sent you a message');
  });

  it('quotes the start of a long message on one line and escapes markup in the HTML part', () => {
    const long = `Line one\r\nBcc: someone <b>bold</b> ${'x'.repeat(400)}`;
    const mail = messageMail({ ...facts, preview: long });
    const quoted = mail.text.split('\n\n')[1]!;
    expect(quoted.startsWith('“Line one Bcc: someone <b>bold</b> xxx')).toBe(true);
    expect([...quoted].length).toBe(200 + 2);
    expect(quoted.endsWith('…”')).toBe(true);
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.subject).not.toContain('\n');
  });
});
