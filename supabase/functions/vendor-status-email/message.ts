/** One e-mail: what every mail transport of this function sends. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface StatusMailInput {
  vendorName: string;
  status: string;
  rejectionReason: string | null;
  /** The vendor onboarding start page, e.g. http://localhost:3000/host/booking/start. */
  startUrl: string;
  productName?: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The vendor's notice of an admin decision:
 * approved → 'Your listing is live', rejected → 'Your listing needs changes' with the reason,
 * pending_approval → 'Your listing is back under review'. Any other status gives undefined (nothing to send).
 */
export function statusMail(input: StatusMailInput): Omit<MailMessage, 'to'> | undefined {
  const product = input.productName ?? 'PartyEasy';
  const lines: Record<string, { subject: string; body: string } | undefined> = {
    approved: {
      subject: `Your ${product} listing is live`,
      body: `Good news: ${input.vendorName} has been approved and is now shown to hosts.`,
    },
    rejected: {
      subject: `Your ${product} listing needs changes`,
      body: `${input.vendorName} was not approved. Reason: ${input.rejectionReason ?? ''}`,
    },
    pending_approval: {
      subject: `Your ${product} listing is back under review`,
      body: `${input.vendorName} is under review again. You'll be notified once it is approved.`,
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
