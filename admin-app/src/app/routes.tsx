import type { AdminAppPath } from '@partyeasy/routes';
import { lazyPage, type RemoteRouteObject } from '@partyeasy/shared-ui/remote';

/**
 * Exposed as `adminApp/routes`: a route for each path this remote publishes in the route contract
 * (`@partyeasy/routes`, `adminAppPaths`), which the shell mounts.
 */
export const routes: RemoteRouteObject<AdminAppPath>[] = [
  {
    path: '/admin',
    lazy: lazyPage(() =>
      import('../features/vendors/routes/admin-vendors-page').then((m) => m.AdminVendorsPage),
    ),
  },
  {
    path: '/admin/bookings',
    lazy: lazyPage(() =>
      import('../features/bookings/routes/admin-bookings-page').then((m) => m.AdminBookingsPage),
    ),
  },
  {
    path: '/admin/messages',
    lazy: lazyPage(() =>
      import('../features/messages/routes/admin-messages-page').then((m) => m.AdminMessagesPage),
    ),
  },
  {
    path: '/admin/disputes',
    lazy: lazyPage(() =>
      import('../features/disputes/routes/admin-disputes-page').then((m) => m.AdminDisputesPage),
    ),
  },
];
