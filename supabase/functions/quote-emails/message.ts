import { escapeHtml, type MailMessage, mailText } from '../_shared/mail.ts';

/** What a quote e-mail says (read from the database when it is sent, never from a caller). */
export interface QuoteMailFacts {
  kind: 'request' | 'offer' | 'declined' | 'expired';
  quoteId: string;
  requestId: string;
  vendorName: string;
  hostFirstName: string;
  /** "Sat, Dec 12, 2026 at 6:00 PM, 4 hours" (the offer's when for an offer, else the request's) */
  eventText: string;
  location: string;
  /** The offer's price (offer and offer-expired e-mails). */
  priceCents: number | null;
  declineReason: string | null;
  siteUrl: string;
}

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The e-mail of one quote event, with a link straight to the page that acts on it: the vendor's request
 * page (/vendor/quotes/<quote>) or the host's request page (/quotes/<request>). Example: an offer of
 * 125000 cents from DJ Nova → subject 'DJ Nova sent you an offer: $1,250.00'.
 */
export function quoteMail(facts: QuoteMailFacts): Omit<MailMessage, 'to'> {
  const vendor = mailText(facts.vendorName, 120) || 'A vendor';
  const host = mailText(facts.hostFirstName, 40) || 'A host';
  const when = mailText(facts.eventText, 120);
  const where = mailText(facts.location, 200);
  const hostLink = `${facts.siteUrl}/quotes/${encodeURIComponent(facts.requestId)}`;
  const vendorLink = `${facts.siteUrl}/vendor/quotes/${encodeURIComponent(facts.quoteId)}`;
  let subject: string;
  let lines: string[];
  let link: string;
  let action: string;
  switch (facts.kind) {
    case 'request':
      subject = `${host} asked you for a quote`;
      lines = [
        `${host} asked ${vendor} for a quote: ${when}, ${where}.`,
        'The Terms ask vendors to reply within 12 hours. Without an answer the request expires after 72 hours or the day before the event.',
      ];
      link = vendorLink;
      action = 'Answer the request';
      break;
    case 'offer':
      subject = `${vendor} sent you an offer${facts.priceCents != null ? `: ${money(facts.priceCents)}` : ''}`;
      lines = [
        `${vendor} answered your quote request with an offer${facts.priceCents != null ? ` of ${money(facts.priceCents)} (plus the 5% processing fee)` : ''} for ${when}.`,
      ];
      link = hostLink;
      action = 'Review the offer';
      break;
    case 'declined':
      subject = `${vendor} declined your quote request`;
      lines = [
        `${vendor} declined your quote request for ${when}.`,
        ...(facts.declineReason ? [`“${mailText(facts.declineReason, 300)}”`] : []),
      ];
      link = hostLink;
      action = 'See your other quotes';
      break;
    default:
      subject =
        facts.priceCents != null
          ? `The offer from ${vendor} expired`
          : `Your quote request to ${vendor} expired`;
      lines = [
        facts.priceCents != null
          ? `The offer of ${money(facts.priceCents)} from ${vendor} for ${when} expired before it was paid.`
          : `${vendor} did not answer your quote request for ${when} in time.`,
      ];
      link = hostLink;
      action = 'See your quotes';
  }
  const text = `${lines.join('\n\n')}\n\n${action}: ${link}\n`;
  const html =
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`;
  return { subject, text, html };
}
