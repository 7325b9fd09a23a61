import { describe, expect, it } from 'vitest';
import {
  bookingSortFrom,
  DEFAULT_BOOKING_SORT,
  isBookingFiltered,
  NO_BOOKING_FILTERS,
} from './admin-booking-filters';

describe('admin booking filters', () => {
  it('knows when any filter is in use', () => {
    expect(isBookingFiltered(NO_BOOKING_FILTERS)).toBe(false);
    expect(isBookingFiltered({ ...NO_BOOKING_FILTERS, search: '  ' })).toBe(false);
    expect(isBookingFiltered({ ...NO_BOOKING_FILTERS, search: 'ann' })).toBe(true);
    expect(isBookingFiltered({ ...NO_BOOKING_FILTERS, vendorId: 'v1' })).toBe(true);
    expect(isBookingFiltered({ ...NO_BOOKING_FILTERS, status: 'pending' })).toBe(true);
    expect(isBookingFiltered({ ...NO_BOOKING_FILTERS, time: 'today' })).toBe(true);
  });

  it('turns the table sort into the server order', () => {
    expect(bookingSortFrom({})).toEqual(DEFAULT_BOOKING_SORT);
    expect(bookingSortFrom({ booking_date: 'ascend' })).toEqual({ field: 'booking_date', ascending: true });
    expect(bookingSortFrom({ total_amount: 'descend' })).toEqual({ field: 'total_amount', ascending: false });
    expect(bookingSortFrom({ total_amount: null, customer: 'ascend' })).toEqual(DEFAULT_BOOKING_SORT);
  });
});
