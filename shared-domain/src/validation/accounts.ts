import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { field, isBlank } from './input.ts';

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

/**
 * The footer newsletter (double opt-in, see docs/reliability.md): every accepted address gets the same
 * answer, `checkInbox`, whether it was new or subscribed already; 'Subscribed successfully!' shows once the
 * mailed link is confirmed. The spec's "You're already subscribed." is no longer said: it told anyone
 * whether an address was on the list.
 */
export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email.',
  subscribed: 'Subscribed successfully!',
  checkInbox: 'Almost done: check your inbox and confirm your subscription with the link we sent.',
  linkInvalid: 'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  failed: 'Subscription failed. Try again.',
} as const;

/**
 * The site's one e-mail rule: something@domain.tld after trimming, no spaces, one '@' ('a@b.co' yes;
 * 'not-an-email', 'a@b', 'a b@c.de', '' no). The Email_List table checks the same pattern
 * (supabase/schemas/60_newsletter.sql), so no path stores what the form refuses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(email: unknown): boolean {
  return typeof email === 'string' && EMAIL_PATTERN.test(email.trim());
}

/** Footer newsletter: anything but an e-mail address (blank included) → 'Please enter a valid email.' */
export function validateNewsletterEmail(email: unknown): string | undefined {
  return isEmailAddress(email) ? undefined : NEWSLETTER_MESSAGES.invalid;
}

/** What the site says when the auth server answers 429 (GoTrue's rate limits). */
export const RATE_LIMIT_MESSAGES = {
  emails: 'Too many e-mails were requested. Please wait a minute, then try again.',
  requests: 'Too many attempts. Please wait a few minutes, then try again.',
} as const;

/**
 * The text shown for an auth error: a 429 (GoTrue's over_email_send_rate_limit, over_request_rate_limit,
 * over_sms_send_rate_limit) gets a plain "wait, then try again"; any other error keeps its own message.
 * Examples: { status: 429, code: 'over_email_send_rate_limit' } → RATE_LIMIT_MESSAGES.emails;
 * { status: 400, message: 'Invalid login credentials' } → 'Invalid login credentials'.
 */
export function authErrorMessage(error: { message: string; status?: number; code?: string }): string {
  if (error.code === 'over_email_send_rate_limit') return RATE_LIMIT_MESSAGES.emails;
  if (error.status === 429 || error.code?.startsWith('over_')) return RATE_LIMIT_MESSAGES.requests;
  return error.message;
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
