import { describe, expect, it } from 'vitest';
import { parseBookingRequest, priceBookingRequest } from './booking-request.ts';

const VENDOR = '00000000-0000-4000-8000-00000000d001';
const STARTER = '10000000-0000-4000-8000-000000000001';
const DELUXE = '10000000-0000-4000-8000-000000000002';
const SPEAKER = '20000000-0000-4000-8000-000000000001';
const FOG = '20000000-0000-4000-8000-000000000002';

const offer = {
  packages: [
    { id: STARTER, price: 150, charging_type: 'per_hour', minimum_hours: 3 },
    {
      id: DELUXE,
      price: 1800,
      charging_type: 'per_event',
      duration_hours: 6,
      extra_charge_weekend_night: 200,
    },
  ],
  addons: [
    { id: SPEAKER, price: 40, charging_type: 'per_hour' },
    { id: FOG, price: 75, charging_type: 'per_event' },
  ],
};

const body = (extra: Record<string, unknown> = {}) => ({
  vendorId: VENDOR,
  packageId: STARTER,
  addons: [{ id: SPEAKER, quantity: 2 }],
  date: '2027-03-09',
  startTime: '10:00',
  guests: 20,
  hours: 3,
  eventLocation: ' 12 Main St, Dallas, TX ',
  specialInstructions: '',
  ...extra,
});

describe('parseBookingRequest', () => {
  it('reads ids and quantities, trims text, and ignores amounts', () => {
    const parsed = parseBookingRequest(body({ calculatedPrice: 1, total: 0.01 }));
    expect(parsed).toEqual({
      ok: true,
      value: {
        vendorId: VENDOR,
        packageId: STARTER,
        addons: [{ id: SPEAKER, quantity: 2 }],
        date: '2027-03-09',
        startTime: '10:00',
        guests: 20,
        hours: 3,
        eventLocation: '12 Main St, Dallas, TX',
        specialInstructions: '',
      },
    });
  });

  it.each([
    [{ guests: 2.5 }, 'Guests must be a whole number of at least 1.'],
    [{ guests: '20' }, 'Guests must be a whole number of at least 1.'],
    [{ guests: 0 }, 'Guests must be a whole number of at least 1.'],
    [{ hours: 0 }, 'Hours must be a number above 0 and at most 24.'],
    [{ hours: 25 }, 'Hours must be a number above 0 and at most 24.'],
    [{ packageId: 'Party Starter' }, 'Choose exactly one package.'],
    [
      { addons: [{ id: SPEAKER }, { id: SPEAKER }] },
      'An add-on is listed twice; give it a quantity instead.',
    ],
    [{ addons: [{ id: SPEAKER, quantity: 1.5 }] }, 'Add-on quantities must be whole numbers of at least 1.'],
    [{ addons: [{ id: SPEAKER, quantity: 10_001 }] }, 'An add-on quantity is too large.'],
    [{ addons: 'all' }, 'addons must be a list of { id, quantity }.'],
    [{ date: '9 March' }, 'Choose a date.'],
    [{ startTime: '24:00' }, 'Choose a time slot.'],
    [{ eventLocation: '   ' }, 'Event location is required.'],
    [{ eventLocation: 'x'.repeat(501) }, 'The event location is too long.'],
  ])('%j → %s', (extra, message) => {
    expect(parseBookingRequest(body(extra))).toEqual({ ok: false, message });
  });

  it('files the booking under an event when eventId is given', () => {
    const EVENT = '30000000-0000-4000-8000-000000000001';
    const parsed = parseBookingRequest(body({ eventId: EVENT }));
    expect(parsed.ok && parsed.value.eventId).toBe(EVENT);
    const none = parseBookingRequest(body());
    expect(none.ok && 'eventId' in none.value).toBe(false);
    expect(parseBookingRequest(body({ eventId: 'party' }))).toEqual({
      ok: false,
      message: 'eventId must be the id of one of your events.',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(parseBookingRequest(null)).toEqual({
      ok: false,
      message: 'vendorId must be the id of a listing.',
    });
  });
});

describe('priceBookingRequest', () => {
  const request = (extra: Record<string, unknown> = {}) => {
    const parsed = parseBookingRequest(body(extra));
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };

  it('prices DJ Nova on a Tuesday morning: $450 + 2 × $40, fee $26.50, total $556.50', () => {
    const priced = priceBookingRequest(request(), offer);
    expect(priced.ok && priced.value.quote).toMatchObject({
      packageCents: 45_000,
      extraCents: 0,
      addonLineCents: [8_000],
      subtotalCents: 53_000,
      feeCents: 2_650,
      totalCents: 55_650,
      hours: 3,
      guests: 20,
    });
  });

  it('takes the fixed duration and the weekend night charge from the package: $1,800 + $200 + $75', () => {
    const priced = priceBookingRequest(
      request({
        packageId: DELUXE,
        addons: [{ id: FOG, quantity: 3 }],
        date: '2027-03-13',
        startTime: '20:00',
      }),
      offer,
    );
    expect(priced.ok && priced.value.quote).toMatchObject({
      packageCents: 180_000,
      extraCents: 20_000,
      addonLineCents: [7_500],
      subtotalCents: 207_500,
      feeCents: 10_375,
      hours: 6,
    });
  });

  it('refuses ids the vendor does not sell and choices below the package minimum', () => {
    expect(priceBookingRequest(request({ packageId: SPEAKER }), offer)).toEqual({
      ok: false,
      message: 'This package is not offered by this vendor.',
    });
    expect(priceBookingRequest(request({ addons: [{ id: STARTER, quantity: 1 }] }), offer)).toEqual({
      ok: false,
      message: `This vendor offers no add-on ${STARTER}.`,
    });
    expect(priceBookingRequest(request({ hours: 2 }), offer)).toEqual({
      ok: false,
      message: 'Minimum 3 hour(s) required',
    });
  });
});
