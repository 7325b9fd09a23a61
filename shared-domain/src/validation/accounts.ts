import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { field, isBlank } from './input.ts';

export const ACCOUNT_MESSAGES = {
  acceptTerms: 'Please accept the Terms & Conditions and Privacy Policy to continue.',
  resetMismatch: 'Passwords do not match.',
  newPasswordRequired: 'Please enter a new password',
  settingsMismatch: "Passwords don't match",
  tooShort: 'Password must be at least 6 characters long',
  tooLong: 'Password must be at most 72 characters long',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is incorrect.',
  samePassword: 'Your new password must be different from your current one',
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Full name must be at most 100 characters long',
  /** The login page after a password reset. */
  passwordReset: 'Your password was changed. Log in with your new password.',
  /** The vendor's first page after following the sign-up confirmation link. */
  vendorConfirmed: "Your e-mail address is confirmed. Welcome to PartyEasy! Let's set up your listing.",
  reauthenticationSent: (email: string) =>
    `For your security we e-mailed a 6-digit code to ${email}. Enter it below and press Update Password again.`,
} as const;

/**
 * A password's length, the one rule for sign-up, reset and settings (GoTrue checks the same): shorter than 6 →
 * 'Password must be at least 6 characters long'; longer than 72 → 'Password must be at most 72 characters
 * long'. 'abcde' fails, 'abcdef' passes. Passwords are not trimmed.
 */
export function validatePasswordLength(password: unknown): string | undefined {
  const value = typeof password === 'string' ? password : '';
  if (value.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.tooShort;
  if (new TextEncoder().encode(value).length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.tooLong;
  return undefined;
}

/**
 * The profile's full name, trimmed: blank → 'Please enter your full name'; over 100 characters →
 * 'Full name must be at most 100 characters long'. '  Ann Lee ' passes.
 */
export function validateFullName(name: unknown): string | undefined {
  const value = typeof name === 'string' ? name.trim() : '';
  if (value === '') return ACCOUNT_MESSAGES.nameRequired;
  if (value.length > FULL_NAME_MAX_LENGTH) return ACCOUNT_MESSAGES.nameTooLong;
  return undefined;
}

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
 * Account settings password change, in this order: the current password when the account has one, blank →
 * 'Please enter your current password'; new password empty → 'Please enter a new password'; different from
 * the confirmation → "Passwords don't match"; the length rule (`validatePasswordLength`); the same as the
 * current one → 'Your new password must be different from your current one'. ('abc' vs 'abd' gives the
 * mismatch, not the length.) `current` undefined means the account has no password to give (Google only).
 */
export function validatePasswordChange(
  password: unknown,
  confirmation: unknown,
  current?: unknown,
): string | undefined {
  const value = typeof password === 'string' ? password : '';
  if (current !== undefined && (typeof current !== 'string' || current === ''))
    return ACCOUNT_MESSAGES.currentPasswordRequired;
  if (value === '') return ACCOUNT_MESSAGES.newPasswordRequired;
  if (value !== confirmation) return ACCOUNT_MESSAGES.settingsMismatch;
  const length = validatePasswordLength(value);
  if (length) return length;
  if (current !== undefined && value === current) return ACCOUNT_MESSAGES.samePassword;
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
  /** After the first of the two e-mail change links (GoTrue's message is in the address bar). */
  emailHalfConfirmed:
    'One address confirmed. Now open the link we sent to your other address to finish changing your e-mail.',
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

/**
 * What the settings page says after an e-mail change was asked for (GoTrue's secure e-mail change: a link
 * to each address, the address changes once both are followed): ('ann@old.test', 'ann@new.test') →
 * 'Almost done: we sent a confirmation link to ann@new.test and one to ann@old.test. Your e-mail address
 * changes to ann@new.test once you have followed both links.' Without a current address, the new one only.
 */
export function emailChangeSentMessage(current: string | null | undefined, next: string): string {
  return current
    ? `Almost done: we sent a confirmation link to ${next} and one to ${current}. Your e-mail address changes to ${next} once you have followed both links.`
    : `Almost done: we sent a confirmation link to ${next}. Your e-mail address changes once you have followed it.`;
}

/** The settings page while a change waits: the address stays the current one until both links are followed. */
export function pendingEmailMessage(next: string): string {
  return `Waiting for confirmation: your e-mail changes to ${next} once you have followed the links we sent to both addresses.`;
}

/** After the second link: 'Your e-mail address is now ann@new.test.' */
export function emailChangedMessage(email: string): string {
  return `Your e-mail address is now ${email}.`;
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
