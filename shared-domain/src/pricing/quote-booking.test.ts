import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extraChargeKind } from './extra-charge.ts';
import { platformFeeCents, quoteBooking, revenueSplit } from './quote-booking.ts';

const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const MONDAY = '2026-11-23';
const THURSDAY = '2026-11-26';

describe('package price (spec part 2, section 9)', () => {
  it.each([
    // charging type, price, extra fields, guests, hours, expected package cents, hours used
    ['per_hour', 150, { minimum_hours: 3 }, 10, 2, 45000, 2],
    ['per_hour', 150, { minimum_hours: 3 }, 10, 4, 60000, 4],
    ['per_hour', 150, { minimum_hours: null }, 10, 0.5, 15000, 0.5],
    ['per_hour', 100, {}, 10, 2.5, 25000, 2.5],
    ['per_hour', 100, {}, 10, null, 10000, 1],
    ['per_guest', 25, { minimum_spend: 500 }, 12, 3, 50000, 3],
    ['per_guest', 25, { minimum_spend: 500 }, 30, 3, 75000, 3],
    ['per_guest', 25, { minimum_spend: null, duration_hours: 4 }, 30, 2, 75000, 4],
    ['per_guest', 25, {}, null, null, 2500, 1],
    ['per_event', 1200, { duration_hours: 5 }, 10, 2, 120000, 5],
    ['per_event', 1200, {}, 10, 3, 120000, 3],
    [null, 90, { minimum_hours: 2 }, 1, 1, 18000, 1],
  ] as const)(
    '%s at $%d %j, %s guests, %s h → %d cents for %d h',
    (type, price, extra, guests, hours, cents, used) => {
      const quote = quoteBooking({ pkg: { price, charging_type: type, ...extra }, guests, hours });
      expect(quote.packageCents).toBe(cents);
      expect(quote.hours).toBe(used);
      expect(quote.extraCents).toBe(0);
    },
  );

  it('charges the per_hour minimum even when fewer hours are chosen', () => {
    const quote = quoteBooking({
      pkg: { price: 150, charging_type: 'per_hour', minimum_hours: 3 },
      hours: 2,
    });
    expect(quote.billedHours).toBe(3);
    expect(quote.subtotalCents).toBe(45000);
    expect(quote.feeCents).toBe(2250);
    expect(quote.totalCents).toBe(47250);
  });

  it('treats blank and invalid guests as one guest', () => {
    const pkg = { price: 10, charging_type: 'per_guest' };
    expect(quoteBooking({ pkg, guests: '' }).packageCents).toBe(1000);
    expect(quoteBooking({ pkg, guests: 0 }).guests).toBe(1);
    expect(quoteBooking({ pkg, guests: '7' }).packageCents).toBe(7000);
  });
});

describe('add-ons', () => {
  it('multiplies per_hour and per_guest by quantity and keeps others flat', () => {
    const quote = quoteBooking({
      pkg: { price: 100, charging_type: 'per_event' },
      addons: [
        { addon: { price: 40, charging_type: 'per_hour' }, quantity: 2 },
        { addon: { price: 3.5, charging_type: 'per_guest' }, quantity: 20 },
        { addon: { price: 75, charging_type: 'per_event' }, quantity: 3 },
        { addon: { price: 10, charging_type: 'flat_fee' }, quantity: 4 },
        { addon: { price: 5, charging_type: 'per_hour' }, quantity: null },
      ],
    });
    expect(quote.addonLineCents).toEqual([8000, 7000, 7500, 1000, 500]);
    expect(quote.addonsCents).toBe(24000);
    expect(quote.subtotalCents).toBe(34000);
  });
});

describe('extra charges', () => {
  it.each([
    [FRIDAY, '18:00', 'weekend_night'],
    [SATURDAY, '23:00', 'weekend_night'],
    [SATURDAY, '12:00', 'weekend'],
    [FRIDAY, '17:59', 'weekend'],
    [SATURDAY, '00:30', 'weekend'],
    [SATURDAY, null, 'weekend'],
    [MONDAY, '18:00', 'weekday_night'],
    [THURSDAY, '21:15:00', 'weekday_night'],
    [THURSDAY, '17:00', 'none'],
    [SUNDAY, '20:00', 'none'],
    [SUNDAY, '10:00', 'none'],
    [null, '20:00', 'none'],
    ['2026-03-08', '19:00', 'none'], // US daylight-saving Sunday
    ['2026-03-09', '19:00', 'weekday_night'],
    ['2026-04-04', '19:00', 'weekend_night'], // Saturday before Auckland's change
  ] as const)('%s at %s is %s', (date, startTime, kind) => {
    expect(extraChargeKind({ date, startTime })).toBe(kind);
  });

  const pkg = (charging_type: string) => ({
    price: 100,
    charging_type,
    minimum_spend: 0,
    extra_charge_weekday_night: 10,
    extra_charge_weekend_night: 20,
    extra_charge_weekend: 15,
  });

  it.each([
    ['per_guest', SATURDAY, '19:00', 12, 2, 12 * 2000],
    ['per_guest', SATURDAY, '10:00', 12, 2, 12 * 1500],
    ['per_guest', MONDAY, '19:00', 12, 2, 12 * 1000],
    ['per_hour', FRIDAY, '20:00', 12, 3, 3 * 2000],
    ['per_hour', THURSDAY, '20:00', 12, 3, 3 * 1000],
    ['per_event', SATURDAY, '20:00', 12, 3, 2000],
    ['per_event', SATURDAY, '08:00', 12, 3, 1500],
    ['per_event', SUNDAY, '20:00', 12, 3, 0],
    ['per_event', MONDAY, '10:00', 12, 3, 0],
  ])('%s on %s at %s with %d guests for %d h → %d cents', (type, date, startTime, guests, hours, cents) => {
    const quote = quoteBooking({ pkg: pkg(type), guests, hours, date, startTime });
    expect(quote.extraCents).toBe(cents);
    expect(quote.subtotalCents).toBe(quote.packageCents + cents);
  });

  it('multiplies the per_hour extra by the billed hours', () => {
    const quote = quoteBooking({
      pkg: { price: 100, charging_type: 'per_hour', minimum_hours: 4, extra_charge_weekday_night: 10 },
      hours: 2,
      date: MONDAY,
      startTime: '19:00',
    });
    expect(quote.extraCents).toBe(4000);
  });

  it('falls back to the weekend amount on a weekend night without a night amount, but not past an explicit 0', () => {
    const base = { price: 100, charging_type: 'per_event', extra_charge_weekend: 15 };
    expect(quoteBooking({ pkg: base, date: FRIDAY, startTime: '19:00' }).extraCents).toBe(1500);
    expect(
      quoteBooking({ pkg: { ...base, extra_charge_weekend_night: 0 }, date: FRIDAY, startTime: '19:00' })
        .extraCents,
    ).toBe(0);
  });
});

describe('fee and total', () => {
  it.each([
    [10000, 500],
    [1990, 100], // 99.5 rounds up
    [1989, 99],
    [10, 1], // 0.5 rounds up
    [9, 0],
    [0, 0],
  ])('5%% of %d cents is %d cents', (subtotal, fee) => {
    expect(platformFeeCents(subtotal)).toBe(fee);
  });

  it('splits total_amount into 5% profit and 95% payout', () => {
    expect(revenueSplit(20000)).toEqual({ platformProfitCents: 1000, vendorPayoutCents: 19000 });
  });

  const decimal = fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
    fc.integer({ min: 0, max: 500_000 }).map((c) => (c / 100).toFixed(2)),
  );
  const anyPackage = fc.record({
    price: decimal,
    charging_type: fc.constantFrom('per_hour', 'per_guest', 'per_event', null, 'weird'),
    minimum_hours: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 12 })),
    minimum_spend: decimal,
    duration_hours: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 12 })),
    extra_charge_weekday_night: decimal,
    extra_charge_weekend_night: decimal,
    extra_charge_weekend: decimal,
  });
  const anyAddon = fc.record({
    addon: fc.record({
      price: decimal,
      charging_type: fc.constantFrom('per_hour', 'per_guest', 'per_event', null),
    }),
    quantity: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 50 })),
  });
  const anyDate = fc
    .date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2030, 0, 1)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const anyTime = fc
    .integer({ min: 0, max: 1439 })
    .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

  it('total equals subtotal plus fee, the fee is within half a cent of 5%, all amounts are whole cents', () => {
    fc.assert(
      fc.property(
        anyPackage,
        fc.array(anyAddon, { maxLength: 5 }),
        fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 500 })),
        fc.oneof(
          fc.constant(null),
          fc.integer({ min: 0, max: 48 }).map((h) => h / 2),
        ),
        fc.option(anyDate),
        fc.option(anyTime),
        (pkg, addons, guests, hours, date, startTime) => {
          const q = quoteBooking({ pkg, addons, guests, hours, date, startTime });
          expect(q.totalCents).toBe(q.subtotalCents + q.feeCents);
          expect(q.subtotalCents).toBe(q.packageCents + q.extraCents + q.addonsCents);
          expect(Math.abs(q.feeCents - q.subtotalCents * 0.05)).toBeLessThanOrEqual(0.5 + 1e-9);
          for (const cents of [q.packageCents, q.extraCents, q.addonsCents, q.feeCents, q.totalCents]) {
            expect(Number.isInteger(cents)).toBe(true);
            expect(cents).toBeGreaterThanOrEqual(0);
          }
          expect(q.hours).toBeGreaterThan(0);
          expect(q.guests).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
