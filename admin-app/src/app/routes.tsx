import { lazyPage, type RemoteRouteObject } from './lazy-page';

/** Exposed as `adminApp/routes`: the routes this remote owns in the shell's route table. */
export const routes: RemoteRouteObject[] = [
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
];
