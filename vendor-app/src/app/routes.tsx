import type { VendorAppPath } from '@partyeasy/routes';
import { lazyPage, type RemoteRouteObject } from '@partyeasy/shared-ui/remote';

/**
 * Exposed as `vendorApp/routes`: a route for each path this remote publishes in the route contract
 * (`@partyeasy/routes`, `vendorAppPaths`), which the shell mounts.
 */
export const routes: RemoteRouteObject<VendorAppPath>[] = [
  {
    path: '/vendor-landingpage',
    lazy: lazyPage(() =>
      import('../features/landing/routes/vendor-landing-page').then((m) => m.VendorLandingPage),
    ),
  },
  {
    path: '/host/booking/*',
    lazy: lazyPage(() =>
      import('../features/onboarding/routes/onboarding-page').then((m) => m.OnboardingPage),
    ),
  },
  {
    path: '/vendor',
    lazy: lazyPage(() =>
      import('../features/dashboard/routes/vendor-dashboard-page').then((m) => m.VendorDashboardPage),
    ),
  },
  {
    path: '/availability',
    lazy: lazyPage(() =>
      import('../features/availability/routes/availability-page').then((m) => m.AvailabilityPage),
    ),
  },
  {
    path: '/AI',
    lazy: lazyPage(() =>
      import('../features/package-builder/routes/package-builder-page').then((m) => m.PackageBuilderPage),
    ),
  },
  {
    path: '/vendor/statements/:payoutId',
    lazy: lazyPage(() =>
      import('../features/payouts/routes/payout-statement-page').then((m) => m.PayoutStatementPage),
    ),
  },
  {
    path: '/vendor/disputes/:id',
    lazy: lazyPage(() =>
      import('../features/disputes/routes/vendor-dispute-page').then((m) => m.VendorDisputePage),
    ),
  },
  {
    path: '/vendor/quotes/:quoteId',
    lazy: lazyPage(() =>
      import('../features/quotes/routes/vendor-quote-page').then((m) => m.VendorQuotePage),
    ),
  },
];
