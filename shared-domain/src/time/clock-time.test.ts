import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatTime12h, parseClockTime } from './clock-time.ts';

describe('clock times', () => {
  it.each([
    ['18:30', 1110],
    ['07:05:00', 425],
    ['7:05', 425],
    ['00:00', 0],
    ['23:59', 1439],
    ['24:00', undefined],
    ['12:60', undefined],
    ['noon', undefined],
    ['', undefined],
  ])('%s → %s minutes', (text, minutes) => {
    expect(parseClockTime(text)).toBe(minutes);
  });

  it('formats and parses back every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(parseClockTime(formatClockTime(m))).toBe(m);
      }),
    );
    expect(formatClockTime(1500)).toBe('01:00');
  });

  it.each([
    ['18:00', '6:00 PM'],
    ['00:30', '12:30 AM'],
    ['12:00', '12:00 PM'],
    ['09:15:00', '9:15 AM'],
    ['bad', 'bad'],
  ])('%s reads %s', (time, text) => {
    expect(formatTime12h(time)).toBe(text);
  });
});
