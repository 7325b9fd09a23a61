import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  formatLongDate,
  isCalendarDate,
  localDateOf,
  localToday,
  parseCalendarDate,
  weekdayOf,
} from './calendar-date.ts';

describe('calendar dates', () => {
  it('parses only real YYYY-MM-DD dates', () => {
    expect(parseCalendarDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseCalendarDate('2026-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2026-13-01')).toBeUndefined();
    expect(parseCalendarDate('2026-1-01')).toBeUndefined();
    expect(parseCalendarDate(20260101)).toBeUndefined();
    expect(isCalendarDate('2026-11-22')).toBe(true);
  });

  it.each([
    ['2026-03-07', 1, '2026-03-08'], // US spring-forward weekend
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-04-04', 2, '2026-04-06'], // Auckland autumn change on 2026-04-05
    ['2026-09-26', 1, '2026-09-27'], // Auckland spring change
    ['2026-11-01', -1, '2026-10-31'], // US fall-back day
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
  ])('%s + %i day(s) = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('knows weekdays', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // Sunday
    expect(weekdayOf('2026-11-27')).toBe(5); // Friday
    expect(weekdayOf('2026-03-08')).toBe(0);
  });

  it('adds months with end-of-month clamping', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', 3)).toBe('2027-02-22');
    expect(addMonths('2026-11-22', 6)).toBe('2027-05-22');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('addDays and daysBetween agree for any date and offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1970, 0, 1)),
          max: new Date(Date.UTC(2200, 0, 1)),
          noInvalidDate: true,
        }),
        fc.integer({ min: -4000, max: 4000 }),
        (d, n) => {
          const date = d.toISOString().slice(0, 10);
          const shifted = addDays(date, n);
          expect(isCalendarDate(shifted)).toBe(true);
          expect(daysBetween(date, shifted)).toBe(n);
          expect(weekdayOf(shifted)).toBe((((weekdayOf(date) + n) % 7) + 7) % 7);
        },
      ),
    );
  });

  it('reads today from the local clock', () => {
    const now = new Date(2026, 10, 22, 23, 30); // local 23:30 on 22 November
    expect(localToday(now)).toBe('2026-11-22');
    expect(localDateOf(new Date(2026, 10, 22, 0, 5))).toBe('2026-11-22');
    expect(localDateOf('not a date')).toBeUndefined();
  });
});

describe('formatLongDate', () => {
  it('spells the weekday, month and year', () => {
    expect(formatLongDate('2026-12-19')).toBe('Saturday, December 19, 2026');
    expect(formatLongDate('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatLongDate('not a date')).toBe('not a date');
  });
});
