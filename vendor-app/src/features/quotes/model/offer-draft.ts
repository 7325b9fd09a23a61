import type { QuoteOffer, VendorQuote } from '../api/types';

/** The offer form's fields as typed (strings, as inputs hold them). */
export interface OfferDraft {
  /** Dollars and cents, e.g. '1250.00'. */
  price: string;
  includes: string;
  eventDate: string;
  /** 'HH:MM'. */
  startTime: string;
  hours: string;
  /** Days the offer stands, 1..7, cut at the event's start. */
  validDays: number;
  /** '' = the listing's own policy. */
  refundPolicy: string;
}

/** How long a new offer stands unless the vendor chooses otherwise. */
export const OFFER_DEFAULT_DAYS = 3;

/**
 * The form's starting values: the standing offer's terms when replacing one, else the request's date, time
 * and hours with the price and inclusions blank.
 * Example: a request for 2026-12-12 18:00:00, 4 hours, no offer → { price: '', eventDate: '2026-12-12',
 * startTime: '18:00', hours: '4', validDays: 3, refundPolicy: '' }.
 */
export function offerDraft(quote: VendorQuote, standing: QuoteOffer | null): OfferDraft {
  const source = standing ?? quote;
  return {
    price: standing ? (standing.price_cents / 100).toFixed(2) : '',
    includes: standing?.includes ?? '',
    eventDate: source.event_date,
    startTime: source.start_time.slice(0, 5),
    hours: String(Number(source.duration_hours)),
    validDays: OFFER_DEFAULT_DAYS,
    refundPolicy: standing?.refund_policy ?? '',
  };
}

/**
 * When an offer made now for `days` days expires: `days` days from now, but never after the event starts.
 * Examples (now Dec 1 12:00 UTC): 3 days, event Dec 12 → Dec 4 12:00; 7 days, event starting Dec 3 00:00 →
 * Dec 3 00:00.
 */
export function offerExpiresAt({
  now,
  days,
  eventStart,
}: {
  now: Date;
  days: number;
  eventStart: Date;
}): Date {
  return new Date(Math.min(now.getTime() + days * 86_400_000, eventStart.getTime()));
}
