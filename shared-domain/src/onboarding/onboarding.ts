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
