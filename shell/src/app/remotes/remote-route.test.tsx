import type { RemoteName } from '@partyeasy/shared-domain/backend';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeRemoteRoutes, renderApp } from '../../testing/render-app';

function BrokenPage(): never {
  throw new Error('boom');
}

describe('a remote that cannot be loaded', () => {
  it('shows the unavailable state with a Retry that loads it once it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let hostAppUp = false;
    const loadRoutes = vi.fn(async (remote: RemoteName) => {
      if (remote === 'hostApp' && !hostAppUp) throw new Error('Failed to fetch mf-manifest.json');
      return fakeRemoteRoutes(remote);
    });
    await renderApp('/success', loadRoutes);

    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();

    hostAppUp = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'hostApp page /success' })).toBeTruthy();
    expect(loadRoutes).toHaveBeenCalledTimes(2);
  });

  it('keeps the routes of the shell and of other remotes working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadRoutes = async (remote: RemoteName) => {
      if (remote === 'adminApp') throw new Error('connection refused');
      return fakeRemoteRoutes(remote);
    };
    const { router } = await renderApp('/admin', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeTruthy();

    await act(() => router.navigate('/vendor'));
    expect(await screen.findByRole('heading', { name: 'vendorApp page /vendor' })).toBeTruthy();
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { name: 'About PartyEasy' })).toBeTruthy();
  });

  it('also catches a remote page that fails while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadRoutes = async (remote: RemoteName) =>
      remote === 'hostApp'
        ? [
            {
              path: '/',
              lazy: async () => ({ element: <BrokenPage /> }),
            },
          ]
        : fakeRemoteRoutes(remote);
    await renderApp('/', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeTruthy();
  });
});
