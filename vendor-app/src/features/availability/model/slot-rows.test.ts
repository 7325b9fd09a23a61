import { describe, expect, it } from 'vitest';
import { recurringSummary } from './slot-rows';

describe('recurringSummary', () => {
  it('says the times, the weekdays and the first and last date created', () => {
    // 2026-12-01 is a Tuesday.
    expect(
      recurringSummary(['2026-12-03', '2026-12-01', '2026-12-08', '2026-12-10', '2026-12-15', '2026-12-17'], {
        startTime: '09:00',
        endTime: '12:00',
      }),
    ).toBe(
      '9:00 AM - 12:00 PM on Tuesdays and Thursdays, from Tuesday, December 1, 2026 to Thursday, December 17, 2026.',
    );
    expect(
      recurringSummary(['2026-12-05', '2026-12-06', '2026-12-07'], { startTime: '22:00', endTime: '02:00' }),
    ).toBe(
      '10:00 PM - 2:00 AM (+1) on Sundays, Mondays and Saturdays, from Saturday, December 5, 2026 to Monday, December 7, 2026.',
    );
  });

  it('names the one date when only one was created, and nothing for none', () => {
    expect(recurringSummary(['2026-12-01'], { startTime: '09:00', endTime: '12:00' })).toBe(
      '9:00 AM - 12:00 PM on Tuesday, December 1, 2026.',
    );
    expect(recurringSummary([], { startTime: '09:00', endTime: '12:00' })).toBe('');
  });
});
