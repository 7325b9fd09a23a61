import { formatDuration, formatTime12h } from '@partyeasy/shared-domain';
import dayjs from 'dayjs';

/** The fields of a booking row that the bookings tables and their detail views show. */
export interface BookingRowFields {
  booking_date: string;
  booking_time: string;
  duration_hours: number | string;
  guest_count: number;
  created_at: string;
  customer_name: string | null;
  customer_email: string;
}

/** 'Sat, Jun 14, 2025' */
export const eventDate = (b: Pick<BookingRowFields, 'booking_date'>) =>
  dayjs(b.booking_date).format('ddd, MMM D, YYYY');
/** '7:00 PM' */
export const eventTime = (b: Pick<BookingRowFields, 'booking_time'>) =>
  formatTime12h(b.booking_time.slice(0, 5));
/** '4 hours' */
export const duration = (b: Pick<BookingRowFields, 'duration_hours'>) => formatDuration(b.duration_hours);
/** '1 guest', '80 guests' */
export const guests = (b: Pick<BookingRowFields, 'guest_count'>) =>
  `${b.guest_count} guest${b.guest_count === 1 ? '' : 's'}`;
/** 'Jun 1, 2025 9:30 AM' */
export const createdAt = (b: Pick<BookingRowFields, 'created_at'>) =>
  dayjs(b.created_at).format('MMM D, YYYY h:mm A');
/** The customer's name, or their e-mail when they gave none. */
export const customer = (b: Pick<BookingRowFields, 'customer_name' | 'customer_email'>) =>
  b.customer_name || b.customer_email;
