import { describe, expect, it } from 'vitest';
import { eventLine, quoteIsOpen, quoteStatus } from './quote-status';

describe('eventLine', () => {
  it('reads the event of a request in one line', () => {
    expect(eventLine('2026-12-12', '18:00:00', 4, 80)).toBe(
      'Sat, Dec 12, 2026 · 6:00 PM · 4 hours · 80 guests',
    );
    expect(eventLine('2027-01-03', '09:30', 1, 1)).toBe('Sun, Jan 3, 2027 · 9:30 AM · 1 hour · 1 guest');
  });
});

describe('quoteStatus', () => {
  it('names each state', () => {
    expect(quoteStatus('waiting').label).toBe('Waiting for your answer');
    expect(quoteStatus('booked').label).toBe('Booked');
    expect(quoteStatus('something').label).toBe('something');
  });

  it('lets the vendor answer only waiting and offered quotes', () => {
    expect(['waiting', 'offered', 'declined', 'expired', 'booked'].filter(quoteIsOpen)).toEqual([
      'waiting',
      'offered',
    ]);
  });
});
