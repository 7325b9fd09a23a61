import { describe, expect, it } from 'vitest';
import {
  isToday,
  isWithinLast7Days,
  isWithinLastMonth,
  matchesTimeFilter,
  timeFilterStart,
} from './time-filters.ts';

// Local wall-clock times: these hold in every time zone the suite runs in.
const now = new Date(2026, 10, 22, 15, 0); // 22 Nov 2026 15:00 local

describe('time filters', () => {
  it.each([
    [new Date(2026, 10, 22, 0, 1), true, true, true],
    [new Date(2026, 10, 21, 23, 59), false, true, true],
    [new Date(2026, 10, 15, 15, 0), false, true, true],
    [new Date(2026, 10, 15, 14, 59), false, false, true],
    [new Date(2026, 9, 22, 15, 0), false, false, true],
    [new Date(2026, 9, 22, 14, 59), false, false, false],
  ])('%s → today %s, last 7 days %s, last month %s', (at, today, week, month) => {
    expect(isToday(at, now)).toBe(today);
    expect(isWithinLast7Days(at, now)).toBe(week);
    expect(isWithinLastMonth(at, now)).toBe(month);
    expect(matchesTimeFilter(at.toISOString(), 'today', now)).toBe(today);
  });

  it('clamps last month to the end of a shorter month', () => {
    const endOfMarch = new Date(2026, 2, 31, 12, 0);
    expect(isWithinLastMonth(new Date(2026, 1, 28, 12, 0), endOfMarch)).toBe(true);
    expect(isWithinLastMonth(new Date(2026, 1, 28, 11, 59), endOfMarch)).toBe(false);
  });

  it('lets everything through "all" and nothing unreadable through the others', () => {
    expect(matchesTimeFilter('garbage', 'all', now)).toBe(true);
    expect(matchesTimeFilter('garbage', 'today', now)).toBe(false);
    expect(matchesTimeFilter(null, 'last7days', now)).toBe(false);
  });

  it('holds across daylight-saving changes', () => {
    // US clocks jump on 2026-03-08, Auckland's on 2026-04-05; local constructors keep the wall-clock times.
    const afterUsChange = new Date(2026, 2, 9, 1, 0);
    expect(isToday(new Date(2026, 2, 9, 0, 30), afterUsChange)).toBe(true);
    expect(isToday(new Date(2026, 2, 8, 23, 30), afterUsChange)).toBe(false);
    const afterNzChange = new Date(2026, 3, 5, 12, 0);
    expect(isToday(new Date(2026, 3, 5, 0, 1), afterNzChange)).toBe(true);
    expect(isWithinLastMonth(new Date(2026, 2, 5, 12, 0), afterNzChange)).toBe(true);
    expect(isWithinLastMonth(new Date(2026, 2, 5, 11, 59), afterNzChange)).toBe(false);
    const week = new Date(2026, 2, 10, 12, 0);
    expect(isWithinLast7Days(new Date(2026, 2, 3, 12, 0), week)).toBe(true);
    expect(isWithinLast7Days(new Date(2026, 2, 3, 10, 0), week)).toBe(false);
  });

  it('gives the lower bound the server filters on', () => {
    expect(timeFilterStart('all', now)).toBeNull();
    expect(timeFilterStart('today', now)).toEqual(new Date(2026, 10, 22, 0, 0));
    expect(timeFilterStart('last7days', now)?.getTime()).toBe(now.getTime() - 7 * 86_400_000);
    expect(timeFilterStart('lastMonth', now)).toEqual(new Date(2026, 9, 22, 15, 0));
    expect(timeFilterStart('lastMonth', new Date(2026, 2, 31, 9, 30))).toEqual(new Date(2026, 1, 28, 9, 30));
  });
});
