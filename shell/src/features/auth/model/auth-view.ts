/** The auth views of the spec; /login starts on sign_in, /signup on sign_up. */
export type AuthView =
  | 'sign_in'
  | 'sign_up'
  | 'forgotten_password'
  | 'magic_link'
  | 'update_password'
  | 'verify_otp';

export const AUTH_MESSAGES = {
  confirmationSent: 'Check your email for the confirmation link',
  magicLinkSent: 'Check your email for the magic link',
  resetLinkSent: 'Check your email for the password reset link',
  resetLinkSentShort: 'Reset link sent to your email.',
  passwordUpdated: 'Your password has been updated',
  emailRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  codeRequired: 'Please enter the 6-digit code from the email.',
  accountExists: 'An account with this email already exists. Please log in instead.',
  verificationTitle: 'Verification email sent!',
} as const;

/**
 * The page to return to after signing in, from a `?redirect=` value: a path of this site only (one leading
 * slash, not `//host` or `/\\host`, which browsers read as another site); anything else returns '/'.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  return raw && /^\/(?![/\\])/.test(raw) ? raw : '/';
}

/** Where e-mail links and the Google sign-in come back to: a path of this site. */
export function siteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** A vendor's first page once the account is confirmed: the listing's start page, which welcomes them. */
export const VENDOR_CONFIRMED_PATH = '/host/booking/start?confirmed=1';

/**
 * Where a new account lands after confirming its address: a vendor who started from the home page or the
 * wizard goes to the wizard's start (`VENDOR_CONFIRMED_PATH`); anyone else back where they came from.
 * ('vendor', '/') → VENDOR_CONFIRMED_PATH; ('vendor', '/vendor/7') → '/vendor/7'; ('host', '/') → '/'.
 */
export function confirmedLanding(userType: 'host' | 'vendor', returnPath: string): string {
  if (userType !== 'vendor') return returnPath;
  return returnPath === '/' || returnPath.startsWith('/host/booking') ? VENDOR_CONFIRMED_PATH : returnPath;
}
