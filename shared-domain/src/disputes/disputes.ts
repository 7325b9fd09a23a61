import { userTextProblem } from '../validation/user-text.ts';

/**
 * Disputes (docs/disputes.md), defined once: the reasons a host can give, the window, the limits and the
 * messages. supabase/schemas/96_disputes.sql checks the same rules and raises the same messages
 * (supabase/tests/disputes.test.ts sends each limit through the API).
 */

/** A completed booking can be disputed until this many days after its event ended. */
export const DISPUTE_WINDOW_DAYS = 30;
export const DISPUTE_DESCRIPTION_MIN_LENGTH = 20;
export const DISPUTE_DESCRIPTION_MAX_LENGTH = 2000;
export const DISPUTE_MESSAGE_MAX_LENGTH = 2000;
export const DISPUTE_DECISION_REASON_MAX_LENGTH = 1000;
export const DISPUTE_PHOTOS_MAX = 5;
/** The private storage bucket of the evidence photos, at <dispute id>/<name>. */
export const DISPUTE_PHOTOS_BUCKET = 'dispute-photos';

export const DISPUTE_REASONS = [
  { value: 'no_show', label: "Vendor didn't show up" },
  { value: 'late_or_early', label: 'Arrived late or left early' },
  { value: 'not_as_described', label: 'Service not as described' },
  { value: 'equipment_quality', label: 'Equipment or quality problem' },
  { value: 'unprofessional', label: 'Unprofessional conduct' },
  { value: 'other', label: 'Other' },
] as const;

export type DisputeReason = (typeof DISPUTE_REASONS)[number]['value'];
export type DisputeStatus = 'open' | 'resolving' | 'resolved';
export type DisputeOutcome = 'offer' | 'full' | 'partial' | 'none';

export const DISPUTE_MESSAGES = {
  reasonRequired: 'Please choose what went wrong.',
  descriptionRequired: 'Please describe what went wrong.',
  descriptionTooShort: `Please describe what went wrong in at least ${DISPUTE_DESCRIPTION_MIN_LENGTH} characters.`,
  descriptionTooLong: `The description can be at most ${DISPUTE_DESCRIPTION_MAX_LENGTH} characters.`,
  descriptionControl: 'The description contains characters that are not allowed.',
  descriptionDirection: 'The description contains text-direction characters that are not allowed.',
  windowClosed: `You can report a problem with a completed booking within ${DISPUTE_WINDOW_DAYS} days after the event.`,
  alreadyReported: 'A problem with this booking has already been reported.',
  messageInvalid: 'Please write a message (no control or text-direction characters).',
  messageTooLong: `A message can be at most ${DISPUTE_MESSAGE_MAX_LENGTH} characters.`,
  offerOutOfRange: 'The refund you offer must be more than $0.00 and at most your share of the booking.',
  tooManyPhotos: `A report can have at most ${DISPUTE_PHOTOS_MAX} photos.`,
  decisionReasonRequired: 'Please give the reason for the decision.',
  decisionAmount: 'The refund must be more than $0.00 and at most what is left of the payment.',
} as const;

/** The label of a reason: 'no_show' → "Vendor didn't show up"; an unknown value is shown as 'Other'. */
export function disputeReasonLabel(value: string): string {
  return DISPUTE_REASONS.find((r) => r.value === value)?.label ?? 'Other';
}

export function isDisputeReason(value: unknown): value is DisputeReason {
  return DISPUTE_REASONS.some((r) => r.value === value);
}

export interface DisputeReportInput {
  reason: string;
  description: string;
}

export type DisputeReportErrors = Partial<Record<'reason' | 'description', string>>;

/** The field errors of a report (empty when it can be sent); lengths count the trimmed text. */
export function disputeReportErrors(input: DisputeReportInput): DisputeReportErrors {
  const errors: DisputeReportErrors = {};
  if (!isDisputeReason(input.reason)) errors.reason = DISPUTE_MESSAGES.reasonRequired;
  const problem = userTextProblem(input.description);
  const length = input.description.trim().length;
  if (problem === 'blank') errors.description = DISPUTE_MESSAGES.descriptionRequired;
  else if (problem === 'control') errors.description = DISPUTE_MESSAGES.descriptionControl;
  else if (problem === 'direction') errors.description = DISPUTE_MESSAGES.descriptionDirection;
  else if (length < DISPUTE_DESCRIPTION_MIN_LENGTH) errors.description = DISPUTE_MESSAGES.descriptionTooShort;
  else if (length > DISPUTE_DESCRIPTION_MAX_LENGTH) errors.description = DISPUTE_MESSAGES.descriptionTooLong;
  return errors;
}

/** A thread message's error, or undefined. */
export function disputeMessageError(body: string): string | undefined {
  if (userTextProblem(body)) return DISPUTE_MESSAGES.messageInvalid;
  if (body.trim().length > DISPUTE_MESSAGE_MAX_LENGTH) return DISPUTE_MESSAGES.messageTooLong;
  return undefined;
}

/**
 * Whether a completed booking whose event ended at `eventEnd` can still be disputed at `now`: from the end
 * of the event until 30 days after it. Example: ended 2030-03-01T12:00Z → open on 2030-03-31T11:59Z, closed
 * on 2030-03-31T12:00Z.
 */
export function disputeWindowOpen(eventEnd: Date, now: Date): boolean {
  const end = eventEnd.getTime();
  return now.getTime() >= end && now.getTime() < end + DISPUTE_WINDOW_DAYS * 86_400_000;
}

/** The vendor's offer is 1 cent up to its share: offerError(5000, 40000) → undefined. */
export function disputeOfferError(amountCents: number, vendorShareCents: number): string | undefined {
  return Number.isInteger(amountCents) && amountCents >= 1 && amountCents <= vendorShareCents
    ? undefined
    : DISPUTE_MESSAGES.offerOutOfRange;
}

/** The host's page of a dispute; the vendor's is under /vendor. */
export function disputePath(disputeId: string, side: 'host' | 'vendor' | 'admin' = 'host'): string {
  if (side === 'vendor') return `/vendor/disputes/${disputeId}`;
  if (side === 'admin') return `/admin/disputes?dispute=${disputeId}`;
  return `/disputes/${disputeId}`;
}

/** How a resolution reads: ('offer', 5000) → 'Refund of $50.00 (the vendor’s offer, accepted)'. */
export function disputeOutcomeLabel(outcome: string | null, refundCents: number | null): string {
  const money = `$${((refundCents ?? 0) / 100).toFixed(2)}`;
  switch (outcome) {
    case 'offer':
      return `Refund of ${money} (the vendor's offer, accepted)`;
    case 'full':
      return `Full refund of ${money}`;
    case 'partial':
      return `Partial refund of ${money}`;
    case 'none':
      return 'No refund';
    default:
      return 'Not decided yet';
  }
}
