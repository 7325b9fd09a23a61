import { escapeHtml, type MailMessage, mailText } from '../_shared/mail.ts';

/** How much of the message the e-mail quotes (characters, after masking and flattening to one line). */
export const MESSAGE_MAIL_PREVIEW_MAX = 200;

/** What an away e-mail says (read from the database when it is sent, never from a caller). */
export interface MessageMailFacts {
  conversationId: string;
  /** The recipient's side of the conversation. */
  recipientRole: 'host' | 'vendor';
  /** The sender's first name (null when their profile has no name). */
  senderFirstName: string | null;
  /** The listing's name (the vendor's side of the conversation). */
  listingName: string;
  /** The first unread message, masked exactly as the recipient sees it in the conversation. */
  preview: string;
  /** Unread messages of the other side in the conversation (at least 1). */
  unreadCount: number;
  siteUrl: string;
}

/**
 * The e-mail telling a user that a message has waited unread: who wrote, the start of the first unread
 * message, and a link straight to the conversation. Example: to a host from Ana of DJ Nova → subject
 * 'Ana from DJ Nova sent you a message', body '“Do you play outdoors?”' and '<site>/messages/<id>'.
 */
export function messageMail(facts: MessageMailFacts): Omit<MailMessage, 'to'> {
  const first = mailText(facts.senderFirstName, 40);
  const listing = mailText(facts.listingName, 120) || 'your vendor';
  const sender =
    facts.recipientRole === 'host' ? (first ? `${first} from ${listing}` : listing) : first || 'A host';
  const preview = mailText(facts.preview, MESSAGE_MAIL_PREVIEW_MAX);
  const more = Math.max(0, facts.unreadCount - 1);
  const link = `${facts.siteUrl}/messages/${encodeURIComponent(facts.conversationId)}`;
  const settings = `${facts.siteUrl}/account-settings`;
  const subject = `${sender} sent you a message`;
  const lines = [
    `${sender} wrote:`,
    `“${preview}”`,
    ...(more > 0 ? [`and ${more} more unread message${more === 1 ? '' : 's'}.`] : []),
  ];
  const footer =
    'You get one e-mail per conversation until you read it. You can turn these e-mails off in Account Settings.';
  const text = `${lines.join('\n\n')}\n\nRead and reply: ${link}\n\n${footer}\nAccount Settings: ${settings}\n`;
  const html =
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}">Read and reply</a></p>` +
    `<p>${escapeHtml(footer)} <a href="${escapeHtml(settings)}">Account Settings</a></p>`;
  return { subject, text, html };
}
