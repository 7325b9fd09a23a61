import { formatDuration, formatTime12h } from '@partyeasy/shared-domain';
import dayjs from 'dayjs';
import type { AdminBooking } from '../api/get-admin-bookings';

export const eventDate = (booking: AdminBooking) => dayjs(booking.booking_date).format('ddd, MMM D, YYYY');

export const eventTime = (booking: AdminBooking) =>
  `${formatTime12h(booking.booking_time.slice(0, 5))} · ${formatDuration(booking.duration_hours)}`;

export const guests = (booking: AdminBooking) =>
  `${booking.guest_count} guest${booking.guest_count === 1 ? '' : 's'}`;

export const createdAt = (booking: AdminBooking) => dayjs(booking.created_at).format('MMM D, YYYY h:mm A');
