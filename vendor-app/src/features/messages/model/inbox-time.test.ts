import { describe, expect, it } from 'vitest';
import { inboxTime } from './inbox-time';

// Local times: the test environment's zone decides the day, as the viewer's does.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('inboxTime', () => {
  const now = local(2026, 11, 28, 13, 0);
  it('shows the time for a message of today', () => {
    expect(inboxTime(local(2026, 11, 28, 0, 5).toISOString(), now)).toBe('12:05 AM');
    expect(inboxTime(local(2026, 11, 28, 15, 5).toISOString(), now)).toBe('3:05 PM');
  });
  it('shows the day for an earlier one this year, and the year before that', () => {
    expect(inboxTime(local(2026, 11, 27, 23, 59).toISOString(), now)).toBe('Nov 27');
    expect(inboxTime(local(2026, 1, 2).toISOString(), now)).toBe('Jan 2');
    expect(inboxTime(local(2025, 12, 30).toISOString(), now)).toBe('Dec 30, 2025');
  });
});
