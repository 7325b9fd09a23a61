import { describe, expect, it } from 'vitest';
import type { VendorQuote } from '../api/types';
import { offerDraft, offerExpiresAt } from './offer-draft';

const quote = {
  quote_id: 'q-1',
  event_date: '2026-12-12',
  start_time: '18:00:00',
  duration_hours: 4,
} as VendorQuote;

describe('offerDraft', () => {
  it('starts from the request: its date, time and hours, no price', () => {
    expect(offerDraft(quote, null)).toEqual({
      price: '',
      includes: '',
      eventDate: '2026-12-12',
      startTime: '18:00',
      hours: '4',
      validDays: 3,
      refundPolicy: '',
    });
  });

  it('starts a replacement from the standing offer', () => {
    const offer = {
      id: 'o-1',
      price_cents: 125_050,
      includes: 'DJ and lights',
      event_date: '2026-12-13',
      start_time: '17:30:00',
      duration_hours: 5.5,
      expires_at: '2026-12-05T00:00:00Z',
      refund_policy: 'flexible',
    };
    expect(offerDraft(quote, offer)).toEqual({
      price: '1250.50',
      includes: 'DJ and lights',
      eventDate: '2026-12-13',
      startTime: '17:30',
      hours: '5.5',
      validDays: 3,
      refundPolicy: 'flexible',
    });
  });
});

describe('offerExpiresAt', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('is the chosen days from now', () => {
    expect(offerExpiresAt({ now, days: 3, eventStart: new Date('2026-12-12T18:00:00Z') }).toISOString()).toBe(
      '2026-12-04T12:00:00.000Z',
    );
  });
  it('is never after the event starts', () => {
    expect(offerExpiresAt({ now, days: 7, eventStart: new Date('2026-12-03T00:00:00Z') }).toISOString()).toBe(
      '2026-12-03T00:00:00.000Z',
    );
  });
});
