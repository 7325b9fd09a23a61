/**
 * The Terms of Service and Privacy Policy a user accepts, with the confirmation of being 18 or older. A version
 * is the documents' effective date (YYYY-MM-DD), so a later version sorts after an earlier one; the database
 * records the version each user accepted (users.terms_version) and refuses anything that is not a date.
 * Publishing changed terms is a new value here: everyone who accepted an earlier one is asked again at sign-in.
 */
export const TERMS_VERSION = '2025-06-18';

/** The user metadata key the sign-up sends once every box is ticked (the auth trigger records it). */
export const TERMS_METADATA_KEY = 'terms_version';

export const TERMS_MESSAGES = {
  ageRequired: 'Please confirm that you are 18 or older.',
  consentRequired:
    'Please confirm that you are 18 or older and accept the Terms of Service and the Privacy Policy.',
  acceptFailed: 'We could not record your acceptance. Please try again.',
} as const;

const VERSION = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a user who accepted `accepted` must be asked again: never accepted (null, undefined, '') or an
 * earlier version than `current`. '2025-06-18' against '2025-06-18' → false; null → true; '2024-01-01' →
 * true; a later version than the current one (accepted ahead of publication) → false; anything that is not
 * a version → true.
 */
export function needsTermsAcceptance(accepted: unknown, current: string = TERMS_VERSION): boolean {
  if (typeof accepted !== 'string' || !VERSION.test(accepted)) return true;
  return accepted < current;
}

/** The age box of the sign-up form: ticked, else 'Please confirm that you are 18 or older.' */
export function validateAgeConfirmation(confirmed: unknown): string | undefined {
  return confirmed === true ? undefined : TERMS_MESSAGES.ageRequired;
}

/** The single box of the prompt after sign-in (age and both documents at once). */
export function validateTermsConsent(confirmed: unknown): string | undefined {
  return confirmed === true ? undefined : TERMS_MESSAGES.consentRequired;
}

/** A version as the prompt names it: '2025-06-18' → 'June 18, 2025'. */
export function termsVersionLabel(version: string = TERMS_VERSION): string {
  const [year, month, day] = version.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
