import { ONBOARDING_STEPS, type OnboardingStep } from '../constants.ts';

export const START_NOTICES = {
  underReview: "Your profile is still under review. You'll be notified once approved.",
  approved:
    'Your listing has already been approved. You may edit the listing but please click submit on the last page after editing',
} as const;

export type StartOutcome =
  | { kind: 'blocked'; notice: typeof START_NOTICES.underReview }
  | { kind: 'approved'; notice: typeof START_NOTICES.approved }
  | { kind: 'proceed' };

/**
 * What "Let's get started" does for the vendor's current listing status: pending_approval → a notice and
 * no way on; approved → a notice and an Edit Listing choice (which sets edit_listing and opens
 * basic-info); anything else or no listing → straight to basic-info.
 */
export function startButtonOutcome(status: string | null | undefined): StartOutcome {
  if (status === 'pending_approval') return { kind: 'blocked', notice: START_NOTICES.underReview };
  if (status === 'approved') return { kind: 'approved', notice: START_NOTICES.approved };
  return { kind: 'proceed' };
}

/** 'Step N of 7' for a step slug (basic-info → 'Step 2 of 7'). */
export function onboardingStepText(step: OnboardingStep): string {
  return `Step ${ONBOARDING_STEPS.indexOf(step) + 1} of ${ONBOARDING_STEPS.length}`;
}

/** Progress bar percentage for a step: start → 14, review → 100 (rounded). */
export function onboardingProgress(step: OnboardingStep): number {
  return Math.round(((ONBOARDING_STEPS.indexOf(step) + 1) / ONBOARDING_STEPS.length) * 100);
}

/**
 * Storage path of an uploaded photo: {userId}/{timestamp}-{random}-{filename}. The caller supplies the
 * timestamp (ms) and random part so the function stays pure:
 * ('u1', 'party.webp', 1763776800000, 'k3j9') → 'u1/1763776800000-k3j9-party.webp'.
 */
export function photoStoragePath(
  userId: string,
  filename: string,
  timestamp: number,
  random: string,
): string {
  return `${userId}/${timestamp}-${random}-${filename}`;
}

/** The header avatar letter: first letter of the full name, else of the e-mail, upper-cased ('' if neither). */
export function avatarInitial(fullName: string | null | undefined, email: string | null | undefined): string {
  const source = fullName?.trim() || email?.trim() || '';
  return source.charAt(0).toUpperCase();
}

export interface ListingStatusNotice {
  /** Alert tone: live is success, under review info, rejected error, editing warning. */
  tone: 'success' | 'info' | 'error' | 'warning';
  title: string;
  description: string;
  /** The dashboard's way on: null when the vendor can only wait (under review). */
  action: { label: string; kind: 'resubmit' | 'view' | 'continue' } | null;
}

/**
 * What the vendor dashboard says about the listing's status, with the admin's reason for a rejection:
 * approved → 'Your listing is live' and View Your Listing; pending_approval → 'Your listing is under review' and
 * no action; rejected → 'Your listing was not approved', 'Reason: Blurry photos.' and Edit and Resubmit;
 * edit_listing → 'Your changes are not submitted yet' and Continue Editing. An unknown status gives null.
 */
export function listingStatusNotice(
  status: string | null | undefined,
  rejectionReason: string | null | undefined,
): ListingStatusNotice | null {
  switch (status) {
    case 'approved':
      return {
        tone: 'success',
        title: 'Your listing is live',
        description: 'Hosts can find your listing and book you.',
        action: { label: 'View Your Listing', kind: 'view' },
      };
    case 'pending_approval':
      return {
        tone: 'info',
        title: 'Your listing is under review',
        description:
          "An admin is checking your listing. You'll be notified once it is approved; until then it can't be edited.",
        action: null,
      };
    case 'rejected': {
      const reason = rejectionReason?.trim();
      return {
        tone: 'error',
        title: 'Your listing was not approved',
        description: `${reason ? `Reason: ${reason}${/[.!?]$/.test(reason) ? '' : '.'} ` : ''}Update your listing and submit it again for review.`,
        action: { label: 'Edit and Resubmit', kind: 'resubmit' },
      };
    }
    case 'edit_listing':
      return {
        tone: 'warning',
        title: 'Your changes are not submitted yet',
        description:
          'Your listing is not shown to hosts while you edit it. Submit it on the last step to send it for review.',
        action: { label: 'Continue Editing', kind: 'continue' },
      };
    default:
      return null;
  }
}
