import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, EVENT_MESSAGES, type EventInput, eventError } from './events.ts';

const today = '2026-12-01';
const event: EventInput = {
  name: "Sam's 30th",
  eventDate: '2026-12-12',
  startTime: '18:00',
  hours: 4,
  city: 'Austin, TX',
  guests: 80,
  categories: ['DJ', 'Bartender', 'Photographer'],
};

describe('eventError', () => {
  it('accepts a complete event', () => {
    expect(eventError(event, today)).toBeUndefined();
    expect(eventError({ ...event, categories: [] }, today)).toBeUndefined();
    expect(
      eventError({ ...event, hours: 1.5, guests: 5000, eventDate: '2028-11-30' }, today),
    ).toBeUndefined();
  });

  it.each<[Partial<EventInput>, string]>([
    [{ name: ' ' }, EVENT_MESSAGES.nameRequired],
    [{ name: '\u200B' }, EVENT_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(121) }, EVENT_MESSAGES.nameTooLong],
    [{ name: 'Party\u202E' }, 'The name contains text-direction characters, which are not allowed.'],
    [{ eventDate: null }, EVENT_MESSAGES.dateRequired],
    [{ eventDate: '2026-12-01' }, 'The event date must be tomorrow or later.'],
    [{ eventDate: '2028-12-01' }, EVENT_MESSAGES.dateTooFar],
    [{ startTime: '' }, EVENT_MESSAGES.startRequired],
    [{ hours: 0.5 }, 'Hours must be between 1 and 24, in steps of half an hour.'],
    [{ hours: 24.5 }, EVENT_MESSAGES.hours],
    [{ hours: 2.25 }, EVENT_MESSAGES.hours],
    [{ hours: null }, EVENT_MESSAGES.hours],
    [{ city: '' }, EVENT_MESSAGES.cityRequired],
    [{ city: 'y'.repeat(121) }, EVENT_MESSAGES.cityTooLong],
    [{ guests: 0 }, EVENT_MESSAGES.guests],
    [{ guests: 5001 }, 'Guests must be between 1 and 5,000.'],
    [{ guests: 12.5 }, EVENT_MESSAGES.guests],
    [{ categories: ['Clown'] }, EVENT_MESSAGES.categories],
    [{ categories: ['All'] }, EVENT_MESSAGES.categories],
  ])('%j → %s', (change, message) => {
    expect(eventError({ ...event, ...change }, today)).toBe(message);
  });

  it('checks in the database order: name before date before hours', () => {
    expect(eventError({ ...event, name: '', eventDate: null, hours: 0 }, today)).toBe(
      EVENT_MESSAGES.nameRequired,
    );
    expect(eventError({ ...event, eventDate: null, hours: 0 }, today)).toBe(EVENT_MESSAGES.dateRequired);
  });

  it('offers every category but All for the checklist', () => {
    expect(EVENT_CATEGORIES).toEqual([
      'DJ',
      'Bartender',
      'Photographer',
      'Magician',
      'Casino',
      'Event Venue',
      'Caterer',
    ]);
  });
});
