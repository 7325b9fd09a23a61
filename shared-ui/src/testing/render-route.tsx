import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemoteRouteObject } from '../remote/index';
import { StandaloneProviders } from '../remote/standalone';

/** A remote's exposed routes, rendered the way its standalone app renders them, at one address. */
export async function renderRoute(routes: RemoteRouteObject<string>[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return act(async () =>
    render(
      <StandaloneProviders>
        <RouterProvider router={router} />
      </StandaloneProviders>,
    ),
  );
}
