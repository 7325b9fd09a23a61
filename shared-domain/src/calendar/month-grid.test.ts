import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './calendar-date.ts';
import { calendarMonthGrid, isInMonth, shiftMonth } from './month-grid.ts';

describe('calendarMonthGrid', () => {
  it.each([
    // year, monthIndex, first cell, last cell
    [2026, 10, '2026-11-01', '2026-12-12'], // November 2026 starts on a Sunday
    [2026, 9, '2026-09-27', '2026-11-07'], // October 2026 starts on a Thursday
    [2026, 2, '2026-03-01', '2026-04-11'], // March 2026: US clocks change on the 8th
    [2026, 3, '2026-03-29', '2026-05-09'], // April 2026: Auckland clocks change on the 5th
    [2024, 1, '2024-01-28', '2024-03-09'], // leap February
    [2026, 12, '2026-12-27', '2027-02-06'], // monthIndex 12 rolls into January 2027
  ])('%i/%i runs from %s to %s', (year, monthIndex, first, last) => {
    const grid = calendarMonthGrid(year, monthIndex);
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe(first);
    expect(grid[41]).toBe(last);
  });

  it('has 42 consecutive days starting on a Sunday and covering the whole month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 0, max: 11 }),
        (year, monthIndex) => {
          const grid = calendarMonthGrid(year, monthIndex);
          expect(grid).toHaveLength(42);
          expect(weekdayOf(grid[0]!)).toBe(0);
          grid.forEach((cell, i) => {
            if (i > 0) expect(cell).toBe(addDays(grid[i - 1]!, 1));
          });
          const month = `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`;
          expect(grid.filter((d) => d.startsWith(month)).length).toBe(
            new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate(),
          );
          expect(grid.filter((d) => isInMonth(d, year, monthIndex)).length).toBeGreaterThanOrEqual(28);
        },
      ),
    );
  });
});

describe('shiftMonth', () => {
  it('wraps across years both ways', () => {
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, monthIndex: 0 });
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, monthIndex: 11 });
    expect(shiftMonth(2026, 5, 0)).toEqual({ year: 2026, monthIndex: 5 });
  });
});
