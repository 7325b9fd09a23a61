import {
  declineReasonError,
  OFFER_REFUND_POLICIES,
  OFFER_REFUND_POLICY_IDS,
  QUOTE_MESSAGES,
  quoteOfferError,
  toCents,
  zonedInstant,
} from '@partyeasy/shared-domain';
import { type OfferDraft, offerExpiresAt } from './offer-draft';

export type OfferField = keyof OfferDraft;

/** Refund policies an offer may set instead of the profile's, as the select lists them. */
export const OFFER_REFUND_POLICY_CHOICES = OFFER_REFUND_POLICY_IDS.map((id) => ({
  value: id,
  label: OFFER_REFUND_POLICIES[id].label,
}));

/** The form field each of shared-domain's offer messages is about (the rest are about what it includes). */
const FIELD_OF: [string, OfferField][] = [
  [QUOTE_MESSAGES.price, 'price'],
  [QUOTE_MESSAGES.startRequiredOffer, 'eventDate'],
  [QUOTE_MESSAGES.startInPast, 'eventDate'],
  [QUOTE_MESSAGES.hours, 'hours'],
  [QUOTE_MESSAGES.expiresRequired, 'validDays'],
  [QUOTE_MESSAGES.expiresInPast, 'validDays'],
  [QUOTE_MESSAGES.expiresTooLate, 'validDays'],
  [QUOTE_MESSAGES.expiresAfterEvent, 'validDays'],
  [QUOTE_MESSAGES.refundPolicy, 'refundPolicy'],
  [QUOTE_MESSAGES.slotTakenVendor, 'eventDate'],
  [QUOTE_MESSAGES.slotClosedVendor, 'eventDate'],
];

/**
 * The field a message from the offer rules (shared-domain's, or the server's refusal) belongs next to;
 * undefined for a message about the quote as a whole ('This request has expired.').
 * Examples: 'The price must be between $1.00 and $1,000,000.00.' → 'price'; 'Please say what the offer
 * includes.' → 'includes'; 'This request has expired.' → undefined.
 */
export function offerFieldOf(message: string): OfferField | undefined {
  const found = FIELD_OF.find(([text]) => text === message)?.[1];
  if (found) return found;
  if (
    message === QUOTE_MESSAGES.includesRequired ||
    message === QUOTE_MESSAGES.includesTooLong ||
    message.startsWith('What the offer includes')
  )
    return 'includes';
  return undefined;
}

/** The draft as the offer's values: price in cents, the event's start in the listing's zone, the expiry. */
export function offerValues(draft: OfferDraft, { now, timeZone }: { now: Date; timeZone: string }) {
  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(draft.eventDate);
  const timeOk = /^\d{2}:\d{2}$/.test(draft.startTime);
  const eventStart = dateOk && timeOk ? zonedInstant(draft.eventDate, draft.startTime, timeZone) : null;
  return {
    priceCents: toCents(draft.price.replace(/[$,\s]/g, '')) ?? null,
    includes: draft.includes,
    eventStart,
    hours: draft.hours.trim() === '' ? null : Number(draft.hours),
    expiresAt: eventStart ? offerExpiresAt({ now, days: draft.validDays, eventStart }) : null,
    refundPolicy: draft.refundPolicy || null,
  };
}

/**
 * What is wrong with the offer form before sending, by field: shared-domain's rules (the database's order
 * and words), the first problem found.
 * Example: price '0.50' → { price: 'The price must be between $1.00 and $1,000,000.00.' }.
 */
export function offerProblems(
  draft: OfferDraft,
  context: { now: Date; timeZone: string },
): Partial<Record<OfferField, string>> {
  const message = quoteOfferError(offerValues(draft, context), context.now);
  if (!message) return {};
  return { [offerFieldOf(message) ?? 'includes']: message };
}

/** What is wrong with a reason for declining, if anything (shared-domain's rule). */
export const declineReasonProblem = (reason: string) => declineReasonError(reason);

/** An offer's refund policy as the vendor reads it: null → "Your profile's policy". */
export function refundPolicyLabel(policy: string | null): string {
  if (!policy) return "Your profile's policy";
  return OFFER_REFUND_POLICY_CHOICES.find((p) => p.value === policy)?.label ?? policy;
}
