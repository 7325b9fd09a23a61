import { type RemoteName, remoteRoutePaths } from '@partyeasy/routes';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import type { RemoteRoute, RemoteRoutesLoader } from '../app/remotes/remote-pages';
import { createRemotePages } from '../app/remotes/remote-pages';
import { composeRoutes } from '../app/route-table';

/** Route objects like a remote exposes, each page a heading naming the remote and the path. */
export function fakeRemoteRoutes(remote: RemoteName): RemoteRoute[] {
  return remoteRoutePaths[remote].map((path) => ({
    path,
    lazy: async () => ({ element: <h1>{`${remote} page ${path}`}</h1> }),
  }));
}

export const workingRemotes: RemoteRoutesLoader = async (remote) => fakeRemoteRoutes(remote);

/** The shell's real route table and providers in memory, with remotes replaced by `loadRoutes`. */
export async function renderApp(path: string, loadRoutes: RemoteRoutesLoader = workingRemotes) {
  const router = createMemoryRouter(composeRoutes(createRemotePages(loadRoutes)), { initialEntries: [path] });
  // An async act lets React 19 retry the suspended remote pages once their promises settle.
  const view = await act(async () =>
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  return { router, ...view };
}
