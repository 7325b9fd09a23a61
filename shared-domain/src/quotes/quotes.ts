import { USER_TEXT_MESSAGES, userTextProblem } from '../validation/user-text.ts';
import { isOfferRefundPolicy } from './refund-policies.ts';

/**
 * The rules of custom quotes ([quotes], issue 44), defined once: the request and offer forms use these, and
 * supabase/schemas/95_quotes.sql (quote_request_problem, quote_offer_problem, request_quotes, make_quote_offer,
 * decline_quote) checks the same limits in the same order and raises the same messages.
 */

/** Vendors one request goes to (all of one category). */
export const QUOTE_MAX_VENDORS = 5;
/** Requests one host may send in any 24 hours. */
export const QUOTE_REQUESTS_PER_DAY = 20;
/** A request with no answer expires after this many hours (or at the start of the event's day, if sooner). */
export const QUOTE_RESPOND_WITHIN_HOURS = 72;
/** The Terms' reply rule: vendors reply to requests within 12 hours (the dashboard's countdown, the rate). */
export const QUOTE_REPLY_DUE_HOURS = 12;
/** The response rate counts the requests of this many days. */
export const QUOTE_RESPONSE_RATE_DAYS = 90;
/** An offer is open for at most this many days (and never past the event's start). */
export const QUOTE_OFFER_MAX_DAYS = 7;
/** How far ahead an event may be requested. */
export const QUOTE_MAX_DAYS_AHEAD = 730;
export const QUOTE_MIN_CENTS = 100;
export const QUOTE_MAX_CENTS = 100_000_000;
export const QUOTE_MAX_GUESTS = 10_000;
export const QUOTE_LOCATION_MAX_LENGTH = 200;
export const QUOTE_DETAILS_MAX_LENGTH = 2000;
export const QUOTE_INCLUDES_MAX_LENGTH = 2000;
export const QUOTE_DECLINE_REASON_MAX_LENGTH = 1000;
/** What a booking made from an offer says instead of a package name (bookings.selected_packages). */
export const CUSTOM_OFFER_LABEL = 'Custom offer';

export type QuoteStatus = 'waiting' | 'offered' | 'declined' | 'expired' | 'booked';
export type QuoteOfferStatus = 'open' | 'accepted' | 'paid' | 'replaced' | 'withdrawn' | 'expired';
/** messages.kind: a plain message, or one of the quote cards of a conversation. */
export type MessageKind =
  | 'text'
  | 'quote_request'
  | 'quote_offer'
  | 'quote_declined'
  | 'quote_withdrawn'
  | 'quote_booked'
  | 'quote_expired'
  | 'change_proposed'
  | 'change_accepted'
  | 'change_declined'
  | 'change_applied'
  | 'change_lapsed';

/** The messages the database answers with (PostgREST error.message), for the forms to show before sending. */
export const QUOTE_MESSAGES = {
  vendorsCount: `Choose between 1 and ${QUOTE_MAX_VENDORS} vendors.`,
  oneCategory: 'A quote request goes to vendors of one category.',
  ownListing: 'You cannot request a quote from your own listing.',
  notLive: (vendorName: string) => `${vendorName} is not taking requests right now.`,
  duplicate: (vendorName: string) => `${vendorName} already has your request for this date.`,
  tooMany: `You can send up to ${QUOTE_REQUESTS_PER_DAY} quote requests a day. Please try again tomorrow.`,
  signIn: 'Please log in to request quotes.',
  dateRequired: 'Please choose the event date.',
  dateFromTomorrow: 'The event date must be tomorrow or later.',
  dateTooFar: 'The event date can be at most 2 years ahead.',
  startRequired: 'Please choose a start time.',
  hours: 'Hours must be between 0.5 and 24, in steps of half an hour.',
  guests: 'Guests must be between 1 and 10,000.',
  locationRequired: 'Please give the city or location.',
  locationTooLong: `The location can be at most ${QUOTE_LOCATION_MAX_LENGTH} characters.`,
  budget: 'The budget must be between $1.00 and $1,000,000.00.',
  detailsRequired: 'Please describe what you need.',
  detailsTooLong: 'The details can be at most 2,000 characters.',
  price: 'The price must be between $1.00 and $1,000,000.00.',
  includesRequired: 'Please say what the offer includes.',
  includesTooLong: 'What the offer includes can be at most 2,000 characters.',
  startRequiredOffer: 'Please choose the event date and start time.',
  startInPast: 'The event must start in the future.',
  expiresRequired: 'Please choose when the offer expires.',
  expiresInPast: 'The offer must expire in the future.',
  expiresTooLate: `An offer can be open for at most ${QUOTE_OFFER_MAX_DAYS} days.`,
  expiresAfterEvent: 'The offer must expire before the event starts.',
  refundPolicy: 'Choose a refund policy from the list.',
  declineReasonRequired: 'Please give a reason for declining.',
  declineReasonTooLong: 'The reason can be at most 1,000 characters.',
  quoteNotFound: 'Quote request not found.',
  offerNotFound: 'Offer not found.',
  offerChanged: 'This offer has changed. Please review the new offer.',
  offerWithdrawn: 'The vendor withdrew this offer.',
  offerExpired: 'This offer has expired.',
  offerPaid: 'This offer is already paid.',
  quoteDeclined: 'The vendor declined this request.',
  beingPaid: 'The host is paying for this offer right now. Please try again in a few minutes.',
  slotTakenHost: 'The vendor is no longer free at this time. Please ask for a new offer.',
  slotTakenVendor: 'You are already booked at this time.',
  slotClosedVendor: 'This time is not open in your calendar. Add it to your availability first.',
  requestBooked: 'This request is already booked.',
  requestExpired: 'This request has expired.',
  requestDeclined: 'You declined this request.',
  offerNotOpen: 'This offer is no longer open.',
} as const;

/** Length as PostgreSQL's char_length(btrim(x)) counts it: spaces trimmed at both ends, code points. */
function trimmedLength(text: string): number {
  let n = 0;
  for (const _ of text.replace(/^ +| +$/g, '')) n += 1;
  return n;
}

const halfHours = (hours: number) =>
  Number.isFinite(hours) && hours >= 0.5 && hours <= 24 && Number.isInteger(hours * 2);

/** Adds days to an ISO date ('2026-12-31', 1 → '2027-01-01'). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface QuoteRequestInput {
  /** 'YYYY-MM-DD' */
  eventDate: string | null;
  /** 'HH:MM' */
  startTime: string | null;
  hours: number | null;
  guests: number | null;
  location: string | null;
  /** null: no budget given */
  budgetCents: number | null;
  details: string | null;
}

/**
 * What is wrong with a quote request, if anything (the first problem, in the database's order); `today` is
 * the vendors' date today. Examples with today '2026-12-01': eventDate '2026-12-01' → 'The event date must
 * be tomorrow or later.'; hours 2.25 → 'Hours must be between 0.5 and 24, in steps of half an hour.';
 * budgetCents 99 → 'The budget must be between $1.00 and $1,000,000.00.'; a complete request → undefined.
 */
export function quoteRequestError(input: QuoteRequestInput, today: string): string | undefined {
  const m = QUOTE_MESSAGES;
  if (!input.eventDate) return m.dateRequired;
  if (input.eventDate <= today) return m.dateFromTomorrow;
  if (input.eventDate > addDays(today, QUOTE_MAX_DAYS_AHEAD)) return m.dateTooFar;
  if (!input.startTime) return m.startRequired;
  if (input.hours == null || !halfHours(input.hours)) return m.hours;
  if (
    input.guests == null ||
    !Number.isInteger(input.guests) ||
    input.guests < 1 ||
    input.guests > QUOTE_MAX_GUESTS
  )
    return m.guests;
  if (input.location == null || userTextProblem(input.location) === 'blank') return m.locationRequired;
  if (trimmedLength(input.location) > QUOTE_LOCATION_MAX_LENGTH) return m.locationTooLong;
  if (
    input.budgetCents != null &&
    (!Number.isInteger(input.budgetCents) ||
      input.budgetCents < QUOTE_MIN_CENTS ||
      input.budgetCents > QUOTE_MAX_CENTS)
  )
    return m.budget;
  if (input.details == null || userTextProblem(input.details) === 'blank') return m.detailsRequired;
  if (trimmedLength(input.details) > QUOTE_DETAILS_MAX_LENGTH) return m.detailsTooLong;
  return textError(input.location, 'The location') ?? textError(input.details, 'The details');
}

function textError(value: string, field: string): string | undefined {
  const problem = userTextProblem(value);
  if (problem === 'control') return USER_TEXT_MESSAGES.control(field);
  if (problem === 'direction') return USER_TEXT_MESSAGES.direction(field);
  return undefined;
}

export interface QuoteOfferInput {
  priceCents: number | null;
  includes: string | null;
  /** When the event starts (the offer's date and start time in the vendor's zone). */
  eventStart: Date | null;
  hours: number | null;
  expiresAt: Date | null;
  /** null: the profile's policy */
  refundPolicy: string | null;
}

/**
 * What is wrong with an offer at `now`, if anything (the database's order and words). Examples, now
 * 2026-12-01T12:00Z, event 2026-12-12T00:00Z: priceCents 99 → 'The price must be between $1.00 and
 * $1,000,000.00.'; expiresAt 2026-12-08T12:00:01Z → 'An offer can be open for at most 7 days.'; an event
 * on 2026-12-03T00:00Z with expiresAt 2026-12-04 → 'The offer must expire before the event starts.';
 * refundPolicy 'lenient' → 'Choose a refund policy from the list.'.
 */
export function quoteOfferError(input: QuoteOfferInput, now: Date): string | undefined {
  const m = QUOTE_MESSAGES;
  const price = input.priceCents;
  if (price == null || !Number.isInteger(price) || price < QUOTE_MIN_CENTS || price > QUOTE_MAX_CENTS)
    return m.price;
  if (input.includes == null || userTextProblem(input.includes) === 'blank') return m.includesRequired;
  if (trimmedLength(input.includes) > QUOTE_INCLUDES_MAX_LENGTH) return m.includesTooLong;
  if (!input.eventStart) return m.startRequiredOffer;
  if (input.eventStart.getTime() <= now.getTime()) return m.startInPast;
  if (input.hours == null || !halfHours(input.hours)) return m.hours;
  if (!input.expiresAt) return m.expiresRequired;
  if (input.expiresAt.getTime() <= now.getTime()) return m.expiresInPast;
  if (input.expiresAt.getTime() > now.getTime() + QUOTE_OFFER_MAX_DAYS * 86_400_000) return m.expiresTooLate;
  if (input.expiresAt.getTime() > input.eventStart.getTime()) return m.expiresAfterEvent;
  if (input.refundPolicy != null && !isOfferRefundPolicy(input.refundPolicy)) return m.refundPolicy;
  return textError(input.includes, 'What the offer includes');
}

/** What is wrong with a reason for declining, if anything. */
export function declineReasonError(reason: string | null): string | undefined {
  if (reason == null || userTextProblem(reason) === 'blank') return QUOTE_MESSAGES.declineReasonRequired;
  if (trimmedLength(reason) > QUOTE_DECLINE_REASON_MAX_LENGTH) return QUOTE_MESSAGES.declineReasonTooLong;
  return textError(reason, 'The reason');
}

/**
 * When a quote stops waiting for an answer: 72 hours after the request, or at the start of the event's day
 * in the vendor's zone if that comes first (`eventDayStart`).
 */
export function quoteRespondBy(createdAt: Date, eventDayStart: Date): Date {
  return new Date(
    Math.min(createdAt.getTime() + QUOTE_RESPOND_WITHIN_HOURS * 3_600_000, eventDayStart.getTime()),
  );
}

/** The Terms' reply deadline of a request (created + 12 hours). */
export const quoteReplyDueAt = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + QUOTE_REPLY_DUE_HOURS * 3_600_000);
