import { formatLongDate } from '@partyeasy/shared-domain';
import { escapeHtml, type MailMessage, mailText } from '../_shared/mail.ts';
import { timeRangeText, whenText } from './feed.ts';

/** What a reminder says (read from the database when it is sent). */
export interface ReminderFacts {
  recipient: 'host' | 'vendor';
  /** The recipient's first name. */
  name: string;
  /** The event's name, if the booking belongs to one. */
  title: string | null;
  eventId: string | null;
  date: string;
  time: string;
  hours: number;
  timeZone: string;
  location: string | null;
  guests: number;
  /** The booked vendor (a vendor's reminder, or a host's for a booking without an event). */
  vendorName: string | null;
  /** The host's first name (a vendor's reminder). */
  hostName: string | null;
  /** The event's booked vendors (a host's reminder of an event). */
  vendors: { name: string; time: string; hours: number }[] | null;
  siteUrl: string;
  /** The recipient's calendar feed (https), to subscribe to in a calendar app. */
  feedUrl: string | null;
}

/**
 * The reminder 48 hours before an event, with the date and time in the event's zone, the vendors booked (host)
 * or the host and guests (vendor), a link to the page that shows it and the recipient's calendar feed.
 * Example: the host of "Sam's 40th" on 2026-12-12 at 18:00 → subject "Reminder: Sam's 40th is on Saturday,
 * December 12, 2026".
 */
export function reminderMail(f: ReminderFacts): Omit<MailMessage, 'to'> {
  const when = whenText(f.date, f.time, f.hours, f.timeZone);
  const day = formatLongDate(f.date);
  const title = mailText(f.title, 120);
  const vendor = mailText(f.vendorName, 120) || 'your vendor';
  const where = mailText(f.location, 200);
  let subject: string;
  let paragraphs: string[];
  let link: { href: string; label: string };
  if (f.recipient === 'vendor') {
    const host = mailText(f.hostName, 40) || 'Your host';
    subject = `Reminder: ${host}'s booking is on ${day}`;
    paragraphs = [
      `${host}'s booking of ${vendor} is coming up: ${when}${where ? `, ${where}` : ''}, ${f.guests} guests.`,
    ];
    link = { href: `${f.siteUrl}/vendor`, label: 'See your bookings' };
  } else if (f.eventId) {
    const name = title || 'Your event';
    subject = `Reminder: ${name} is on ${day}`;
    const booked = (f.vendors ?? []).map(
      (v) => `${mailText(v.name, 120)}: ${timeRangeText(v.time, v.hours)}`,
    );
    paragraphs = [
      `${name} is coming up: ${when}${where ? `, ${where}` : ''}, ${f.guests} guests.`,
      ...(booked.length ? [`Booked vendors:\n${booked.join('\n')}`] : []),
    ];
    link = { href: `${f.siteUrl}/events/${encodeURIComponent(f.eventId)}`, label: 'See your event' };
  } else {
    subject = `Reminder: ${vendor} is booked for ${day}`;
    paragraphs = [
      `Your booking of ${vendor} is coming up: ${when}${where ? `, ${where}` : ''}, ${f.guests} guests.`,
    ];
    link = { href: `${f.siteUrl}/dashboard`, label: 'See your bookings' };
  }
  const greeting = `Hi ${mailText(f.name, 40) || 'there'},`;
  const feed = f.feedUrl
    ? `Your PartyEasy calendar (subscribe in Google or Apple Calendar): ${f.feedUrl}`
    : null;
  const text = `${[greeting, ...paragraphs, `${link.label}: ${link.href}`, ...(feed ? [feed] : [])].join('\n\n')}\n`;
  const html =
    [greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('') +
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` +
    (f.feedUrl
      ? `<p>Your PartyEasy calendar: <a href="${escapeHtml(f.feedUrl)}">${escapeHtml(f.feedUrl)}</a></p>`
      : '');
  return { subject, text, html };
}
