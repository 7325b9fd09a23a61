/** The booking flow's public API, used by the vendor profile page. */

export { useBookNow } from './hooks/use-book-now';
export { useCurrentUser } from './hooks/use-current-user';
