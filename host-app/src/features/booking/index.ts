/** The booking flow's public API, used by the vendor profile page. */

export { type BookNow, type UseBookNowInput, useBookNow } from './hooks/use-book-now';
export { useCurrentUser } from './hooks/use-current-user';
export type { BookingAddon, BookingPackage, BookingSelection, BookingVendor } from './model/types';
