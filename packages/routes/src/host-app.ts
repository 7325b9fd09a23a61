/** The paths the host-app owns (its team's file, see CODEOWNERS); `host-app/src/app/routes.tsx` serves each. */
export const hostAppPaths = [
  '/',
  '/vendor/:id',
  '/success',
  '/cancel',
  '/dashboard',
  '/favorites',
  '/receipts/:bookingId',
  '/disputes/:id',
  '/quotes',
  '/quotes/:requestId',
  '/events',
  '/events/:eventId',
] as const;

export type HostAppPath = (typeof hostAppPaths)[number];
