import { describe, expect, it } from 'vitest';
import { hostCancellation, zonedInstant } from './refund-policy.ts';

describe('zonedInstant', () => {
  it('reads a wall-clock time in the vendor zone, daylight saving included', () => {
    expect(zonedInstant('2026-07-04', '19:00', 'America/Chicago').toISOString()).toBe(
      '2026-07-05T00:00:00.000Z',
    );
    expect(zonedInstant('2026-12-04', '19:00:00', 'America/Chicago').toISOString()).toBe(
      '2026-12-05T01:00:00.000Z',
    );
    expect(zonedInstant('2026-12-04', '19:00', 'UTC').toISOString()).toBe('2026-12-04T19:00:00.000Z');
    expect(zonedInstant('2026-01-01', '09:30', 'Pacific/Auckland').toISOString()).toBe(
      '2025-12-31T20:30:00.000Z',
    );
  });

  it('takes the offset of the day a DST change happens', () => {
    // 2026-11-01 02:00 CDT → 01:00 CST; 10:00 that day is CST (UTC−6).
    expect(zonedInstant('2026-11-01', '10:00', 'America/Chicago').toISOString()).toBe(
      '2026-11-01T16:00:00.000Z',
    );
    // 2026-03-08 02:00 CST → 03:00 CDT; 12:00 that day is CDT (UTC−5).
    expect(zonedInstant('2026-03-08', '12:00', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T17:00:00.000Z',
    );
  });
});

describe('hostCancellation', () => {
  const eventStart = new Date('2026-12-10T18:00:00Z');
  const hoursBefore = (h: number) => new Date(eventStart.getTime() - h * 3_600_000);

  it.each([
    [100, 100, 45000],
    [72, 100, 45000],
    [71.5, 50, 22500],
    [24, 50, 22500],
    [23.9, 0, 0],
    [0.1, 0, 0],
  ])('%d h before a $450.00 booking → %d%%, %d cents', (hours, percent, refundCents) => {
    expect(hostCancellation({ subtotalCents: 45000, eventStart, now: hoursBefore(hours) })).toMatchObject({
      allowed: true,
      percent,
      refundCents,
    });
  });

  it('refuses once the event has started', () => {
    expect(hostCancellation({ subtotalCents: 45000, eventStart, now: eventStart })).toMatchObject({
      allowed: false,
      percent: 0,
      refundCents: 0,
    });
    expect(hostCancellation({ subtotalCents: 45000, eventStart, now: hoursBefore(-1) }).allowed).toBe(false);
  });

  it('rounds half of an odd amount down to whole cents', () => {
    expect(hostCancellation({ subtotalCents: 12345, eventStart, now: hoursBefore(30) }).refundCents).toBe(
      6172,
    );
  });
});
