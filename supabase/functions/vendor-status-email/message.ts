import { escapeHtml, type MailMessage, mailText } from '../_shared/mail.ts';

/** The longest vendor name and rejection reason a mail carries (longer ones are cut with an ellipsis). */
export const MAIL_NAME_MAX = 120;
export const MAIL_REASON_MAX = 1000;

export interface StatusMailInput {
  vendorName: string;
  status: string;
  rejectionReason: string | null;
  /** The vendor onboarding start page, e.g. http://localhost:3000/host/booking/start. */
  startUrl: string;
  productName?: string;
}

/**
 * The vendor's notice of an admin decision:
 * approved → 'Your listing is live', rejected → 'Your listing needs changes' with the reason,
 * pending_approval → 'Your listing is back under review'. Any other status gives undefined (nothing to send).
 * The vendor's own words (name, and the reason an admin gave) are flattened to one line and bounded
 * (mailText) and escaped in the HTML part; the subject carries none of them.
 */
export function statusMail(input: StatusMailInput): Omit<MailMessage, 'to'> | undefined {
  const product = input.productName ?? 'PartyEasy';
  const name = mailText(input.vendorName, MAIL_NAME_MAX) || 'Your listing';
  const reason = mailText(input.rejectionReason, MAIL_REASON_MAX);
  const lines: Record<string, { subject: string; body: string } | undefined> = {
    approved: {
      subject: `Your ${product} listing is live`,
      body: `Good news: ${name} has been approved and is now shown to hosts.`,
    },
    rejected: {
      subject: `Your ${product} listing needs changes`,
      body: `${name} was not approved. Reason: ${reason}`,
    },
    pending_approval: {
      subject: `Your ${product} listing is back under review`,
      body: `${name} is under review again. You'll be notified once it is approved.`,
    },
  };
  const chosen = lines[input.status];
  if (!chosen) return undefined;
  const text = `${chosen.body}\n\nSee your listing: ${input.startUrl}\n`;
  // A listing name or reason without spaces wraps instead of widening the mail (overflow-wrap for
  // browsers, word-break for mail clients that ignore it).
  const wrap = 'overflow-wrap:anywhere;word-break:break-word';
  const html = `<div style="${wrap}"><p>${escapeHtml(chosen.body)}</p><p><a href="${escapeHtml(input.startUrl)}">See your listing</a></p></div>`;
  return { subject: chosen.subject, text, html };
}
