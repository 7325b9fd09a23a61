import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { ThemeProvider } from '@partyeasy/shared-ui/theme-provider';
import type { Session } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** A session as supabase-js hands it over, for component tests. */
export function fakeSession(user: { id?: string; email?: string; fullName?: string } = {}): Session {
  return {
    access_token: 'token',
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: user.id ?? 'user-1',
      email: user.email ?? 'ada@example.com',
      user_metadata: user.fullName ? { full_name: user.fullName } : {},
      app_metadata: {},
      aud: 'authenticated',
      created_at: '2026-01-01T00:00:00Z',
    },
  } as Session;
}

/** Renders `ui` at `path` with the page's store, query cache, theme and a memory router. */
export function renderWithShell(ui: ReactElement, { path = '/', session = null as Session | null } = {}) {
  appStore.set(authSessionAtom, session);
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/', element: ui },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}
