import { formatDuration, formatTime12h } from '@partyeasy/shared-domain';
import dayjs from 'dayjs';
import type { VendorBooking } from '../api/get-vendor-bookings';

export const eventDate = (b: VendorBooking) => dayjs(b.booking_date).format('ddd, MMM D, YYYY');
export const eventTime = (b: VendorBooking) => formatTime12h(b.booking_time.slice(0, 5));
export const duration = (b: VendorBooking) => formatDuration(b.duration_hours);
export const guests = (b: VendorBooking) => `${b.guest_count} guest${b.guest_count === 1 ? '' : 's'}`;
export const createdAt = (b: VendorBooking) => dayjs(b.created_at).format('MMM D, YYYY h:mm A');
export const customer = (b: VendorBooking) => b.customer_name || b.customer_email;
