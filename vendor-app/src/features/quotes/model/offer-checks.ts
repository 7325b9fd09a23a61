import { toCents, zonedInstant } from '@partyeasy/shared-domain';
import type { OfferDraft } from './offer-draft';

export type OfferField = keyof OfferDraft;

/** Refund policies an offer may set instead of the profile's. */
export const OFFER_REFUND_POLICY_CHOICES: { value: string; label: string }[] = [];

/** What is wrong with each field of the offer form, before sending. */
export function offerProblems(
  draft: OfferDraft,
  { now, timeZone }: { now: Date; timeZone: string },
): Partial<Record<OfferField, string>> {
  const problems: Partial<Record<OfferField, string>> = {};
  const cents = toCents(draft.price);
  if (cents === undefined || cents <= 0) problems.price = 'Please enter the total price.';
  if (!draft.includes.trim()) problems.includes = 'Please say what the price includes.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.eventDate)) problems.eventDate = 'Please choose the date.';
  if (!/^\d{2}:\d{2}$/.test(draft.startTime)) problems.startTime = 'Please choose the start time.';
  const hours = Number(draft.hours);
  if (!draft.hours.trim() || !Number.isFinite(hours) || hours <= 0)
    problems.hours = 'Please enter the hours.';
  if (!problems.eventDate && !problems.startTime) {
    const start = zonedInstant(draft.eventDate, draft.startTime, timeZone);
    if (start.getTime() <= now.getTime()) problems.eventDate = 'The event must start in the future.';
  }
  return problems;
}

/** What is wrong with a reason for declining, if anything. */
export function declineReasonProblem(reason: string): string | undefined {
  return reason.trim() ? undefined : 'Please give the host a reason.';
}

/** An offer's refund policy as the vendor reads it: null → "Your profile's policy". */
export function refundPolicyLabel(policy: string | null): string {
  if (!policy) return "Your profile's policy";
  return OFFER_REFUND_POLICY_CHOICES.find((p) => p.value === policy)?.label ?? policy;
}
