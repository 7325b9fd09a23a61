import { RouterProvider } from '@partyeasy/shared-ui/router';
import { AppProviders } from './providers';
import { loadRemoteRoutes } from './remotes/load-remote-routes';
import { createRemotePages } from './remotes/remote-pages';
import { remoteRouteOf } from './route-table';
import { createAppRouter } from './router';

const pages = createRemotePages(loadRemoteRoutes);
const router = createAppRouter(pages);

/**
 * Starts loading the remote page of the address the visitor opened (its remote entry, route table and page
 * chunks) and the page's own backend requests before React draws the layout around it, instead of when
 * that layout first renders the route. A failure is left to the route, which shows it with Retry.
 */
export function preloadOpenedPage() {
  const opened = remoteRouteOf(window.location.pathname);
  if (!opened) return;
  pages.get(opened.remote, opened.path).catch(() => undefined);
  pages.prefetch(opened.remote, opened.path, opened.params);
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
