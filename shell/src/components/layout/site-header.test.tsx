import {
  appStore,
  authSessionAtom,
  ownVendorQueryOptions,
  queryClient,
} from '@partyeasy/shared-domain/backend';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, renderWithShell } from '../../testing/session';
import { SiteHeader } from './site-header';

const backend = vi.hoisted(() => ({
  signOut: vi.fn(),
  vendorRows: vi.fn(),
  rpc: vi.fn(),
  /** What each joined channel's broadcast handlers answer to, by topic. */
  broadcasts: new Map<string, (() => void)[]>(),
}));

// The one client, as every module of the backend entry reaches it.
vi.mock('../../../../shared-domain/src/backend/supabase-client', () => ({
  getSupabase: () => ({
    auth: {
      signOut: backend.signOut,
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    },
    // The own-listing lookup (`ownVendorRow`, `newest: false`): a list of at most one row.
    from: () => ({ select: () => ({ eq: () => ({ limit: backend.vendorRows }) }) }),
    // unread_conversations_count
    rpc: backend.rpc,
    realtime: { setAuth: () => Promise.resolve() },
    channel: (topic: string) => {
      const channel = {
        on: (_type: string, _filter: unknown, handler: () => void) => {
          backend.broadcasts.set(topic, [...(backend.broadcasts.get(topic) ?? []), handler]);
          return channel;
        },
        subscribe: (status: (value: string) => void) => {
          status('SUBSCRIBED');
          return channel;
        },
      };
      return channel;
    },
    removeChannel: () => Promise.resolve('ok'),
  }),
}));

const desktop = window.matchMedia;

// The first render of antd components is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('the site header', () => {
  beforeEach(() => {
    // antd's breakpoints: a desktop screen.
    window.matchMedia = (query: string) =>
      ({ ...desktop(query), matches: /min-width/.test(query) }) as MediaQueryList;
    queryClient.clear();
    backend.signOut.mockReset();
    backend.vendorRows.mockReset();
    backend.rpc.mockReset();
    backend.rpc.mockResolvedValue({ data: 0, error: null });
    backend.broadcasts.clear();
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });

  it('offers Login/Signup when signed out and nothing while the session loads', async () => {
    renderWithShell(<SiteHeader />);
    expect(await screen.findByRole('link', { name: 'Login/Signup' })).toBeTruthy();
    act(() => appStore.set(authSessionAtom, undefined));
    expect(screen.queryByRole('link', { name: 'Login/Signup' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('shows the avatar letter of the full name, else of the e-mail', async () => {
    backend.vendorRows.mockResolvedValue({ data: [], error: null });
    renderWithShell(<SiteHeader />, { session: fakeSession({ fullName: 'grace Hopper' }) });
    expect((await screen.findByRole('button', { name: 'Account menu for grace Hopper' })).textContent).toBe(
      'G',
    );
    act(() => appStore.set(authSessionAtom, fakeSession({ email: 'zed@example.com' })));
    expect(
      (await screen.findByRole('button', { name: 'Account menu for zed@example.com' })).textContent,
    ).toBe('Z');
  });

  it('hides Vendor Dashboard while vendor status loads and for non-vendors', async () => {
    let answer: (value: unknown) => void = () => {};
    backend.vendorRows.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithShell(<SiteHeader />, { session: fakeSession({ fullName: 'Ada' }) });
    await screen.findByRole('button', { name: 'Account menu for Ada' });
    expect(screen.queryByRole('link', { name: 'Vendor Dashboard' })).toBeNull();
    await act(async () => answer({ data: [], error: null }));
    expect(screen.queryByRole('link', { name: 'Vendor Dashboard' })).toBeNull();
  });

  it('shows Vendor Dashboard to a vendor, in the links and the avatar menu', async () => {
    backend.vendorRows.mockResolvedValue({ data: [{ id: 'vendor-1' }], error: null });
    renderWithShell(<SiteHeader />, { session: fakeSession({ id: 'u-vendor', fullName: 'Vera' }) });
    const link = await screen.findByRole('link', { name: 'Vendor Dashboard' });
    expect(link.getAttribute('href')).toBe('/vendor');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Vera' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Account Settings',
      'Dashboard',
      'My bookings',
      'Quote requests',
      'Your events',
      'Favorites',
      'Vendor Dashboard',
      'Logout',
    ]);
  });

  it('logs out even when the server call fails: warns, forgets the vendor flag and goes home', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    backend.vendorRows.mockResolvedValue({ data: [{ id: 'vendor-1' }], error: null });
    backend.signOut.mockImplementation(async (options?: { scope?: string }) => {
      if (options?.scope === 'local') {
        appStore.set(authSessionAtom, null);
        return { error: null };
      }
      return { error: new Error('network down') };
    });
    const { router } = renderWithShell(<SiteHeader />, {
      path: '/about',
      session: fakeSession({ id: 'u-out', fullName: 'Olive' }),
    });
    await screen.findByRole('link', { name: 'Vendor Dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Olive' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(warn).toHaveBeenCalled();
    expect(backend.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(queryClient.getQueryData(ownVendorQueryOptions('u-out').queryKey)).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Login/Signup' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vendor Dashboard' })).toBeNull();
  });

  it("shows the unread conversations beside Messages, read again when the user's inbox channel says so", async () => {
    backend.vendorRows.mockResolvedValue({ data: [], error: null });
    backend.rpc.mockResolvedValue({ data: 2, error: null });
    renderWithShell(<SiteHeader />, { session: fakeSession({ id: 'u-inbox', fullName: 'Ina' }) });
    const link = await screen.findByRole('link', { name: 'Messages 2 unread conversations' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(backend.rpc).toHaveBeenCalledWith('unread_conversations_count');

    backend.rpc.mockResolvedValue({ data: 1, error: null });
    await waitFor(() => expect(backend.broadcasts.get('inbox:u-inbox')).toHaveLength(1));
    act(() => {
      for (const handler of backend.broadcasts.get('inbox:u-inbox') ?? []) handler();
    });
    expect(await screen.findByRole('link', { name: 'Messages 1 unread conversation' })).toBeTruthy();

    backend.rpc.mockResolvedValue({ data: 0, error: null });
    act(() => {
      for (const handler of backend.broadcasts.get('inbox:u-inbox') ?? []) handler();
    });
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  it('has no Messages link for a visitor', async () => {
    renderWithShell(<SiteHeader />);
    await screen.findByRole('link', { name: 'Login/Signup' });
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(backend.rpc).not.toHaveBeenCalled();
  });
});
