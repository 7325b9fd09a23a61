import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import type { Session } from '@supabase/supabase-js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestQuoteButton } from './request-quote-button';

vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchAuthSession: () => {},
  getSupabase: () => ({ rpc: async () => ({ data: [], error: null }) }),
}));

const VENDOR = { id: '00000000-0000-4000-8000-00000000d008', name: 'Bloom Balloon Studio' };
const PROFILE = `/vendor/${VENDOR.id}`;

function LoginPage() {
  return <p>Login page {useLocation().search}</p>;
}

async function renderProfile(primary = false) {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/vendor/:id', element: <RequestQuoteButton vendor={VENDOR} primary={primary} /> },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: [PROFILE] },
  );
  await act(async () =>
    render(
      <StandaloneProviders>
        <RouterProvider router={router} />
      </StandaloneProviders>,
    ),
  );
  return router;
}

describe('Request a quote', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks a visitor to log in, and opens the form for them once they are back signed in', async () => {
    appStore.set(authSessionAtom, null);
    const router = await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    const prompt = await screen.findByRole('dialog', { name: 'Log in to request a quote' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(`Login page ?redirect=${encodeURIComponent(PROFILE)}`)).toBeTruthy();

    appStore.set(authSessionAtom, { user: { id: 'host-1' } } as unknown as Session);
    await act(async () => router.navigate(PROFILE));
    expect(
      await screen.findByRole('dialog', { name: `Request a quote from ${VENDOR.name}` }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('is the way to book a listing without packages: it says so', async () => {
    appStore.set(authSessionAtom, { user: { id: 'host-1' } } as unknown as Session);
    await renderProfile(true);
    expect(screen.getByText(/prices every event on request/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(
      await screen.findByRole('dialog', { name: `Request a quote from ${VENDOR.name}` }, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
