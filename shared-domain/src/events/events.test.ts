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
    expect(eventError({ ...event, hours: 1.25, guests: 5000, name: 'x'.repeat(120) }, today)).toBeUndefined();
  });

  it.each<[Partial<EventInput>, string]>([
    [{ name: ' ' }, 'Give the event a name of 1 to 120 characters.'],
    [{ name: '\u200B' }, EVENT_MESSAGES.name],
    [{ name: 'x'.repeat(121) }, EVENT_MESSAGES.name],
    [{ name: 'Party\u202E' }, EVENT_MESSAGES.name],
    [{ eventDate: null }, 'Choose the date of the event.'],
    [{ eventDate: '2026-12-01' }, 'The event date must be tomorrow or later.'],
    [{ startTime: '' }, 'Choose the start time of the event.'],
    [{ hours: 0.5 }, 'The event lasts 1 to 24 hours.'],
    [{ hours: 24.5 }, EVENT_MESSAGES.hours],
    [{ hours: null }, EVENT_MESSAGES.hours],
    [{ city: '' }, 'Choose the city of the event.'],
    [{ city: 'y'.repeat(121) }, EVENT_MESSAGES.city],
    [{ guests: 0 }, EVENT_MESSAGES.guests],
    [{ guests: 5001 }, 'An event has 1 to 5,000 guests.'],
    [{ guests: 12.5 }, EVENT_MESSAGES.guests],
    [{ categories: ['Clown'] }, 'Choose the services from the list.'],
    [{ categories: ['All'] }, EVENT_MESSAGES.categories],
  ])('%j → %s', (change, message) => {
    expect(eventError({ ...event, ...change }, today)).toBe(message);
  });

  it('checks in the database order: name before date before hours', () => {
    expect(eventError({ ...event, name: '', eventDate: null, hours: 0 }, today)).toBe(EVENT_MESSAGES.name);
    expect(eventError({ ...event, eventDate: null, hours: 0 }, today)).toBe(EVENT_MESSAGES.dateRequired);
  });

  it('offers every category but All for the checklist, as the database lists them', () => {
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
