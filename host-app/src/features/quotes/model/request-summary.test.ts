import { describe, expect, it } from 'vitest';
import { requestSummary } from './request-summary';

describe('requestSummary', () => {
  it('reads date, start, hours, guests, location and the budget when given', () => {
    const request = {
      event_date: '2026-12-12',
      start_time: '18:00:00',
      duration_hours: 4,
      guest_count: 80,
      location: 'Austin',
      budget_cents: null,
    };
    expect(requestSummary(request)).toBe(
      'Saturday, December 12, 2026 at 6:00 PM · 4 hours · 80 guests · Austin',
    );
    expect(requestSummary({ ...request, guest_count: 1, duration_hours: 1, budget_cents: 150_000 })).toBe(
      'Saturday, December 12, 2026 at 6:00 PM · 1 hour · 1 guest · Austin · Budget $1,500.00',
    );
  });
});
