import { describe, expect, it } from 'vitest';
import { NO_FILTERS, statusesOf, vendorBookingArgs } from './booking-filters';

describe('the vendor dashboard status filter', () => {
  it('lists upcoming (pending and paid) bookings by default', () => {
    expect(NO_FILTERS.status).toBe('upcoming');
    expect(vendorBookingArgs({ ...NO_FILTERS, search: ' Ann ' }, 'v1')).toEqual({
      p_vendor_id: 'v1',
      p_statuses: ['pending', 'paid'],
      p_search: 'Ann',
    });
  });

  it('lists one status, or everything the dashboard shows', () => {
    expect(statusesOf('completed')).toEqual(['completed']);
    expect(statusesOf('cancelled')).toEqual(['cancelled']);
    expect(statusesOf('all')).toEqual(['pending', 'paid', 'completed', 'cancelled']);
    expect(vendorBookingArgs({ ...NO_FILTERS, status: 'pending' }, 'v1')).toEqual({
      p_vendor_id: 'v1',
      p_statuses: ['pending'],
    });
  });

  it('keeps the time filter', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(vendorBookingArgs({ ...NO_FILTERS, status: 'all', time: 'today' }, 'v1', now)).toEqual({
      p_vendor_id: 'v1',
      p_statuses: ['pending', 'paid', 'completed', 'cancelled'],
      p_created_from: new Date(2026, 10, 22).toISOString(),
    });
  });
});
