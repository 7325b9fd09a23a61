import { type RemoteRouteObject, lazyPage as remotePage } from '@partyeasy/shared-ui/remote';
import type { ComponentType } from 'react';

const lazyPage = (load: () => Promise<ComponentType>) => remotePage('adminApp', load);

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
