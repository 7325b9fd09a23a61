import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { StandaloneProviders } from '../app/providers';
import { routes } from '../app/routes';

/** This app's exposed routes, rendered the way the standalone app does, at one address. */
export async function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return act(async () =>
    render(
      <StandaloneProviders>
        <RouterProvider router={router} />
      </StandaloneProviders>,
    ),
  );
}
