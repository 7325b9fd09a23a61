import { formatDuration, formatLongDate, formatTime12h } from '@partyeasy/shared-domain';
import { type IcalEvent, icalCalendar, icalUid } from '@partyeasy/shared-domain/ical';

/** A calendar entry as calendar_feed / calendar_event_file give it (dates 'YYYY-MM-DD', times 'HH:MM:SS'). */
export type FeedEntry =
  | {
      kind: 'event';
      event_id: string;
      name: string;
      date: string | null;
      time: string | null;
      hours: number;
      time_zone: string;
      city: string | null;
      guest_count: number | null;
      updated_at: string;
    }
  | {
      kind: 'host' | 'vendor';
      booking_id: string;
      event_id: string | null;
      event_name: string | null;
      date: string;
      time: string;
      hours: number;
      time_zone: string;
      vendor_name: string;
      servicetype: string | null;
      host_name: string | null;
      guest_count: number;
      location: string | null;
      package: string | null;
      status: string;
      updated_at: string;
    };

/** What calendar_feed and calendar_event_file answer. */
export interface FeedJson {
  name: string;
  time_zone: string | null;
  entries: FeedEntry[];
}

/** Start and end of a wall-clock time: ('18:00:00', 4) → '6:00 PM – 10:00 PM'; ('22:00', 3) → '10:00 PM – 1:00 AM the next day'. */
export function timeRangeText(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const endMinutes = h * 60 + m + Math.round(Number(hours) * 60);
  const end = `${String(Math.floor(endMinutes / 60) % 24).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  return `${formatTime12h(time.slice(0, 5))} – ${formatTime12h(end)}${endMinutes >= 24 * 60 ? ' the next day' : ''}`;
}

/**
 * When an entry happens, in its own zone, for people: ('2026-12-12', '18:00:00', 4, 'America/Chicago') →
 * 'Saturday, December 12, 2026, 6:00 PM – 10:00 PM (America/Chicago time)'.
 */
export function whenText(date: string, time: string, hours: number, timeZone: string): string {
  return `${formatLongDate(date)}, ${timeRangeText(time, hours)} (${timeZone} time)`;
}

const lines = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join('\n');

/** One entry as a VEVENT: the event itself, a booking the account made, or a booking of its listing. */
export function feedEvent(entry: FeedEntry, siteUrl: string): IcalEvent | null {
  if (entry.kind === 'event') {
    if (!entry.date) return null;
    const time = entry.time ?? '00:00:00';
    return {
      uid: icalUid('event', entry.event_id),
      date: entry.date,
      time,
      timeZone: entry.time_zone,
      hours: Number(entry.hours),
      summary: entry.name,
      location: entry.city,
      description: lines(
        'Your event on PartyEasy.',
        whenText(entry.date, time, entry.hours, entry.time_zone),
        entry.guest_count != null && `${entry.guest_count} guests`,
      ),
      url: `${siteUrl}/events/${entry.event_id}`,
      updatedAt: new Date(entry.updated_at),
    };
  }
  const when = whenText(entry.date, entry.time, entry.hours, entry.time_zone);
  const base = {
    uid: icalUid('booking', entry.booking_id),
    date: entry.date,
    time: entry.time,
    timeZone: entry.time_zone,
    hours: Number(entry.hours),
    location: entry.location,
    updatedAt: new Date(entry.updated_at),
  };
  if (entry.kind === 'host') {
    return {
      ...base,
      summary: `${entry.vendor_name}${entry.event_name ? ` · ${entry.event_name}` : ''}`,
      description: lines(
        `${entry.vendor_name}${entry.servicetype ? ` (${entry.servicetype})` : ''}, booked on PartyEasy.`,
        when,
        `${entry.guest_count} guests, ${formatDuration(entry.hours)}`,
        entry.package && `Package: ${entry.package}`,
      ),
      url: entry.event_id ? `${siteUrl}/events/${entry.event_id}` : `${siteUrl}/dashboard`,
    };
  }
  return {
    ...base,
    summary: `PartyEasy booking: ${entry.host_name ?? 'a host'}, ${entry.guest_count} guests`,
    description: lines(
      `${entry.vendor_name}: booked by ${entry.host_name ?? 'a host'} on PartyEasy.`,
      when,
      `${entry.guest_count} guests, ${formatDuration(entry.hours)}`,
      entry.package && `Package: ${entry.package}`,
    ),
    url: `${siteUrl}/vendor`,
  };
}

/** The whole calendar file of a feed or an event. */
export function feedCalendar(feed: FeedJson, siteUrl: string, name: string, stamp: Date): string {
  const events = feed.entries.map((e) => feedEvent(e, siteUrl)).filter((e): e is IcalEvent => e !== null);
  return icalCalendar({ name, stamp, events }, feed.time_zone ?? undefined);
}
