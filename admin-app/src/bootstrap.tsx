import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { StandaloneProviders } from './app/providers';
import { routes } from './app/routes';
import { PagePlaceholder } from './components/page-placeholder';

// This app on its own, for its team: the same routes and providers as inside the shell, without the shell.
const router = createBrowserRouter([
  ...routes,
  {
    path: '*',
    element: (
      <PagePlaceholder title="Not part of this app" description="Open the shell to see the whole site." />
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneProviders>
      <RouterProvider router={router} />
    </StandaloneProviders>
  </StrictMode>,
);
