import { formatCount, formatDuration, formatTime12h } from '@partyeasy/shared-domain';

/** A quote's state as the vendor reads it, with the tag colour (the theme's status tones, which keep contrast). */
const QUOTE_STATUS: Record<string, { label: string; color: string }> = {
  waiting: { label: 'Waiting for your answer', color: 'warning' },
  offered: { label: 'Offer sent', color: 'processing' },
  declined: { label: 'Declined', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
  booked: { label: 'Booked', color: 'success' },
};

/** 'waiting' → 'Waiting for your answer'; an unknown state reads as it is. */
export function quoteStatus(status: string): { label: string; color: string } {
  return QUOTE_STATUS[status] ?? { label: status, color: 'default' };
}

const OFFER_STATUS: Record<string, string> = {
  open: 'Open',
  accepted: 'Accepted: the host is paying',
  paid: 'Paid',
  replaced: 'Replaced',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** An offer's state as the vendor reads it: 'accepted' → 'Accepted: the host is paying'. */
export function offerStatusLabel(status: string): string {
  return OFFER_STATUS[status] ?? status;
}

/** Whether the vendor can still make, replace or withdraw an offer, or decline. */
export function quoteIsOpen(status: string): boolean {
  return status === 'waiting' || status === 'offered';
}

/** When an event is: ('2026-12-12', '18:00:00', 4) → 'Sat, Dec 12, 2026 · 6:00 PM · 4 hours'. */
export function eventWhen(date: string, time: string, hours: number): string {
  return [shortDate(date), formatTime12h(time), formatDuration(hours)].join(' · ');
}

/**
 * A request's event in one line: ('2026-12-12', '18:00:00', 4, 80) → 'Sat, Dec 12, 2026 · 6:00 PM · 4 hours
 * · 80 guests'.
 */
export function eventLine(date: string, time: string, hours: number, guests: number): string {
  return `${eventWhen(date, time, hours)} · ${guests === 1 ? '1 guest' : `${formatCount(guests)} guests`}`;
}

/** '2026-12-12' → 'Sat, Dec 12, 2026' (a calendar date, whatever the reader's time zone). */
export function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
