import { QUOTE_MESSAGES, quoteRequestError, USER_TEXT_MESSAGES } from '@partyeasy/shared-domain';
import type { RequestQuotesInput } from '../api/request-quotes';

/** The request form as typed: blanks are '' or null, the budget in dollars. */
export interface QuoteFormValues {
  eventDate: string;
  startTime: string;
  hours: number | null;
  guests: number | null;
  location: string;
  budget: number | null;
  details: string;
}

export type QuoteFormErrors = Partial<Record<keyof QuoteFormValues, string>>;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  eventDate: '',
  startTime: '',
  hours: null,
  guests: null,
  location: '',
  budget: null,
  details: '',
};

const m = QUOTE_MESSAGES;
/** Which field each of shared-domain's request messages is about. */
const FIELD_OF = new Map<string, keyof QuoteFormValues>([
  [m.dateRequired, 'eventDate'],
  [m.dateFromTomorrow, 'eventDate'],
  [m.dateTooFar, 'eventDate'],
  [m.startRequired, 'startTime'],
  [m.hours, 'hours'],
  [m.guests, 'guests'],
  [m.locationRequired, 'location'],
  [m.locationTooLong, 'location'],
  [USER_TEXT_MESSAGES.control('The location'), 'location'],
  [USER_TEXT_MESSAGES.direction('The location'), 'location'],
  [m.budget, 'budget'],
  [m.detailsRequired, 'details'],
  [m.detailsTooLong, 'details'],
  [USER_TEXT_MESSAGES.control('The details'), 'details'],
  [USER_TEXT_MESSAGES.direction('The details'), 'details'],
]);

/** The budget typed in dollars, in whole cents: 1500.5 → 150050; blank → null. */
export function budgetCents(dollars: number | null): number | null {
  return dollars === null ? null : Math.round(dollars * 100);
}

/**
 * The form's problem, under its field: shared-domain's quoteRequestError (the database's own rules, order
 * and words), one at a time. With today '2026-12-01': eventDate '2026-12-01' → { eventDate: 'The event date
 * must be tomorrow or later.' }; a complete form → {}.
 */
export function validateQuoteForm(values: QuoteFormValues, today: string): QuoteFormErrors {
  const message = quoteRequestError(
    {
      eventDate: values.eventDate || null,
      startTime: values.startTime || null,
      hours: values.hours,
      guests: values.guests,
      location: values.location,
      budgetCents: budgetCents(values.budget),
      details: values.details,
    },
    today,
  );
  if (!message) return {};
  return { [FIELD_OF.get(message) ?? 'details']: message };
}

/** The RPC's input: the budget in whole cents, text trimmed. */
export function quoteRequestInput(values: QuoteFormValues, vendorIds: string[]): RequestQuotesInput {
  return {
    vendorIds,
    eventDate: values.eventDate,
    startTime: values.startTime,
    hours: values.hours ?? 0,
    guests: values.guests ?? 0,
    location: values.location.trim(),
    budgetCents: budgetCents(values.budget),
    details: values.details.trim(),
  };
}
