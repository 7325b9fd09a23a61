import { PASSWORD_MIN_LENGTH } from '../constants';
import { field, isBlank } from './input';

export const ACCOUNT_MESSAGES = {
  acceptTerms: 'Please accept the Terms & Conditions and Privacy Policy to continue.',
  resetMismatch: 'Passwords do not match.',
  newPasswordRequired: 'Please enter a new password',
  settingsMismatch: "Passwords don't match",
  tooShort: 'Password must be at least 6 characters long',
} as const;

export interface SignUpInput {
  fullName?: unknown;
  email?: unknown;
  password?: unknown;
  acceptTerms?: unknown;
  acceptPrivacy?: unknown;
}

/**
 * Sign-up, for e-mail and Google alike: both checkboxes ticked, else
 * 'Please accept the Terms & Conditions and Privacy Policy to continue.'. Required fields have no
 * quoted message (the inputs are required); see `missingSignUpFields`.
 */
export function validateSignUp(input: SignUpInput | null | undefined): string | undefined {
  return field(input, 'acceptTerms') === true && field(input, 'acceptPrivacy') === true
    ? undefined
    : ACCOUNT_MESSAGES.acceptTerms;
}

/** The required e-mail sign-up fields left blank (phone is optional). */
export function missingSignUpFields(
  input: SignUpInput | null | undefined,
): Array<'fullName' | 'email' | 'password'> {
  return (['fullName', 'email', 'password'] as const).filter((key) => isBlank(field(input, key)));
}

/** The reset-password page: the two passwords must match ('Passwords do not match.'). */
export function validateResetPassword(password: unknown, confirmation: unknown): string | undefined {
  return password === confirmation ? undefined : ACCOUNT_MESSAGES.resetMismatch;
}

/**
 * Account settings password change, in the spec's order: empty → 'Please enter a new password';
 * different from the confirmation → "Passwords don't match"; shorter than 6 →
 * 'Password must be at least 6 characters long'. ('abc' vs 'abd' gives the mismatch, not the length.)
 * Passwords are not trimmed.
 */
export function validatePasswordChange(password: unknown, confirmation: unknown): string | undefined {
  const value = typeof password === 'string' ? password : '';
  if (value === '') return ACCOUNT_MESSAGES.newPasswordRequired;
  if (value !== confirmation) return ACCOUNT_MESSAGES.settingsMismatch;
  if (value.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.tooShort;
  return undefined;
}

/**
 * The green ticks of the settings requirements list: 'At least 6 characters long' and 'Passwords match'
 * (met only once something is typed).
 */
export function passwordRequirements(password: string, confirmation: string) {
  return {
    longEnough: password.length >= PASSWORD_MIN_LENGTH,
    matches: password !== '' && password === confirmation,
  };
}

/** The magic-link form rejects an empty (or whitespace-only) e-mail; the spec quotes no message. */
export function canSendMagicLink(email: unknown): boolean {
  return !isBlank(email);
}

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email.',
  subscribed: 'Subscribed successfully!',
  duplicate: "You're already subscribed.",
  failed: 'Subscription failed. Try again.',
} as const;

/**
 * The site's one e-mail rule: something@domain.tld after trimming, no spaces, one '@' ('a@b.co' yes;
 * 'not-an-email', 'a@b', 'a b@c.de', '' no). The Email_List table checks the same pattern
 * (migration 20261125000500), so no path stores what the form refuses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(email: unknown): boolean {
  return typeof email === 'string' && EMAIL_PATTERN.test(email.trim());
}

/** Footer newsletter: anything but an e-mail address (blank included) → 'Please enter a valid email.' */
export function validateNewsletterEmail(email: unknown): string | undefined {
  return isEmailAddress(email) ? undefined : NEWSLETTER_MESSAGES.invalid;
}

/** Result toast of the Email_List insert: no error → success, code 23505 → already subscribed, else failure. */
export function newsletterResultMessage(error: { code?: string | null } | null | undefined): string {
  if (!error) return NEWSLETTER_MESSAGES.subscribed;
  return error.code === '23505' ? NEWSLETTER_MESSAGES.duplicate : NEWSLETTER_MESSAGES.failed;
}

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updatedWithoutSms:
    'Profile updated successfully! Note: Phone number is stored but SMS verification is not configured.',
  passwordUpdated: 'Password updated successfully!',
} as const;

/**
 * Settings toast after a profile save: no error → success; an error mentioning 'SMS provider' is shown
 * as a success with the SMS note; one mentioning 'email' → 'Update failed: {message}. Please check your
 * email format.'; others → 'Update failed: {message}'.
 */
export function profileUpdateResult(errorMessage: string | null | undefined): {
  ok: boolean;
  message: string;
} {
  if (!errorMessage) return { ok: true, message: PROFILE_MESSAGES.updated };
  if (errorMessage.includes('SMS provider')) return { ok: true, message: PROFILE_MESSAGES.updatedWithoutSms };
  if (errorMessage.includes('email')) {
    return { ok: false, message: `Update failed: ${errorMessage}. Please check your email format.` };
  }
  return { ok: false, message: `Update failed: ${errorMessage}` };
}

/** Settings toast after a password update. */
export function passwordUpdateResult(errorMessage: string | null | undefined): {
  ok: boolean;
  message: string;
} {
  return errorMessage
    ? { ok: false, message: `Password update failed: ${errorMessage}` }
    : { ok: true, message: PROFILE_MESSAGES.passwordUpdated };
}
