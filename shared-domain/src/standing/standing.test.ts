import { describe, expect, it } from 'vitest';
import {
  standingHeadline,
  standingLines,
  standingPeriodLabel,
  standingStatus,
  type VendorStandingFigures,
} from './standing.ts';

const figures = (patch: Partial<VendorStandingFigures> = {}): VendorStandingFigures => ({
  vendor_id: 'v1',
  period_days: 90,
  period_from: '2026-08-30T12:00:00.000Z',
  period_to: '2026-11-28T12:00:00.000Z',
  replies: { turns: 10, within_24h: 10 },
  quote_requests: { requests: 0, within_12h: 0 },
  cancellations: { bookings: 20, by_vendor: 0 },
  reviews: { count: 5, average: 4.6 },
  shortfalls: 0,
  ...patch,
});

describe('standingStatus', () => {
  it('judges replies and quote requests by the share answered in time (90% or more)', () => {
    expect(standingStatus('replies', 0.9, 10)).toBe('met');
    expect(standingStatus('replies', 0.8, 10)).toBe('unmet');
    expect(standingStatus('quoteRequests', 1, 3)).toBe('met');
    expect(standingStatus('quoteRequests', 0.5, 4)).toBe('unmet');
  });

  it('keeps cancellations under 5%: exactly 5% falls short', () => {
    expect(standingStatus('cancellations', 0, 20)).toBe('met');
    expect(standingStatus('cancellations', 0.04, 25)).toBe('met');
    expect(standingStatus('cancellations', 0.05, 20)).toBe('unmet');
  });

  it('asks for a 4+ star average', () => {
    expect(standingStatus('reviews', 4, 3)).toBe('met');
    expect(standingStatus('reviews', 3.99, 10)).toBe('unmet');
  });

  it('does not judge on too few cases or without a figure', () => {
    expect(standingStatus('replies', 0, 2)).toBe('not_enough_data');
    expect(standingStatus('quoteRequests', null, 0)).toBe('not_enough_data');
    expect(standingStatus('cancellations', 0.5, 4)).toBe('not_enough_data');
    expect(standingStatus('reviews', 1, 2)).toBe('not_enough_data');
    expect(standingStatus('reviews', Number.NaN, 10)).toBe('not_enough_data');
  });
});

describe('standingLines', () => {
  it('shows a vendor meeting every rule it can be judged on', () => {
    const lines = standingLines(figures());
    expect(lines.map((l) => [l.title, l.status, l.figure])).toEqual([
      ['Message replies', 'met', '10 of 10 answered within 24 hours (100%)'],
      ['Booking requests', 'not_enough_data', 'Not enough data yet: 3 requests needed (0 so far)'],
      ['Cancellations', 'met', '0 of 20 bookings cancelled by you (0%)'],
      ['Review average', 'met', '4.6 stars over 5 reviews'],
    ]);
    expect(lines.map((l) => l.requirement)).toEqual([
      'Reply to messages within 24 hours',
      'Answer booking requests within 12 hours',
      'Keep cancellations under 5% of your bookings',
      'Keep a 4+ star average',
    ]);
    expect(lines.every((l) => l.shortfall === null)).toBe(true);
    expect(standingHeadline(lines)).toBe('You meet every rule we can judge.');
  });

  it('says in words what falls short', () => {
    const lines = standingLines(
      figures({
        replies: { turns: 10, within_24h: 8 },
        quote_requests: { requests: 4, within_12h: 2 },
        cancellations: { bookings: 20, by_vendor: 1 },
        reviews: { count: 4, average: 3.5 },
      }),
    );
    expect(lines.map((l) => l.shortfall)).toEqual([
      'You answered 8 of 10 messages within 24 hours (80%); at least 90% should be.',
      'You answered 2 of 4 booking requests within 12 hours (50%); at least 90% should be.',
      'You cancelled 1 of 20 bookings (5%); keep it under 5%.',
      'Your reviews average 3.5 stars; keep it at 4 or more.',
    ]);
    expect(standingHeadline(lines)).toBe('Falls short on 4 of 4 rules.');
  });

  it('says how much more data a rule needs', () => {
    const lines = standingLines(
      figures({
        replies: { turns: 2, within_24h: 0 },
        quote_requests: { requests: 1, within_12h: 1 },
        cancellations: { bookings: 4, by_vendor: 2 },
        reviews: { count: 0, average: null },
      }),
    );
    expect(lines.map((l) => [l.status, l.figure])).toEqual([
      ['not_enough_data', 'Not enough data yet: 3 conversations needed (2 so far)'],
      ['not_enough_data', 'Not enough data yet: 3 requests needed (1 so far)'],
      ['not_enough_data', 'Not enough data yet: 5 paid bookings needed (4 so far)'],
      ['not_enough_data', 'Not enough data yet: 3 reviews needed (0 so far)'],
    ]);
    expect(standingHeadline(lines)).toBe('You meet every rule we can judge.');
  });

  it('reads the average as the database sends it (a numeric may come as a string)', () => {
    const lines = standingLines(figures({ reviews: { count: 3, average: '3.67' as unknown as number } }));
    expect(lines[3]?.figure).toBe('3.7 stars over 3 reviews');
    expect(lines[3]?.status).toBe('unmet');
  });
});

it('labels the period', () => {
  expect(standingPeriodLabel(figures())).toBe('Last 90 days (Aug 30 – Nov 28, 2026)');
});
