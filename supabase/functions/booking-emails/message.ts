import {
  disputeOutcomeLabel,
  disputePath,
  formatDuration,
  formatLongDate,
  formatMoney,
  formatTime12h,
  receiptPath,
  reviewPath,
  toCents,
} from '@partyeasy/shared-domain';
import { escapeHtml, type MailMessage, mailText } from '../_shared/mail.ts';

export type BookingMailKind =
  | 'confirmed'
  | 'cancelled'
  | 'completed'
  | 'auto_refunded'
  | 'dispute_resolved'
  | 'change_proposed'
  | 'change_accepted'
  | 'change_declined'
  | 'changed';
export type Recipient = 'host' | 'vendor';

/** What a booking mail says (read from the database when it is sent, never from a caller). */
export interface BookingMailFacts {
  bookingId: string;
  vendorId: string;
  vendorName: string;
  customerName: string | null;
  date: string;
  time: string;
  durationHours: number;
  guests: number;
  location: string | null;
  packages: string | null;
  addons: string | null;
  subtotal: number | string;
  processingFee: number | string | null;
  refundedCents: number;
  cancelledBy: string | null;
  reason: string | null;
  siteUrl: string;
  /** For dispute_resolved: the dispute and its decision. */
  dispute?: { id: string; outcome: string | null; refundCents: number | null; reason: string | null };
  /** For the change mails: who proposed it, the old and new when and totals (with the fee), and its state. */
  change?: {
    proposedBy: 'host' | 'vendor';
    status: string;
    oldWhen: string;
    newWhen: string;
    oldTotalCents: number;
    newTotalCents: number;
    reason: string | null;
  };
}

const WHO: Record<string, string> = {
  host: 'the host',
  vendor: 'the vendor',
  admin: 'PartyEasy',
  system: 'PartyEasy',
};

/** Who cancelled, as the recipient reads it: the host is told 'You cancelled this booking.' */
function cancelledLine(cancelledBy: string | null, recipient: Recipient): string {
  const who = cancelledBy ?? 'admin';
  if (who === recipient) return 'You cancelled this booking.';
  return `The booking was cancelled by ${WHO[who] ?? 'PartyEasy'}.`;
}

/**
 * The subject and body of one booking mail. Example: confirmed to the host →
 * 'Your booking with Nova Beats is confirmed' with the date, time, location, packages and amounts.
 */
export function bookingMail(
  kind: BookingMailKind,
  recipient: Recipient,
  facts: BookingMailFacts,
): Omit<MailMessage, 'to'> {
  // What users typed is flattened to one line and bounded (the HTML part is escaped below).
  const f = {
    ...facts,
    vendorName: mailText(facts.vendorName, 120),
    customerName: facts.customerName ? mailText(facts.customerName, 120) : null,
    location: facts.location ? mailText(facts.location, 300) : null,
    packages: facts.packages ? mailText(facts.packages, 500) : null,
    addons: facts.addons ? mailText(facts.addons, 500) : null,
    reason: facts.reason ? mailText(facts.reason, 1000) : null,
  };
  const subtotal = toCents(f.subtotal) ?? 0;
  const fee = toCents(f.processingFee) ?? 0;
  const day = formatLongDate(f.date);
  const when = `${day} at ${formatTime12h(f.time)} (${formatDuration(f.durationHours)})`;
  const details = [
    `Vendor: ${f.vendorName}`,
    ...(recipient === 'vendor' && f.customerName ? [`Host: ${f.customerName}`] : []),
    `Date: ${when}`,
    `Location: ${f.location || 'not given'}`,
    `Guests: ${f.guests}`,
    `Package: ${f.packages || '—'}`,
    `Add-ons: ${f.addons || 'none'}`,
    `Subtotal: ${formatMoney(subtotal)}`,
    `Processing fee: ${formatMoney(fee)}`,
    `Total paid: ${formatMoney(subtotal + fee)}`,
  ];
  const dashboard = recipient === 'host' ? `${f.siteUrl}/dashboard` : `${f.siteUrl}/vendor`;
  let subject: string;
  let intro: string[];
  let link = { href: dashboard, label: recipient === 'host' ? 'View my bookings' : 'See your bookings' };
  switch (kind) {
    case 'confirmed':
      subject =
        recipient === 'host'
          ? `Your booking with ${f.vendorName} is confirmed`
          : `New booking on ${day} for ${f.vendorName}`;
      intro = [
        recipient === 'host'
          ? `Your payment went through and ${f.vendorName} is booked.`
          : `A host booked ${f.vendorName} and paid.`,
      ];
      break;
    case 'cancelled': {
      subject = `Booking with ${f.vendorName} on ${day} cancelled`;
      const card = recipient === 'host' ? 'your card' : "the host's card";
      const refund =
        f.refundedCents > 0
          ? `${formatMoney(f.refundedCents)} is refunded to ${card} (3 to 5 business days).`
          : 'No refund applies under the cancellation policy.';
      intro = [cancelledLine(f.cancelledBy, recipient), ...(f.reason ? [`Reason: ${f.reason}`] : []), refund];
      break;
    }
    case 'completed':
      subject = `How was ${f.vendorName}?`;
      intro = [`Your event with ${f.vendorName} is over. We hope it was a great one!`];
      link = { href: `${f.siteUrl}${reviewPath(f.bookingId)}`, label: 'Leave a review' };
      break;
    case 'auto_refunded':
      subject = `Your payment for ${f.vendorName} was refunded`;
      intro = [
        `Your payment arrived when this booking could no longer be paid, so the booking was not made.`,
        ...(f.reason ? [`Reason: ${f.reason}`] : []),
        `We refunded ${formatMoney(f.refundedCents)} in full to your card (3 to 5 business days). Please choose another time.`,
      ];
      break;
    case 'dispute_resolved': {
      const d = f.dispute;
      subject = `Your dispute about ${f.vendorName} on ${day} is resolved`;
      intro = [
        `The problem reported with this booking is resolved: ${disputeOutcomeLabel(d?.outcome ?? null, d?.refundCents ?? 0)}.`,
        ...(d?.reason ? [`Reason: ${mailText(d.reason, 1000)}`] : []),
        ...(recipient === 'host' && (d?.refundCents ?? 0) > 0
          ? ['The refund goes back to your card (3 to 5 business days).']
          : []),
        ...(recipient === 'vendor' && (d?.refundCents ?? 0) > 0
          ? ['The refund is taken from your share of the booking.']
          : []),
      ];
      if (d) {
        link = {
          href: `${f.siteUrl}${disputePath(d.id, recipient)}`,
          label: 'See the dispute',
        };
      }
      break;
    }
    case 'change_proposed':
    case 'change_accepted':
    case 'change_declined':
    case 'changed': {
      const ch = f.change;
      const other = recipient === 'host' ? f.vendorName : 'The host';
      const diff = ch ? ch.newTotalCents - ch.oldTotalCents : 0;
      const money =
        diff > 0
          ? `The host pays the difference of ${formatMoney(diff)}.`
          : diff < 0
            ? `${formatMoney(-diff)} goes back to the host's card.`
            : 'The price stays the same.';
      const what = ch
        ? [
            `Now: ${ch.oldWhen}, ${formatMoney(ch.oldTotalCents)}`,
            `Proposed: ${ch.newWhen}, ${formatMoney(ch.newTotalCents)}`,
          ]
        : [];
      if (kind === 'change_proposed') {
        subject = `${other} proposes a change to your booking on ${day}`;
        intro = [
          `${other} proposes to change this booking. Accept or decline it in your conversation.`,
          ...what,
          money,
        ];
      } else if (kind === 'change_accepted') {
        subject = `Your change to the booking on ${day} was accepted`;
        intro = [
          ch?.status === 'awaiting_payment'
            ? `${other} accepted your change. Pay the difference of ${formatMoney(diff)} from My bookings to confirm it.`
            : `${other} accepted your change.`,
          ...what,
        ];
      } else if (kind === 'change_declined') {
        subject = `Your change to the booking on ${day} was declined`;
        intro = [
          `${other} declined your change; the booking stays as it was.`,
          ...(ch?.reason ? [`Reason: ${mailText(ch.reason, 1000)}`] : []),
          ...what,
        ];
      } else {
        subject = `Booking with ${f.vendorName} changed to ${day}`;
        intro = [
          `The booking is changed.`,
          ...(ch ? [`Was: ${ch.oldWhen}, ${formatMoney(ch.oldTotalCents)}`] : []),
          money,
        ];
      }
      break;
    }
  }
  // The host's mails link to the booking's printable receipt (every one of them follows a payment).
  const links =
    recipient === 'host'
      ? [link, { href: `${f.siteUrl}${receiptPath(f.bookingId)}`, label: 'View your receipt' }]
      : [link];
  const text = `${intro.join('\n')}\n\n${details.join('\n')}\n\n${links.map((l) => `${l.label}: ${l.href}`).join('\n')}\n`;
  const html =
    intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`).join('');
  return { subject, text, html };
}
