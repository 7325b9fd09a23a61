import type { RemoteName } from '@partyeasy/shared-domain/backend';
import type { RouteParams } from '@partyeasy/shared-ui/remote';
import { matchPath, type RouteObject } from '@partyeasy/shared-ui/router';
import { AppLayout } from '../components/layout/app-layout';
import { RouteErrorPage } from '../components/route-error-page';
import { NotFoundPage } from '../features/not-found/routes/not-found-page';
import { remoteNames } from './remotes/remote-definitions';
import type { RemotePages } from './remotes/remote-pages';
import { RemoteRoute } from './remotes/remote-route';

/** The route table of the spec (part 2, section 2) with the app that owns each route. */
export const remoteRoutePaths: Record<RemoteName, readonly string[]> = {
  hostApp: ['/', '/vendor/:id', '/success', '/cancel', '/dashboard'],
  vendorApp: ['/vendor-landingpage', '/host/booking/*', '/vendor', '/availability', '/AI'],
  adminApp: ['/admin', '/admin/bookings'],
};

/** The remote and route path that own an address, with the route's parameters, if a remote owns it. */
export function remoteRouteOf(
  pathname: string,
): { remote: RemoteName; path: string; params: RouteParams } | undefined {
  for (const remote of remoteNames)
    for (const path of remoteRoutePaths[remote]) {
      const match = matchPath(path, pathname);
      if (match) return { remote, path, params: { ...match.params } };
    }
  return undefined;
}

export const shellRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: () => import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/signup',
    lazy: () => import('../features/auth/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: '/reset-password',
    lazy: () =>
      import('../features/auth/routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/account-settings',
    lazy: () =>
      import('../features/account/routes/account-settings-page').then((m) => ({
        Component: m.AccountSettingsPage,
      })),
  },
  {
    path: '/newsletter/confirm',
    lazy: () =>
      import('../features/newsletter/routes/newsletter-confirm-page').then((m) => ({
        Component: m.NewsletterConfirmPage,
      })),
  },
  {
    path: '/about',
    lazy: () =>
      import('../features/static-pages/routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: '/terms',
    lazy: () =>
      import('../features/static-pages/routes/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: '/privacy',
    lazy: () =>
      import('../features/static-pages/routes/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
];

/** Shell routes, every remote's routes and the 404 page, inside the layout (header, footer, scroll to top). */
export function composeRoutes(pages: RemotePages): RouteObject[] {
  const remoteRoutes = remoteNames.flatMap((remote) =>
    remoteRoutePaths[remote].map(
      (path): RouteObject => ({
        path,
        element: <RemoteRoute key={`${remote} ${path}`} remote={remote} path={path} pages={pages} />,
      }),
    ),
  );
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { errorElement: <RouteErrorPage />, children: [...shellRoutes, ...remoteRoutes] },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
