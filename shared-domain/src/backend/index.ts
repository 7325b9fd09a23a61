export { appStore } from './app-store';
export { bookingHistoryQueryOptions, getBookingHistory, useBookingHistory } from './booking-history';
export { CancelBookingError, type CancelBookingRequest, cancelBooking } from './cancel-booking';
export { queryClient } from './query-client';
export {
  getRuntimeConfig,
  type PlacesProvider,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  RuntimeConfigError,
} from './runtime-config';
export {
  authSessionAtom,
  currentUserAtom,
  lastAuthEventAtom,
  passwordRecoveryAtom,
  watchAuthSession,
} from './session';
export { getOwnVendorId, ownVendorQueryKeyRoot, ownVendorQueryOptions } from './session-vendor';
export { getSupabase } from './supabase-client';
