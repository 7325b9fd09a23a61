export { appStore } from './app-store.ts';
export {
  type BookingChangeAction,
  BookingChangeError,
  type BookingChangeRow,
  bookingChange,
  declineBookingChange,
  getLatestBookingChange,
  latestBookingChangeQueryOptions,
  useLatestBookingChange,
} from './booking-change.ts';
export { bookingHistoryQueryOptions, getBookingHistory, useBookingHistory } from './booking-history.ts';
export { CancelBookingError, type CancelBookingRequest, cancelBooking } from './cancel-booking.ts';
export * from './disputes/index.ts';
export { queryClient } from './query-client.ts';
export {
  getRuntimeConfig,
  type PlacesProvider,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  RuntimeConfigError,
} from './runtime-config.ts';
export {
  authSessionAtom,
  currentUserAtom,
  lastAuthEventAtom,
  passwordRecoveryAtom,
  watchAuthSession,
} from './session.ts';
export {
  getOwnVendorId,
  ownVendorQueryKeyRoot,
  ownVendorQueryOptions,
  ownVendorRow,
} from './session-vendor.ts';
export { type Database, type Db, getSupabase } from './supabase-client.ts';
