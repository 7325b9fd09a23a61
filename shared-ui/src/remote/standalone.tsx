/**
 * `@partyeasy/shared-ui/standalone`: a remote app on its own, for its team — the same routes and providers
 * as inside the shell, without the shell. Only the remotes' bootstrap files and tests import this.
 */
import { appStore, queryClient, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from '../router';
import { ThemeProvider } from '../theme-provider';
import type { RemoteRouteObject } from './index';

/** Inside the shell these come from the shell; running on its own, a remote provides the same ones. */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <ThemeProvider>{children}</ThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

function NotInThisApp() {
  return (
    <section style={{ maxWidth: 880, margin: '0 auto', padding: '48px 16px' }}>
      <Typography.Title level={1}>Not part of this app</Typography.Title>
      <Typography.Paragraph type="secondary">Open the shell to see the whole site.</Typography.Paragraph>
      <Link to="/">
        <Button type="primary">Back to home</Button>
      </Link>
    </section>
  );
}

/**
 * The development sign-in bar (`dev-sign-in.tsx`): in a development build only. The condition is decided at
 * build time, so a production bundle carries neither the bar nor its chunk.
 */
const DevSignIn =
  process.env.NODE_ENV === 'production'
    ? null
    : lazy(() => import('./dev-sign-in').then((module) => ({ default: module.DevSignIn })));

/** Renders a remote's routes into #root with the standalone providers; other paths say where to go. */
export function renderStandalone(routes: RemoteRouteObject[]) {
  const router = createBrowserRouter([...routes, { path: '*', element: <NotInThisApp /> }]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // Inside the site the shell mirrors the auth session into the shared atoms; on its own, the remote does.
  watchAuthSession();
  createRoot(root).render(
    <StrictMode>
      <StandaloneProviders>
        {DevSignIn ? (
          <Suspense fallback={null}>
            <DevSignIn />
          </Suspense>
        ) : null}
        <RouterProvider router={router} />
      </StandaloneProviders>
    </StrictMode>,
  );
}
