import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../calendar/calendar-date.ts';
import {
  AVAILABILITY_MESSAGES,
  checkRecurringAvailability,
  checkTimeRange,
  defaultRecurringRange,
  isTimeSlotTemplateComplete,
  recurringDates,
  timeSlotText,
  validateAvailabilityDrop,
  validateRecurringAvailability,
  validateTimeSlotTemplate,
} from './recurring.ts';

const MON = 1;
const FRI = 5;
const SUN = 0;

describe('recurringDates', () => {
  it('lists chosen weekdays in range, dropping past dates', () => {
    expect(
      recurringDates({
        startDate: '2026-11-20',
        endDate: '2026-12-06',
        weekdays: [MON, FRI],
        today: '2026-11-22',
      }),
    ).toEqual(['2026-11-23', '2026-11-27', '2026-11-30', '2026-12-04']);
  });

  it('keeps today and walks across daylight-saving changes', () => {
    expect(
      recurringDates({
        startDate: '2026-03-01',
        endDate: '2026-03-15',
        weekdays: [SUN],
        today: '2026-03-01',
      }),
    ).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
    expect(
      recurringDates({
        startDate: '2026-04-01',
        endDate: '2026-04-12',
        weekdays: [SUN],
        today: '2026-03-01',
      }),
    ).toEqual(['2026-04-05', '2026-04-12']);
  });

  it('gives nothing for a reversed range', () => {
    expect(
      recurringDates({
        startDate: '2026-12-01',
        endDate: '2026-11-01',
        weekdays: [MON],
        today: '2026-01-01',
      }),
    ).toEqual([]);
  });

  it('only returns dates in range, on chosen weekdays, not in the past, each once and in order', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 120 }),
        fc.subarray([0, 1, 2, 3, 4, 5, 6]),
        day,
        (start, span, weekdays, today) => {
          const end = addDays(start, span);
          const dates = recurringDates({ startDate: start, endDate: end, weekdays, today });
          for (const date of dates) {
            expect(date >= start && date <= end).toBe(true);
            expect(date >= today).toBe(true);
            expect(weekdays).toContain(weekdayOf(date));
          }
          expect([...new Set(dates)].sort()).toEqual(dates);
          const expectedCount = Array.from({ length: span + 1 }, (_, i) => addDays(start, i)).filter(
            (d) => d >= today && weekdays.includes(weekdayOf(d)),
          ).length;
          expect(dates).toHaveLength(expectedCount);
        },
      ),
    );
  });

  it('defaults to today through three months ahead', () => {
    expect(defaultRecurringRange('2026-11-22')).toEqual({ startDate: '2026-11-22', endDate: '2027-02-22' });
  });
});

describe('checkRecurringAvailability (spec part 2, section 5)', () => {
  const valid = {
    startTime: '18:00',
    endTime: '23:00',
    startDate: '2026-11-22',
    endDate: '2026-12-31',
    weekdays: [FRI],
    today: '2026-11-22',
  };

  it.each([
    [{ startTime: '' }, 'Please fill in all fields for recurring availability.'],
    [{ endTime: null }, 'Please fill in all fields for recurring availability.'],
    [{ startDate: '' }, 'Please fill in all fields for recurring availability.'],
    [{ endDate: undefined }, 'Please fill in all fields for recurring availability.'],
    [{ weekdays: [] }, 'Please fill in all fields for recurring availability.'],
    [{ startTime: '10:00', endTime: '10:00' }, 'Start and end time cannot be the same.'],
    [{ startTime: '22:00', endTime: '04:30' }, 'Overnight slots must end by 4:00 AM.'],
    [
      { startDate: '2026-11-23', endDate: '2026-11-26' },
      'No matching dates found for the selected criteria.',
    ],
    [{ startDate: '2026-11-01', endDate: '2026-11-20' }, 'All selected dates are in the past.'],
  ])('%j → %s', (change, message) => {
    expect(validateRecurringAvailability({ ...valid, ...change })).toBe(message);
  });

  it('accepts an overnight slot ending at 4:00 AM and returns the dates to create', () => {
    const result = checkRecurringAvailability({
      ...valid,
      startTime: '22:00',
      endTime: '04:00',
      endDate: '2026-12-05',
    });
    expect(result).toEqual({ dates: ['2026-11-27', '2026-12-04'] });
  });

  it('returns nothing or one of its messages for any input, never throwing', () => {
    const messages = Object.values(AVAILABILITY_MESSAGES) as string[];
    fc.assert(
      fc.property(
        fc.record({
          startTime: fc.oneof(fc.string(), fc.constantFrom('09:00', '22:00', '04:00', null)),
          endTime: fc.oneof(fc.string(), fc.constantFrom('17:00', '02:00', '05:00', null)),
          startDate: fc.oneof(fc.string(), fc.constantFrom('2026-11-01', '2026-11-22', null)),
          endDate: fc.oneof(fc.string(), fc.constantFrom('2026-11-10', '2026-12-31', null)),
          weekdays: fc.oneof(fc.constant(null), fc.array(fc.integer({ min: -2, max: 9 }), { maxLength: 8 })),
          today: fc.constantFrom('2026-11-22', 'garbage'),
        }),
        (input) => {
          const message = validateRecurringAvailability(input);
          if (message !== undefined) expect(messages).toContain(message);
        },
      ),
    );
  });
});

describe('single templates and drops', () => {
  it.each([
    ['09:00', '17:00', undefined],
    ['18:00', '02:00', undefined],
    ['22:00', '04:00', undefined],
    ['18:00', '00:00', undefined],
    ['22:00', '05:00', 'Overnight slots must end by 4:00 AM.'],
    ['12:00', '12:00', 'Start and end time cannot be the same.'],
    ['', '12:00', undefined],
  ])('%s–%s → %s', (startTime, endTime, result) => {
    expect(validateTimeSlotTemplate({ startTime, endTime })).toBe(result);
  });

  it('needs both times before a template can be saved', () => {
    expect(isTimeSlotTemplateComplete({ startTime: '', endTime: '12:00' })).toBe(false);
    expect(isTimeSlotTemplateComplete({ startTime: '09:00', endTime: null })).toBe(false);
    expect(isTimeSlotTemplateComplete({ startTime: '09:00', endTime: '12:00' })).toBe(true);
  });

  it('checkTimeRange ignores unreadable times', () => {
    expect(checkTimeRange('x', '10:00')).toBeUndefined();
  });

  it('refuses drops on past dates', () => {
    expect(validateAvailabilityDrop('2026-11-21', '2026-11-22')).toBe(
      "You can't set availability for past dates.",
    );
    expect(validateAvailabilityDrop('2026-11-22', '2026-11-22')).toBeUndefined();
  });

  it.each([
    ['09:00', '17:00', '9:00 AM - 5:00 PM'],
    ['18:00', '02:00', '6:00 PM - 2:00 AM (+1)'],
    ['22:00:00', '00:00:00', '10:00 PM - 12:00 AM (+1)'],
  ])('%s–%s reads %s', (start, end, text) => {
    expect(timeSlotText(start, end)).toBe(text);
  });
});
