import { createBrowserRouter } from '@partyeasy/shared-ui/router';
import type { RemotePages } from './remotes/remote-pages';
import { composeRoutes } from './route-table';

export function createAppRouter(pages: RemotePages) {
  return createBrowserRouter(composeRoutes(pages));
}
