import { describe, expect, it } from 'vitest';
import {
  declineReasonError,
  QUOTE_MESSAGES,
  type QuoteOfferInput,
  type QuoteRequestInput,
  quoteOfferError,
  quoteReplyDueAt,
  quoteRequestError,
  quoteRespondBy,
} from './quotes.ts';

const today = '2026-12-01';
const request: QuoteRequestInput = {
  eventDate: '2026-12-12',
  startTime: '18:00',
  hours: 4,
  guests: 80,
  location: 'Austin',
  budgetCents: 150000,
  details: 'A DJ for a 40th birthday.',
};

describe('quoteRequestError', () => {
  it('accepts a complete request, and one without a budget', () => {
    expect(quoteRequestError(request, today)).toBeUndefined();
    expect(quoteRequestError({ ...request, budgetCents: null }, today)).toBeUndefined();
  });

  it('takes events from tomorrow up to 730 days ahead (2028 is a leap year)', () => {
    expect(quoteRequestError({ ...request, eventDate: '2026-12-01' }, today)).toBe(
      QUOTE_MESSAGES.dateFromTomorrow,
    );
    expect(quoteRequestError({ ...request, eventDate: '2026-12-02' }, today)).toBeUndefined();
    expect(quoteRequestError({ ...request, eventDate: '2028-11-30' }, today)).toBeUndefined();
    expect(quoteRequestError({ ...request, eventDate: '2028-12-01' }, today)).toBe(QUOTE_MESSAGES.dateTooFar);
    expect(quoteRequestError({ ...request, eventDate: null }, today)).toBe(QUOTE_MESSAGES.dateRequired);
  });

  it('takes hours in half-hour steps from 0.5 to 24, guests from 1 to 10,000', () => {
    expect(quoteRequestError({ ...request, hours: 0.5 }, today)).toBeUndefined();
    expect(quoteRequestError({ ...request, hours: 24 }, today)).toBeUndefined();
    expect(quoteRequestError({ ...request, hours: 2.25 }, today)).toBe(QUOTE_MESSAGES.hours);
    expect(quoteRequestError({ ...request, hours: 24.5 }, today)).toBe(QUOTE_MESSAGES.hours);
    expect(quoteRequestError({ ...request, guests: 10000 }, today)).toBeUndefined();
    expect(quoteRequestError({ ...request, guests: 10001 }, today)).toBe(QUOTE_MESSAGES.guests);
    expect(quoteRequestError({ ...request, guests: 1.5 }, today)).toBe(QUOTE_MESSAGES.guests);
  });

  it('counts the texts as the database does: spaces trimmed, code points', () => {
    expect(quoteRequestError({ ...request, location: `  ${'é'.repeat(200)}  ` }, today)).toBeUndefined();
    expect(quoteRequestError({ ...request, location: '🎉'.repeat(201) }, today)).toBe(
      QUOTE_MESSAGES.locationTooLong,
    );
    expect(quoteRequestError({ ...request, location: '\u200B' }, today)).toBe(
      QUOTE_MESSAGES.locationRequired,
    );
    expect(quoteRequestError({ ...request, details: 'x'.repeat(2001) }, today)).toBe(
      QUOTE_MESSAGES.detailsTooLong,
    );
    expect(quoteRequestError({ ...request, details: 'Hi\u202E' }, today)).toBe(
      'The details contains text-direction characters, which are not allowed.',
    );
  });

  it('takes a budget from $1.00 to $1,000,000.00 in whole cents', () => {
    expect(quoteRequestError({ ...request, budgetCents: 100 }, today)).toBeUndefined();
    expect(quoteRequestError({ ...request, budgetCents: 99 }, today)).toBe(QUOTE_MESSAGES.budget);
    expect(quoteRequestError({ ...request, budgetCents: 100_000_001 }, today)).toBe(QUOTE_MESSAGES.budget);
  });
});

describe('quoteOfferError', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const offer: QuoteOfferInput = {
    priceCents: 125000,
    includes: 'DJ, two speakers, lights.',
    eventStart: new Date('2026-12-13T00:00:00Z'),
    hours: 4,
    expiresAt: new Date('2026-12-04T12:00:00Z'),
    refundPolicy: null,
  };

  it('accepts a complete offer with any of the policies', () => {
    for (const refundPolicy of [null, 'flexible', 'standard', 'strict']) {
      expect(quoteOfferError({ ...offer, refundPolicy }, now)).toBeUndefined();
    }
    expect(quoteOfferError({ ...offer, refundPolicy: 'lenient' }, now)).toBe(QUOTE_MESSAGES.refundPolicy);
  });

  it('is open for at most 7 days and never past the start of the event', () => {
    expect(quoteOfferError({ ...offer, expiresAt: new Date('2026-12-08T12:00:00Z') }, now)).toBeUndefined();
    expect(quoteOfferError({ ...offer, expiresAt: new Date('2026-12-08T12:00:01Z') }, now)).toBe(
      QUOTE_MESSAGES.expiresTooLate,
    );
    expect(quoteOfferError({ ...offer, expiresAt: now }, now)).toBe(QUOTE_MESSAGES.expiresInPast);
    const soon = { ...offer, eventStart: new Date('2026-12-03T00:00:00Z') };
    expect(quoteOfferError({ ...soon, expiresAt: new Date('2026-12-03T00:00:00Z') }, now)).toBeUndefined();
    expect(quoteOfferError({ ...soon, expiresAt: new Date('2026-12-04T00:00:00Z') }, now)).toBe(
      QUOTE_MESSAGES.expiresAfterEvent,
    );
  });

  it('prices from $1.00 to $1,000,000.00 and needs what it includes', () => {
    expect(quoteOfferError({ ...offer, priceCents: 99 }, now)).toBe(QUOTE_MESSAGES.price);
    expect(quoteOfferError({ ...offer, priceCents: 100.5 }, now)).toBe(QUOTE_MESSAGES.price);
    expect(quoteOfferError({ ...offer, includes: '  ' }, now)).toBe(QUOTE_MESSAGES.includesRequired);
    expect(quoteOfferError({ ...offer, eventStart: now }, now)).toBe(QUOTE_MESSAGES.startInPast);
  });
});

describe('deadlines', () => {
  it('a request waits 72 hours, or until the start of the event day if that is sooner', () => {
    const created = new Date('2026-12-01T12:00:00Z');
    expect(quoteRespondBy(created, new Date('2026-12-12T06:00:00Z')).toISOString()).toBe(
      '2026-12-04T12:00:00.000Z',
    );
    expect(quoteRespondBy(created, new Date('2026-12-03T06:00:00Z')).toISOString()).toBe(
      '2026-12-03T06:00:00.000Z',
    );
    expect(quoteReplyDueAt(created).toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('needs a reason to decline, at most 1,000 characters', () => {
    expect(declineReasonError('Booked that night.')).toBeUndefined();
    expect(declineReasonError(' ')).toBe(QUOTE_MESSAGES.declineReasonRequired);
    expect(declineReasonError('x'.repeat(1001))).toBe(QUOTE_MESSAGES.declineReasonTooLong);
  });
});
