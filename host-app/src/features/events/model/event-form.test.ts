import { describe, expect, it } from 'vitest';
import {
  createEventInput,
  EMPTY_EVENT_FORM,
  type EventFormValues,
  fieldOf,
  validateEventForm,
} from './event-form';

const today = '2026-12-01';
const filled: EventFormValues = {
  ...EMPTY_EVENT_FORM,
  name: "  Sam's 30th ",
  eventDate: '2026-12-12',
  city: ' Austin, TX ',
  guests: 80,
  categories: ['DJ', 'Bartender'],
};

describe('validateEventForm', () => {
  it('puts the first problem under its field', () => {
    expect(validateEventForm(EMPTY_EVENT_FORM, today)).toEqual({
      name: 'Give the event a name of 1 to 120 characters.',
    });
    expect(validateEventForm({ ...filled, eventDate: today }, today)).toEqual({
      eventDate: 'The event date must be tomorrow or later.',
    });
    expect(validateEventForm({ ...filled, guests: null }, today)).toEqual({
      guests: 'An event has 1 to 5,000 guests.',
    });
    expect(validateEventForm({ ...filled, hours: 30 }, today)).toEqual({
      hours: 'The event lasts 1 to 24 hours.',
    });
    expect(validateEventForm(filled, today)).toEqual({});
  });

  it('knows which field a server message is about', () => {
    expect(fieldOf('Choose the city of the event.')).toBe('city');
    expect(fieldOf('You can have up to 50 events. Delete one to add another.')).toBeUndefined();
  });
});

describe('createEventInput', () => {
  it('trims the text and keeps the rest', () => {
    expect(createEventInput(filled)).toEqual({
      name: "Sam's 30th",
      eventDate: '2026-12-12',
      startTime: '18:00',
      hours: 4,
      city: 'Austin, TX',
      guests: 80,
      categories: ['DJ', 'Bartender'],
    });
  });
});
