import { type RemoteName, remoteNames, remoteRoutePaths } from '@partyeasy/routes';
import { loadOnce } from '@partyeasy/shared-domain';
import type { RouteParams } from '@partyeasy/shared-ui/remote';
import { matchPath, type RouteObject } from '@partyeasy/shared-ui/router';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { AppLayout } from '../components/layout/app-layout';
import { AuthCardSkeleton, PageSkeleton } from '../components/page-skeleton';
import { RouteErrorPage } from '../components/route-error-page';
import { NotFoundPage } from '../features/not-found/routes/not-found-page';
import { DropPrerendered, UnlessPrerendered } from './prerendered-screen';
import type { RemotePages } from './remotes/remote-pages';
import { RemoteRoute } from './remotes/remote-route';

/**
 * The remote and route path that own an address, with the route's parameters, if a remote owns it. The paths
 * are the ones each remote publishes in the route contract (`@partyeasy/routes`): the shell has no list of
 * its own.
 */
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

/**
 * A shell page loaded on demand, drawn inside the layout at once: the header and footer show while its
 * code loads, with `fallback` where the page will be. (The router's own `lazy` would hold the whole page,
 * layout included, until the code arrived, and warns that no HydrateFallback was given.)
 */
function shellPage(load: () => Promise<ComponentType>, fallback: ReactNode = <PageSkeleton />): ReactNode {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return (
    <Suspense fallback={<UnlessPrerendered>{fallback}</UnlessPrerendered>}>
      <Page />
      <DropPrerendered />
    </Suspense>
  );
}

/** The shell's own pages: path, code, what shows while the code loads. */
const shellPages: { path: string; load: () => Promise<ComponentType>; fallback?: ReactNode }[] = [
  {
    path: '/login',
    load: loadOnce(() => import('../features/auth/routes/login-page').then((m) => m.LoginPage)),
    fallback: <AuthCardSkeleton />,
  },
  {
    path: '/signup',
    // With its sign-up form, which the page's views load on demand (`auth-views.tsx`): both at once.
    load: loadOnce(() =>
      Promise.all([
        import('../features/auth/routes/signup-page'),
        import('../features/auth/components/sign-up-view'),
      ]).then(([m]) => m.SignupPage),
    ),
    fallback: <AuthCardSkeleton />,
  },
  {
    path: '/reset-password',
    load: loadOnce(() =>
      import('../features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
    fallback: <AuthCardSkeleton />,
  },
  {
    path: '/account-settings',
    load: loadOnce(() =>
      import('../features/account/routes/account-settings-page').then((m) => m.AccountSettingsPage),
    ),
  },
  {
    path: '/messages',
    load: loadOnce(() => import('../features/messages/routes/inbox-page').then((m) => m.InboxPage)),
  },
  {
    path: '/messages/:conversationId',
    load: loadOnce(() =>
      import('../features/messages/routes/conversation-page').then((m) => m.ConversationPage),
    ),
  },
  {
    path: '/newsletter/confirm',
    load: loadOnce(() =>
      import('../features/newsletter/routes/newsletter-confirm-page').then((m) => m.NewsletterConfirmPage),
    ),
  },
  {
    path: '/about',
    load: loadOnce(() => import('../features/static-pages/routes/about-page').then((m) => m.AboutPage)),
  },
  {
    path: '/terms',
    load: loadOnce(() => import('../features/static-pages/routes/terms-page').then((m) => m.TermsPage)),
  },
  {
    path: '/privacy',
    load: loadOnce(() => import('../features/static-pages/routes/privacy-page').then((m) => m.PrivacyPage)),
  },
];

export const shellRoutes: RouteObject[] = shellPages.map(({ path, load, fallback }) => ({
  path,
  element: shellPage(load, fallback),
}));

/**
 * Starts loading the code of the shell page at `pathname` (/login, /about…), if it is one, before React has
 * drawn the layout around it: its chunk then arrives with the app's instead of after the first render (one
 * round trip fewer before the page shows). Returns whether it is a shell page.
 */
export function preloadShellPage(pathname: string): boolean {
  const page = shellPages.find(({ path }) => matchPath(path, pathname));
  page?.load().catch(() => undefined); // a failure shows when the route renders it
  return page !== undefined;
}

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
