import {
  EVENT_DEFAULT_HOURS,
  EVENT_MESSAGES,
  eventError,
  USER_TEXT_MESSAGES,
} from '@partyeasy/shared-domain';
import type { CreateEventInput } from '../api/create-event';

/** The event form as typed: blanks are '' or null. */
export interface EventFormValues {
  name: string;
  eventDate: string;
  startTime: string;
  hours: number | null;
  city: string;
  guests: number | null;
  categories: string[];
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  eventDate: '',
  startTime: '18:00',
  hours: EVENT_DEFAULT_HOURS,
  city: '',
  guests: null,
  categories: [],
};

const m = EVENT_MESSAGES;
/** Which field each of shared-domain's event messages is about. */
const FIELD_OF = new Map<string, keyof EventFormValues>([
  [m.name, 'name'],
  [m.dateRequired, 'eventDate'],
  [m.dateFromTomorrow, 'eventDate'],
  [m.dateLocked, 'eventDate'],
  [m.startRequired, 'startTime'],
  [m.hours, 'hours'],
  [m.city, 'city'],
  [m.guests, 'guests'],
  [m.categories, 'categories'],
]);

/**
 * The form's problem under its field, one at a time (shared-domain's eventError: the database's rules and
 * words). With today '2026-12-01': eventDate '2026-12-01' → { eventDate: 'The event date must be tomorrow
 * or later.' }; a complete form → {}. A message of the server about no one field (the 50 events limit) is
 * the caller's to show above the buttons: `fieldOf` answers undefined for it.
 */
export function validateEventForm(values: EventFormValues, today: string): EventFormErrors {
  const message = eventError(
    {
      name: values.name,
      eventDate: values.eventDate || null,
      startTime: values.startTime || null,
      hours: values.hours,
      city: values.city,
      guests: values.guests,
      categories: values.categories,
    },
    today,
  );
  if (!message) return {};
  return { [FIELD_OF.get(message) ?? 'name']: message };
}

/** The field a server message is about, if any (a refusal is shown under it, like the form's own check). */
export function fieldOf(message: string): keyof EventFormValues | undefined {
  return FIELD_OF.get(message);
}

/** The RPC's input: text trimmed. */
export function createEventInput(values: EventFormValues): CreateEventInput {
  return {
    name: values.name.trim(),
    eventDate: values.eventDate,
    startTime: values.startTime,
    hours: values.hours ?? EVENT_DEFAULT_HOURS,
    city: values.city.trim(),
    guests: values.guests ?? 0,
    categories: values.categories,
  };
}
