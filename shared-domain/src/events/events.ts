import { CATEGORIES } from '../constants.ts';
import { userTextProblem } from '../validation/user-text.ts';

/**
 * The rules of a host's events ([event-plan], issue 46), defined once: the event form uses these, and
 * supabase/schemas/99_events.sql (check_event_fields, create_event, update_event) checks the same limits and
 * answers the same messages.
 */

export const EVENT_NAME_MAX_LENGTH = 120;
export const EVENT_CITY_MAX_LENGTH = 120;
export const EVENT_MIN_HOURS = 1;
export const EVENT_MAX_HOURS = 24;
export const EVENT_DEFAULT_HOURS = 4;
export const EVENT_MAX_GUESTS = 5000;
/** Events one host may have. */
export const EVENTS_PER_HOST = 50;
/** Vendors one event's shortlist may hold. */
export const EVENT_SHORTLIST_LIMIT = 100;
/** Vendors one event checkout may pay at once. */
export const EVENT_CHECKOUT_MIN_VENDORS = 2;
export const EVENT_CHECKOUT_MAX_VENDORS = 6;
export const EVENT_DEFAULT_TIME_ZONE = 'America/New_York';

/** The categories an event's checklist may name: every category but 'All'. */
export const EVENT_CATEGORIES = CATEGORIES.filter((c) => c !== 'All');

export const EVENT_MESSAGES = {
  name: `Give the event a name of 1 to ${EVENT_NAME_MAX_LENGTH} characters.`,
  dateRequired: 'Choose the date of the event.',
  /** The form's rule: the database takes any date (an event may be recorded after the fact). */
  dateFromTomorrow: 'The event date must be tomorrow or later.',
  startRequired: 'Choose the start time of the event.',
  hours: `The event lasts ${EVENT_MIN_HOURS} to ${EVENT_MAX_HOURS} hours.`,
  city: 'Choose the city of the event.',
  guests: 'An event has 1 to 5,000 guests.',
  categories: 'Choose the services from the list.',
  tooMany: `You can have up to ${EVENTS_PER_HOST} events. Delete one to add another.`,
  dateLocked: 'This event has booked vendors; cancel them before changing the date.',
  deleteLocked: 'This event has booked vendors; cancel them before deleting it.',
  notFound: 'Event not found.',
  shortlistFull: `An event can have up to ${EVENT_SHORTLIST_LIMIT} saved vendors. Remove one to add another.`,
  checkoutCount: `Choose between ${EVENT_CHECKOUT_MIN_VENDORS} and ${EVENT_CHECKOUT_MAX_VENDORS} vendors to pay at once.`,
} as const;

export interface EventInput {
  name: string | null;
  /** 'YYYY-MM-DD' */
  eventDate: string | null;
  /** 'HH:MM' */
  startTime: string | null;
  hours: number | null;
  city: string | null;
  guests: number | null;
  categories: readonly string[];
}

/** Length as PostgreSQL's char_length(btrim(x)) counts it: spaces trimmed at both ends, code points. */
function trimmedLength(text: string): number {
  let n = 0;
  for (const _ of text.replace(/^ +| +$/g, '')) n += 1;
  return n;
}

/**
 * What is wrong with an event, if anything (the first problem, in the order and words of the database's
 * check_event_fields, plus the form's date-from-tomorrow rule); `today` is the host's date today. Examples
 * with today '2026-12-01': name ' ' or 'x' × 121 or 'Party\u202E' → 'Give the event a name of 1 to 120
 * characters.'; eventDate '2026-12-01' → 'The event date must be tomorrow or later.'; hours 0.5 → 'The event
 * lasts 1 to 24 hours.'; guests 5001 → 'An event has 1 to 5,000 guests.'; categories ['Clown'] → 'Choose the
 * services from the list.'; a complete event → undefined.
 */
export function eventError(input: EventInput, today: string): string | undefined {
  const m = EVENT_MESSAGES;
  const name = input.name ?? '';
  if (userTextProblem(name) || trimmedLength(name) > EVENT_NAME_MAX_LENGTH) return m.name;
  if (!input.eventDate) return m.dateRequired;
  if (input.eventDate <= today) return m.dateFromTomorrow;
  if (!input.startTime) return m.startRequired;
  const hours = input.hours;
  if (hours == null || !Number.isFinite(hours) || hours < EVENT_MIN_HOURS || hours > EVENT_MAX_HOURS)
    return m.hours;
  const city = input.city ?? '';
  if (userTextProblem(city) || trimmedLength(city) > EVENT_CITY_MAX_LENGTH) return m.city;
  const guests = input.guests;
  if (guests == null || !Number.isInteger(guests) || guests < 1 || guests > EVENT_MAX_GUESTS) return m.guests;
  if (input.categories.some((c) => !(EVENT_CATEGORIES as readonly string[]).includes(c))) return m.categories;
  return undefined;
}

/**
 * The query key of the signed-in host's events (my_events): the shell's event switch and the host-app's
 * pages read and invalidate the same cache entry.
 */
export const MY_EVENTS_QUERY_KEY = ['events', 'mine'] as const;

/** One row of my_events(), as the database answers it. */
export interface MyEventRow {
  id: string;
  name: string;
  event_date: string;
  /** 'HH:MM:SS' */
  start_time: string;
  duration_hours: number;
  city: string;
  guest_count: number;
  time_zone: string;
  categories: string[];
  is_current: boolean;
  booked_count: number;
  shortlist_count: number;
}
