import { RouterProvider } from '@partyeasy/shared-ui/router';
import { AppProviders } from './providers';
import { loadRemoteRoutes } from './remotes/load-remote-routes';
import { createRemotePages } from './remotes/remote-pages';
import { createAppRouter } from './router';

const router = createAppRouter(createRemotePages(loadRemoteRoutes));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
