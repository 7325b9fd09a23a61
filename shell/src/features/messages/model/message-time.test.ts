import { describe, expect, it } from 'vitest';
import { formatInboxTime, formatMessageTime } from './message-time';

// The formatter's spaces before AM/PM may be narrow no-break spaces: compare with plain ones.
const plain = (text: string) => text.replace(/\s/g, ' ');
const local = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();
const now = new Date(2026, 10, 28, 15, 0);

describe('formatMessageTime', () => {
  it('shows the time alone today, the day and time before', () => {
    expect(plain(formatMessageTime(local(2026, 11, 28, 14, 5), now))).toBe('2:05 PM');
    expect(plain(formatMessageTime(local(2026, 11, 27, 9, 30), now))).toBe('Nov 27, 9:30 AM');
  });
});

describe('formatInboxTime', () => {
  it('shows the time today, the day this year, the full date before', () => {
    expect(plain(formatInboxTime(local(2026, 11, 28, 14, 5), now))).toBe('2:05 PM');
    expect(plain(formatInboxTime(local(2026, 3, 3), now))).toBe('Mar 3');
    expect(plain(formatInboxTime(local(2025, 12, 30), now))).toBe('Dec 30, 2025');
  });
});
