import { describe, expect, it } from 'vitest';
import { parseEventCheckoutRequest } from './event-checkout.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const V1 = '22222222-2222-4222-8222-222222222222';
const V2 = '33333333-3333-4333-8333-333333333333';
const P1 = '44444444-4444-4444-8444-444444444444';
const OFFER = '55555555-5555-4555-8555-555555555555';
const ADDON = '66666666-6666-4666-8666-666666666666';

describe('parseEventCheckoutRequest', () => {
  it('reads packages and offers, ignoring amounts in the body', () => {
    const parsed = parseEventCheckoutRequest({
      eventId: EVENT,
      items: [
        { vendorId: V1, packageId: P1, addons: [{ id: ADDON, quantity: 2 }], price: 1, totalCents: 5 },
        { offerId: OFFER, price_cents: 100 },
      ],
      uiMode: 'embedded',
      totalCents: 1,
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        eventId: EVENT,
        items: [
          { kind: 'package', vendorId: V1, packageId: P1, addons: [{ id: ADDON, quantity: 2 }] },
          { kind: 'offer', offerId: OFFER },
        ],
        uiMode: 'embedded',
      },
    });
  });

  it('keeps a time and hours of its own, and defaults the ui mode to hosted', () => {
    const parsed = parseEventCheckoutRequest({
      eventId: EVENT,
      items: [
        { vendorId: V1, packageId: P1, startTime: '19:30', hours: 3 },
        { vendorId: V2, packageId: P1 },
      ],
    });
    expect(parsed.ok && parsed.value.items[0]).toMatchObject({ startTime: '19:30', hours: 3, addons: [] });
    expect(parsed.ok && parsed.value.uiMode).toBe('hosted');
  });

  it.each([
    [{ items: [] }, 'eventId must be the id of one of your events.'],
    [{ eventId: EVENT, items: [{ offerId: OFFER }] }, 'Choose 2 to 6 vendors to pay together.'],
    [
      { eventId: EVENT, items: Array.from({ length: 7 }, () => ({ offerId: OFFER })) },
      'Choose 2 to 6 vendors to pay together.',
    ],
    [
      {
        eventId: EVENT,
        items: [
          { vendorId: V1, packageId: P1 },
          { vendorId: V1, packageId: P1 },
        ],
      },
      'Choose each vendor once.',
    ],
    [{ eventId: EVENT, items: [{ offerId: OFFER }, { offerId: OFFER }] }, 'Choose each vendor once.'],
    [{ eventId: EVENT, items: [{ vendorId: V1 }, { offerId: OFFER }] }, 'Choose a package for each vendor.'],
    [
      { eventId: EVENT, items: [{ vendorId: V1, packageId: P1, startTime: '25:00' }, { offerId: OFFER }] },
      'Choose a time slot.',
    ],
    [
      { eventId: EVENT, items: [{ vendorId: V1, packageId: P1, hours: 0 }, { offerId: OFFER }] },
      'Hours must be a number above 0 and at most 24.',
    ],
  ])('refuses %j', (body, message) => {
    expect(parseEventCheckoutRequest(body)).toEqual({ ok: false, message });
  });
});
