/** The shell's session API, used by the layout and the auth and account pages. */
export { signOut } from './api/sign-out';
export { PROFILE_SETUP_FAILED, type UserType, upsertUserProfile } from './api/upsert-user-profile';
export { TermsConsentGate } from './components/terms-consent-gate';
export { useAuthSession } from './hooks/use-auth-session';
export { useCompleteGoogleSignup } from './hooks/use-complete-google-signup';
export { useIsVendor } from './hooks/use-is-vendor';
export { rememberGoogleSignup } from './model/pending-google-signup';
export { rememberGoogleConsent } from './model/pending-terms-consent';
