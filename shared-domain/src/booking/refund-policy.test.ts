import { describe, expect, it } from 'vitest';
import { hostCancellation, inGraceWindow, vendorMayCancel, zonedInstant } from './refund-policy.ts';

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

describe('the grace window: an event within 7 days of booking, cancelled within 4 hours', () => {
  // Booked Monday 2026-12-07 10:00 Chicago (16:00Z) for Friday 2026-12-11 18:00 Chicago (2026-12-12 00:00Z).
  const bookedAt = new Date('2026-12-07T16:00:00Z');
  const friday = new Date('2026-12-12T00:00:00Z');
  const at = (iso: string) => new Date(iso);
  const cancel = (now: Date, eventStart = friday) =>
    hostCancellation({ subtotalCents: 45000, feeCents: 2250, bookedAt, eventStart, now });

  it('booked Monday 10:00 for Friday: cancelled 13:59 → everything back, the fee included', () => {
    expect(cancel(at('2026-12-07T19:59:00Z'))).toMatchObject({
      allowed: true,
      grace: true,
      percent: 100,
      refundCents: 47250,
    });
    expect(cancel(at('2026-12-07T20:00:00Z'))).toMatchObject({ grace: true, refundCents: 47250 });
  });

  it('cancelled 14:01 → the normal policy (Friday is 100 h away: the booking amount, not the fee)', () => {
    expect(cancel(at('2026-12-07T20:01:00Z'))).toMatchObject({
      allowed: true,
      grace: false,
      percent: 100,
      refundCents: 45000,
    });
  });

  it('a Wednesday event booked Monday 10:00, cancelled 13:00 → everything back, where the policy gives 50%', () => {
    const wednesday = new Date('2026-12-09T16:00:00Z'); // 48 h after booking
    expect(cancel(at('2026-12-07T19:00:00Z'), wednesday)).toMatchObject({ grace: true, refundCents: 47250 });
    expect(cancel(at('2026-12-07T20:01:00Z'), wednesday)).toMatchObject({
      grace: false,
      percent: 50,
      refundCents: 22500,
    });
  });

  it('an event 8 days after booking → the normal policy even within 4 hours', () => {
    const eightDays = new Date(bookedAt.getTime() + 8 * 86_400_000);
    expect(cancel(at('2026-12-07T17:00:00Z'), eightDays)).toMatchObject({
      grace: false,
      percent: 100,
      refundCents: 45000,
    });
    expect(
      inGraceWindow({ bookedAt, eventStart: new Date(bookedAt.getTime() + 7 * 86_400_000), now: bookedAt }),
    ).toBe(true);
  });

  it('without a booking time (never paid) there is no grace window', () => {
    expect(
      hostCancellation({
        subtotalCents: 45000,
        feeCents: 2250,
        bookedAt: null,
        eventStart: friday,
        now: bookedAt,
      }),
    ).toMatchObject({ grace: false, refundCents: 45000 });
  });
});

describe('vendorMayCancel: vendors need 7 days of notice', () => {
  const friday = new Date('2026-12-12T00:00:00Z');
  it('allows 7 days or more before the event, refuses any closer', () => {
    expect(vendorMayCancel({ eventStart: friday, now: new Date('2026-12-05T00:00:00Z') })).toBe(true);
    expect(vendorMayCancel({ eventStart: friday, now: new Date('2026-12-01T00:00:00Z') })).toBe(true);
    expect(vendorMayCancel({ eventStart: friday, now: new Date('2026-12-05T00:01:00Z') })).toBe(false);
    expect(vendorMayCancel({ eventStart: friday, now: new Date('2026-12-11T12:00:00Z') })).toBe(false);
  });
});
