import { describe, expect, it } from 'vitest';
import { REFUND_POLICY_LINES } from '../booking/refund-policy.ts';
import { quoteBooking } from './quote-booking.ts';
import { packageSurcharges } from './surcharges.ts';

const dj = {
  price: 675,
  charging_type: 'per_event',
  extra_charge_weekend_night: 200,
  extra_charge_weekend: null,
  extra_charge_weekday_night: 0,
};

describe("a package's extra charges, listed before a slot is chosen", () => {
  it('names when each applies and what it adds, per event, hour or guest', () => {
    expect(packageSurcharges(dj).map((line) => line.text)).toEqual([
      'Friday or Saturday night, starting 6 PM or later: +$200.00 per event',
    ]);
    expect(
      packageSurcharges({
        price: 150,
        charging_type: 'per_hour',
        extra_charge_weekday_night: 20,
        extra_charge_weekend: 30,
        extra_charge_weekend_night: null,
      }).map((line) => line.text),
    ).toEqual([
      'Monday to Thursday night, starting 6 PM or later: +$20.00 / hour',
      'Friday or Saturday, starting before 6 PM: +$30.00 / hour',
      // No night amount of its own: the weekend one applies at night too.
      'Friday or Saturday night, starting 6 PM or later: +$30.00 / hour',
    ]);
    expect(
      packageSurcharges({ price: 25, charging_type: 'per_guest', extra_charge_weekend: 5 })[0]?.text,
    ).toBe('Friday or Saturday, starting before 6 PM: +$5.00 / guest');
    expect(packageSurcharges({ price: 100, charging_type: 'per_event' })).toEqual([]);
  });

  it('lists exactly what the checkout adds (the same quote)', () => {
    // Saturday 2026-12-05 at 20:00: the weekend night line.
    const quote = quoteBooking({ pkg: dj, date: '2026-12-05', startTime: '20:00' });
    expect(quote.extraCents).toBe(packageSurcharges(dj)[0]?.unitCents);
    expect(quote.subtotalCents).toBe(87500);
    expect(quote.totalCents).toBe(91875);
  });

  it('says the fee is kept in the refund rule', () => {
    expect(REFUND_POLICY_LINES).toEqual([
      '72 or more hours before the event: full refund of the booking amount. The 5% processing fee is not refunded.',
      '24 to 72 hours before the event: 50% of the booking amount. The processing fee is not refunded.',
      'Under 24 hours before the event: no refund.',
      'An event within 7 days of booking is fully refunded, processing fee included, if cancelled within 4 hours of booking.',
      'An event that has started can no longer be cancelled.',
    ]);
  });
});
