import { QUOTE_MESSAGES } from '@partyeasy/shared-domain';
import { describe, expect, it } from 'vitest';
import { offerFieldOf, offerProblems, offerValues } from './offer-checks';
import type { OfferDraft } from './offer-draft';

const now = new Date('2026-12-01T12:00:00Z');
const context = { now, timeZone: 'America/Chicago' };
const draft: OfferDraft = {
  price: '1,250.50',
  includes: 'DJ and lights',
  eventDate: '2026-12-12',
  startTime: '18:00',
  hours: '4',
  validDays: 3,
  refundPolicy: '',
};

describe('offerValues', () => {
  it('reads the price in cents and the event in the listing zone, the expiry cut at its start', () => {
    const values = offerValues(draft, context);
    expect(values.priceCents).toBe(125_050);
    expect(values.eventStart?.toISOString()).toBe('2026-12-13T00:00:00.000Z');
    expect(values.expiresAt?.toISOString()).toBe('2026-12-04T12:00:00.000Z');
    const close = offerValues({ ...draft, eventDate: '2026-12-02', validDays: 7 }, context);
    expect(close.expiresAt?.toISOString()).toBe('2026-12-03T00:00:00.000Z');
  });
});

describe('offerProblems', () => {
  it('puts the first problem next to its field', () => {
    expect(offerProblems(draft, context)).toEqual({});
    expect(offerProblems({ ...draft, price: '0.50' }, context)).toEqual({ price: QUOTE_MESSAGES.price });
    expect(offerProblems({ ...draft, includes: '  ' }, context)).toEqual({
      includes: QUOTE_MESSAGES.includesRequired,
    });
    expect(offerProblems({ ...draft, eventDate: '2026-11-30' }, context)).toEqual({
      eventDate: QUOTE_MESSAGES.startInPast,
    });
    expect(offerProblems({ ...draft, hours: '2.25' }, context)).toEqual({ hours: QUOTE_MESSAGES.hours });
  });
});

describe('offerFieldOf', () => {
  it("places the server's refusals by their words", () => {
    expect(offerFieldOf(QUOTE_MESSAGES.slotClosedVendor)).toBe('eventDate');
    expect(offerFieldOf(QUOTE_MESSAGES.expiresTooLate)).toBe('validDays');
    expect(offerFieldOf(QUOTE_MESSAGES.requestExpired)).toBeUndefined();
  });
});
