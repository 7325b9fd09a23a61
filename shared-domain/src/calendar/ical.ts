import { zonedInstant } from '../booking/refund-policy.ts';

/** One happening in a calendar file: an event, or a vendor's booking. */
export interface IcalEvent {
  /** Stable across downloads and feed refreshes, so calendar apps update the entry instead of adding one. */
  uid: string;
  /** Wall-clock start in `timeZone`: 'YYYY-MM-DD' and 'HH:MM' (or 'HH:MM:SS', as the database gives times). */
  date: string;
  time: string;
  /** IANA zone of the event (or of the vendor for a booking without an event). */
  timeZone: string;
  /** Length in hours (may be fractional, e.g. 4.5). */
  hours: number;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the entry last changed (LAST-MODIFIED); clients use it with SEQUENCE to take updates. */
  updatedAt?: Date | null;
  cancelled?: boolean;
}

export interface IcalCalendar {
  /** X-WR-CALNAME: the name Google and Apple show for a subscribed calendar. */
  name: string;
  /** DTSTAMP of every entry: when this file was made. */
  stamp: Date;
  events: readonly IcalEvent[];
}

export const ICAL_PRODID = '-//PartyEasy//Calendar 1.0//EN';

/**
 * TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon and comma get a backslash, every line break
 * becomes \n; other control characters are not allowed in TEXT and are dropped.
 * Example: 'Bar, grill; more\\ \r\nnext' → 'Bar\\, grill\\; more\\\\ \\nnext'.
 */
export function escapeIcalText(value: string): string {
  return (
    value
      .replace(/\r\n|\r|\n/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/**
 * Folds one content line to at most 75 octets of UTF-8 per physical line (RFC 5545 3.1): each continuation
 * starts with one space (counted in its 75), and a character's bytes are never split across lines.
 * Example: 80 ASCII characters → 75, then CRLF + space + the last 5.
 */
export function foldIcalLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const cp = ch.codePointAt(0)!;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (octets + size > 75) {
      out.push(current);
      current = ` ${ch}`;
      octets = 1 + size;
    } else {
      current += ch;
      octets += size;
    }
  }
  out.push(current);
  return out.join('\r\n');
}

/** A UTC DATE-TIME value: 2026-12-13T00:00:00Z → '20261213T000000Z'. */
export function icalUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A stable UID of an event or a booking: ('booking', id) → 'booking-<id>@partyeasy'. */
export const icalUid = (kind: 'event' | 'booking', id: string) => `${kind}-${id}@partyeasy`;

/** [start, end) of an entry as instants (the wall-clock start in its zone, plus its hours). */
export function icalEventSpan(event: Pick<IcalEvent, 'date' | 'time' | 'timeZone' | 'hours'>): {
  start: Date;
  end: Date;
} {
  const start = zonedInstant(event.date, event.time.slice(0, 8), event.timeZone);
  return { start, end: new Date(start.getTime() + Math.round(event.hours * 3_600_000)) };
}

/**
 * A whole RFC 5545 calendar (METHOD:PUBLISH, for downloading and subscribing), CRLF line ends, folded lines.
 * Times are written in UTC: Google and Apple (and Outlook) read UTC times alike with no VTIMEZONE, which we
 * would otherwise have to derive from the tz database; the event's zone and wall-clock time are named in
 * the description, and X-WR-TIMEZONE tells Google and Apple which zone to show a subscribed calendar in.
 */
export function icalCalendar(calendar: IcalCalendar, defaultTimeZone?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${ICAL_PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcalText(calendar.name)}`,
    ...(defaultTimeZone ? [`X-WR-TIMEZONE:${escapeIcalText(defaultTimeZone)}`] : []),
  ];
  const stamp = icalUtc(calendar.stamp);
  for (const event of calendar.events) {
    const { start, end } = icalEventSpan(event);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcalText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icalUtc(start)}`,
      `DTEND:${icalUtc(end)}`,
      `SUMMARY:${escapeIcalText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeIcalText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcalText(event.description)}`);
    // URL is a URI value, not TEXT: no escaping, but no line breaks either.
    if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
    if (event.updatedAt) {
      lines.push(`LAST-MODIFIED:${icalUtc(event.updatedAt)}`);
      // SEQUENCE grows with every change: seconds since 2026 keep it increasing without a stored counter.
      lines.push(`SEQUENCE:${Math.max(0, Math.floor((event.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000))}`);
    }
    lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcalLine).join('\r\n')}\r\n`;
}

const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);
