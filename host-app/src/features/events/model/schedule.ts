import { formatTime12h } from '@partyeasy/shared-domain';
import type { EventBooking } from './types';

/** Vendors are asked to arrive this long before their start (setting up). */
export const ARRIVAL_LEAD_MINUTES = 30;

export interface ScheduleRow {
  booking: EventBooking;
  /** '5:30 PM' */
  arrival: string;
  start: string;
  end: string;
  /** The end falls on the next day ('2:00 AM (next day)'). */
  endsNextDay: boolean;
}

const toMinutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};
const clock = (minutes: number) => {
  const within = ((minutes % 1440) + 1440) % 1440;
  const hh = String(Math.floor(within / 60)).padStart(2, '0');
  const mm = String(within % 60).padStart(2, '0');
  return formatTime12h(`${hh}:${mm}`);
};

/** Bookings that stand (paid or done): cancelled, refunded and unpaid ones leave the schedule. */
export function isScheduled(booking: EventBooking): boolean {
  return booking.payment_status === 'paid' || booking.payment_status === 'completed';
}

/**
 * The event's schedule: the standing bookings in time order (date, then start), each with its arrival
 * (ARRIVAL_LEAD_MINUTES before the start), start and end as the clock reads on the event's day. Example: a
 * DJ at 18:00 for 4 hours → arrival '5:30 PM', start '6:00 PM', end '10:00 PM'; a bartender at 22:00 for
 * 5 hours ends '3:00 AM' the next day.
 */
export function eventSchedule(bookings: readonly EventBooking[]): ScheduleRow[] {
  return bookings
    .filter(isScheduled)
    .slice()
    .sort(
      (a, b) =>
        a.booking_date.localeCompare(b.booking_date) ||
        toMinutes(a.booking_time) - toMinutes(b.booking_time) ||
        a.vendor_name.localeCompare(b.vendor_name),
    )
    .map((booking) => {
      const start = toMinutes(booking.booking_time);
      const end = start + Math.round(Number(booking.duration_hours) * 60);
      return {
        booking,
        arrival: clock(start - ARRIVAL_LEAD_MINUTES),
        start: clock(start),
        end: clock(end),
        endsNextDay: end >= 1440,
      };
    });
}

/** The categories of the checklist with whether a standing booking covers each (by the vendor's service type). */
export function checklist(
  categories: readonly string[],
  bookings: readonly EventBooking[],
): { category: string; booked: boolean }[] {
  const booked = new Set(bookings.filter(isScheduled).map((b) => b.servicetype));
  return categories.map((category) => ({ category, booked: booked.has(category) }));
}

/** 'America/Chicago' → 'CST' on that date (the zone's short name as the browser writes it). */
export function zoneName(timeZone: string, date: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
      new Date(`${date}T12:00:00Z`),
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
