import type { HostAppPath } from '@partyeasy/routes';
import { lazyPage, type RemoteRouteObject } from '@partyeasy/shared-ui/remote';

/**
 * Exposed as `hostApp/routes`: a route for each path this remote publishes in the route contract
 * (`@partyeasy/routes`, `hostAppPaths`), which the shell mounts.
 */
export const routes: RemoteRouteObject<HostAppPath>[] = [
  {
    path: '/',
    lazy: lazyPage(() => import('../features/home/routes/home-page').then((m) => m.HomePage)),
    prefetch: () => {
      import('../features/browse/api/prefetch-browse')
        .then((m) => m.prefetchBrowse(window.location.search))
        .catch(() => undefined);
    },
  },
  {
    path: '/vendor/:id',
    lazy: lazyPage(() =>
      import('../features/vendor-profile/routes/vendor-profile-page').then((m) => m.VendorProfilePage),
    ),
    prefetch: ({ id = '' }) => {
      import('../features/vendor-profile/api/prefetch-vendor-profile')
        .then((m) => m.prefetchVendorProfile(id))
        .catch(() => undefined);
    },
  },
  {
    path: '/success',
    lazy: lazyPage(() =>
      import('../features/payment/routes/payment-success-page').then((m) => m.PaymentSuccessPage),
    ),
  },
  {
    path: '/cancel',
    lazy: lazyPage(() =>
      import('../features/payment/routes/payment-cancel-page').then((m) => m.PaymentCancelPage),
    ),
  },
  {
    path: '/dashboard',
    lazy: lazyPage(() =>
      import('../features/my-bookings/routes/my-bookings-page').then((m) => m.MyBookingsPage),
    ),
  },
  {
    path: '/favorites',
    lazy: lazyPage(() =>
      import('../features/favourites/routes/favourites-page').then((m) => m.FavouritesPage),
    ),
  },
  {
    path: '/receipts/:bookingId',
    lazy: lazyPage(() => import('../features/receipts/routes/receipt-page').then((m) => m.ReceiptPage)),
  },
  {
    path: '/disputes/:id',
    lazy: lazyPage(() => import('../features/disputes/routes/dispute-page').then((m) => m.DisputePage)),
  },
  {
    path: '/quotes',
    lazy: lazyPage(() => import('../features/quotes/routes/quotes-page').then((m) => m.QuotesPage)),
  },
  {
    path: '/quotes/:requestId',
    lazy: lazyPage(() =>
      import('../features/quotes/routes/quote-request-page').then((m) => m.QuoteRequestPage),
    ),
  },
  {
    path: '/events',
    lazy: lazyPage(() => import('../features/events/routes/events-page').then((m) => m.EventsPage)),
  },
  {
    path: '/events/:eventId',
    lazy: lazyPage(() => import('../features/events/routes/event-page').then((m) => m.EventPage)),
  },
];
