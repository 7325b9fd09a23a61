import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, renderWithShell } from '../../../testing/session';
import { LoginPage } from './login-page';

vi.setConfig({ testTimeout: 60_000 });

const pages = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="*" element={<p>Somewhere else</p>} />
  </Routes>
);

describe('/login', () => {
  it('sends a signed-in visitor to the page named by ?redirect=', async () => {
    const { router } = renderWithShell(pages, {
      path: '/login?redirect=%2Fvendor%2Fv-1',
      session: fakeSession(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/v-1'));
    expect(screen.getByText('Somewhere else')).toBeTruthy();
  });

  it('refuses a redirect to another site and goes home instead', async () => {
    const { router } = renderWithShell(pages, {
      path: `/login?redirect=${encodeURIComponent('//evil.example/x')}`,
      session: fakeSession(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links to sign-up keeping the page to return to', async () => {
    renderWithShell(pages, { path: '/login?redirect=%2Fdashboard' });
    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toBe(
      '/signup?redirect=%2Fdashboard',
    );
  });
});
