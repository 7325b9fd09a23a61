import { describe, expect, it } from 'vitest';
import { filterAdminBookings, isBookingFiltered, NO_BOOKING_FILTERS } from './admin-booking-filters';

const now = new Date('2026-11-22T12:00:00');
const booking = (id: string, vendor: string, status: string, created: string, customer: string) => ({
  id,
  vendor_id: vendor,
  payment_status: status,
  created_at: created,
  customer_name: customer,
  customer_email: `${customer.toLowerCase()}@example.com`,
  selected_packages: 'Gold Package',
  selected_addons: null,
  event_location: 'Dallas',
  special_instructions: null,
  vendor: { name: vendor === 'v1' ? 'DJ Nova' : 'The Loft' },
});

const bookings = [
  booking('a', 'v1', 'pending', '2026-11-22T09:00:00', 'Hannah'),
  booking('b', 'v2', 'completed', '2026-11-18T09:00:00', 'Henry'),
  booking('c', 'v1', 'cancelled', '2026-10-01T09:00:00', 'Priya'),
];

const ids = (filters: Partial<typeof NO_BOOKING_FILTERS>) =>
  filterAdminBookings(bookings, { ...NO_BOOKING_FILTERS, ...filters }, now).map((b) => b.id);

describe('admin booking filters', () => {
  it('keeps everything without filters', () => {
    expect(isBookingFiltered(NO_BOOKING_FILTERS)).toBe(false);
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });

  it('searches customers and vendor names', () => {
    expect(ids({ search: 'henry' })).toEqual(['b']);
    expect(ids({ search: 'nova' })).toEqual(['a', 'c']);
    expect(isBookingFiltered({ ...NO_BOOKING_FILTERS, search: 'x' })).toBe(true);
  });

  it('filters by vendor, status and created_at window', () => {
    expect(ids({ vendorId: 'v2' })).toEqual(['b']);
    expect(ids({ status: 'cancelled' })).toEqual(['c']);
    expect(ids({ time: 'today' })).toEqual(['a']);
    expect(ids({ time: 'last7days' })).toEqual(['a', 'b']);
    expect(ids({ time: 'lastMonth' })).toEqual(['a', 'b']);
  });
});
