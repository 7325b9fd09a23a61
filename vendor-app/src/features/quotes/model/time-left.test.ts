import { describe, expect, it } from 'vitest';
import { formatSpan, replyDeadline, requestExpiry, responseRateText } from './time-left';

const now = new Date('2026-11-28T10:00:00Z');

describe('formatSpan', () => {
  it.each([
    [45, 'under a minute'],
    [600, '10 min'],
    [8100, '2 h 15 min'],
    [7200, '2 h'],
    [93600, '1 d 2 h'],
    [172800, '2 d'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatSpan(seconds)).toBe(text);
  });
});

describe('replyDeadline', () => {
  it('counts down to the 12-hour deadline', () => {
    expect(replyDeadline('2026-11-28T15:30:00Z', now)).toEqual({
      overdue: false,
      soon: false,
      text: '5 h 30 min left to reply',
    });
    expect(replyDeadline('2026-11-28T11:00:00Z', now)).toEqual({
      overdue: false,
      soon: true,
      text: '1 h left to reply',
    });
  });

  it('says how late once the deadline has passed', () => {
    expect(replyDeadline('2026-11-28T09:15:00Z', now)).toEqual({
      overdue: true,
      soon: false,
      text: 'Reply overdue by 45 min',
    });
    expect(replyDeadline('2026-11-28T10:00:00Z', now).overdue).toBe(true);
  });
});

describe('requestExpiry', () => {
  it('is the time left until the request expires, or expired', () => {
    expect(requestExpiry('2026-11-30T10:00:00Z', now)).toBe('Expires in 2 d');
    expect(requestExpiry('2026-11-28T09:00:00Z', now)).toBe('Expired');
  });
});

describe('responseRateText', () => {
  it('says how many requests were answered in time', () => {
    expect(responseRateText({ answered_within_12h: 9, requests: 10 })).toBe(
      'Answered within 12 hours: 9 of 10 in the last 90 days',
    );
    expect(responseRateText({ answered_within_12h: 0, requests: 0 })).toBe(
      'No quote requests in the last 90 days.',
    );
  });
});
