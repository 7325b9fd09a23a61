import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../time/clock-time.ts';
import { generateSlots } from './generate-slots.ts';

const starts = (slots: { start: string }[]) => slots.map((s) => s.start);

describe('generateSlots', () => {
  it('steps by one hour and keeps each slot inside its window', () => {
    const slots = generateSlots({ windows: [{ start: '09:00', end: '17:00' }], durationHours: 2.5 });
    expect(starts(slots)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(slots[5]).toMatchObject({ start: '14:00', end: '16:30', endsNextDay: false });
  });

  it('wraps a window that ends at or before its start past midnight', () => {
    const slots = generateSlots({ windows: [{ start: '18:00', end: '02:00' }], durationHours: 3 });
    expect(starts(slots)).toEqual(['18:00', '19:00', '20:00', '21:00', '22:00', '23:00']);
    expect(slots.at(-1)).toMatchObject({
      start: '23:00',
      end: '02:00',
      endsNextDay: true,
      startsNextDay: false,
    });
    expect(slots[3]).toMatchObject({ start: '21:00', end: '00:00', endsNextDay: true });
    expect(slots[2]).toMatchObject({ end: '23:00', endsNextDay: false });
  });

  it('flags slots that start after midnight', () => {
    const slots = generateSlots({ windows: [{ start: '22:00', end: '03:00' }], durationHours: 2 });
    expect(slots.map((s) => [s.start, s.end, s.startsNextDay])).toEqual([
      ['22:00', '00:00', false],
      ['23:00', '01:00', false],
      ['00:00', '02:00', true],
      ['01:00', '03:00', true],
    ]);
  });

  it('gives nothing when the duration does not fit or is not positive', () => {
    expect(generateSlots({ windows: [{ start: '10:00', end: '12:00' }], durationHours: 3 })).toEqual([]);
    expect(generateSlots({ windows: [{ start: '10:00', end: '12:00' }], durationHours: 0 })).toEqual([]);
    expect(generateSlots({ windows: [{ start: 'bad', end: '12:00' }], durationHours: 1 })).toEqual([]);
  });

  it('removes slots that overlap a booking, but not ones that only touch it', () => {
    const slots = generateSlots({
      windows: [{ start: '10:00', end: '14:00' }],
      durationHours: 1,
      bookings: [{ time: '11:00', durationHours: 1 }],
    });
    expect(starts(slots)).toEqual(['10:00', '12:00', '13:00']);
    const two = generateSlots({
      windows: [{ start: '10:00', end: '14:00' }],
      durationHours: 2,
      bookings: [{ time: '11:00:00', durationHours: '1' }],
    });
    expect(starts(two)).toEqual(['12:00']);
  });

  it('respects a booking that started the previous evening', () => {
    const slots = generateSlots({
      date: '2026-11-28',
      windows: [{ start: '00:00', end: '04:00' }],
      durationHours: 1,
      bookings: [{ date: '2026-11-27', time: '23:00', durationHours: 3 }],
    });
    expect(starts(slots)).toEqual(['02:00', '03:00']);
  });

  it('respects a booking on the next morning for an overnight window', () => {
    const slots = generateSlots({
      date: '2026-03-07',
      windows: [{ start: '20:00', end: '03:00' }],
      durationHours: 2,
      bookings: [{ date: '2026-03-08', time: '01:00', durationHours: 1 }],
    });
    expect(starts(slots)).toEqual(['20:00', '21:00', '22:00', '23:00']);
  });

  it('merges duplicate slots from overlapping windows', () => {
    const slots = generateSlots({
      windows: [
        { start: '12:00', end: '16:00' },
        { start: '10:00', end: '14:00' },
      ],
      durationHours: 2,
    });
    expect(starts(slots)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00']);
  });

  const time = fc.integer({ min: 0, max: 23 * 4 + 3 }).map((q) => formatClockTime(q * 15));
  it('never lets a slot leave its window or overlap a booking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ start: time, end: time }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 16 }).map((h) => h / 2),
        fc.array(
          fc.record({
            date: fc.constantFrom('2026-11-27', '2026-11-28', '2026-11-29'),
            time,
            durationHours: fc.integer({ min: 1, max: 12 }).map((h) => h / 2),
          }),
          { maxLength: 4 },
        ),
        (windows, durationHours, bookings) => {
          const slots = generateSlots({ date: '2026-11-28', windows, durationHours, bookings });
          for (const slot of slots) {
            expect(slot.endMinutes - slot.startMinutes).toBe(durationHours * 60);
            const inside = windows.some((w) => {
              const ws = toMinutes(w.start);
              let we = toMinutes(w.end);
              if (we <= ws) we += 1440;
              return slot.startMinutes >= ws && slot.endMinutes <= we && (slot.startMinutes - ws) % 60 === 0;
            });
            expect(inside).toBe(true);
            for (const b of bookings) {
              const offset = b.date === '2026-11-27' ? -1440 : b.date === '2026-11-29' ? 1440 : 0;
              const bs = offset + toMinutes(b.time);
              const be = bs + b.durationHours * 60;
              expect(slot.startMinutes < be && bs < slot.endMinutes).toBe(false);
            }
          }
        },
      ),
    );
  });
});

function toMinutes(t: string): number {
  const [h, m] = t.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
