import { createBrowserRouter } from 'react-router-dom';
import type { RemotePages } from './remotes/remote-pages';
import { composeRoutes } from './route-table';

export function createAppRouter(pages: RemotePages) {
  return createBrowserRouter(composeRoutes(pages));
}
