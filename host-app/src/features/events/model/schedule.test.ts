import { describe, expect, it } from 'vitest';
import { checklist, eventSchedule, zoneName } from './schedule';
import type { EventBooking } from './types';

const booking = (over: Partial<EventBooking>): EventBooking => ({
  booking_id: 'b',
  vendor_id: 'v',
  vendor_name: 'DJ Nova',
  servicetype: 'DJ',
  booking_date: '2026-12-12',
  booking_time: '18:00:00',
  duration_hours: 4,
  subtotal_cents: 60000,
  fee_cents: 3000,
  total_cents: 63000,
  refunded_cents: 0,
  payment_status: 'paid',
  conversation_id: null,
  quote_offer_id: null,
  ...over,
});

describe('eventSchedule', () => {
  it('orders standing bookings by start and gives arrival, start and end', () => {
    const rows = eventSchedule([
      booking({ booking_id: 'bar', vendor_name: 'Bar Co.', booking_time: '22:00', duration_hours: 5 }),
      booking({ booking_id: 'dj' }),
      booking({
        booking_id: 'photo',
        vendor_name: 'Snap',
        booking_time: '17:30',
        payment_status: 'cancelled',
      }),
    ]);
    expect(rows.map((r) => [r.booking.booking_id, r.arrival, r.start, r.end, r.endsNextDay])).toEqual([
      ['dj', '5:30 PM', '6:00 PM', '10:00 PM', false],
      ['bar', '9:30 PM', '10:00 PM', '3:00 AM', true],
    ]);
  });

  it('keeps completed bookings and drops unpaid and refunded ones', () => {
    const rows = eventSchedule([
      booking({ booking_id: 'a', payment_status: 'completed' }),
      booking({ booking_id: 'b', payment_status: 'pending' }),
      booking({ booking_id: 'c', payment_status: 'refunded' }),
    ]);
    expect(rows.map((r) => r.booking.booking_id)).toEqual(['a']);
  });
});

describe('checklist', () => {
  it('ticks the categories a standing booking covers', () => {
    expect(
      checklist(
        ['DJ', 'Bartender', 'Photographer'],
        [booking({}), booking({ servicetype: 'Photographer', payment_status: 'cancelled' })],
      ),
    ).toEqual([
      { category: 'DJ', booked: true },
      { category: 'Bartender', booked: false },
      { category: 'Photographer', booked: false },
    ]);
  });
});

describe('zoneName', () => {
  it("names the zone as it reads on the event's date, or the IANA name when unknown", () => {
    expect(zoneName('America/Chicago', '2026-12-12')).toBe('CST');
    expect(zoneName('America/Chicago', '2026-07-04')).toBe('CDT');
    expect(zoneName('Not/AZone', '2026-12-12')).toBe('Not/AZone');
  });
});
