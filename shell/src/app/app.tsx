import { RouterProvider } from '@partyeasy/shared-ui/router';
import { AppProviders } from './providers';
import { loadRemoteRoutes } from './remotes/load-remote-routes';
import { createRemotePages } from './remotes/remote-pages';
import { preloadShellPage, remoteRouteOf } from './route-table';
import { createAppRouter } from './router';

const pages = createRemotePages(loadRemoteRoutes);
let router: ReturnType<typeof createAppRouter> | undefined;

/** The router (created once: it matches the opened address against the whole route table). */
export function prepareRouter() {
  router ??= createAppRouter(pages);
  return router;
}

/**
 * Starts loading the page of the address the visitor opened before React draws the layout around it,
 * instead of when that layout first renders the route: a shell page's chunk, or a remote page (its remote
 * entry, route table and page chunks) and the page's own backend requests. A failure is left to the route,
 * which shows it with Retry.
 */
export function preloadOpenedPage() {
  if (preloadShellPage(window.location.pathname)) return;
  const opened = remoteRouteOf(window.location.pathname);
  if (!opened) return;
  pages.get(opened.remote, opened.path).catch(() => undefined);
  pages.prefetch(opened.remote, opened.path, opened.params);
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={prepareRouter()} />
    </AppProviders>
  );
}
