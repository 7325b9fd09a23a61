import { remoteRoutePaths } from '@partyeasy/routes';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { createRemotePages } from './remotes/remote-pages';
import { composeRoutes, preloadShellPage, remoteRouteOf } from './route-table';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('the route table', () => {
  it('has every route of the spec, once, plus the newsletter confirmation and the 404 catch-all', () => {
    const table = paths(composeRoutes(createRemotePages(async () => [])));
    const spec = [
      '/',
      '/about',
      '/host/booking/*',
      '/login',
      '/signup',
      '/reset-password',
      '/vendor/:id',
      '/vendor',
      '/availability',
      '/success',
      '/cancel',
      '/account-settings',
      '/terms',
      '/privacy',
      '/admin',
      '/admin/bookings',
      '/admin/messages',
      '/AI',
      '/vendor-landingpage',
      '/dashboard',
      '/favorites',
      '/receipts/:bookingId',
      '/disputes/:id',
      '/quotes',
      '/quotes/:requestId',
      '/events',
      '/events/:eventId',
      '/vendor/statements/:payoutId',
      '/vendor/disputes/:id',
      '/vendor/quotes/:quoteId',
      '/admin/disputes',
      '/newsletter/confirm',
      '/messages',
      '/messages/:conversationId',
      '*',
    ];
    expect([...table].sort()).toEqual([...spec].sort());
  });

  it.each([
    ['/', 'hostApp'],
    ['/vendor/42', 'hostApp'],
    ['/success', 'hostApp'],
    ['/cancel', 'hostApp'],
    ['/dashboard', 'hostApp'],
    ['/favorites', 'hostApp'],
    ['/receipts/b-1', 'hostApp'],
    ['/disputes/d-1', 'hostApp'],
    ['/quotes', 'hostApp'],
    ['/quotes/r-1', 'hostApp'],
    ['/events', 'hostApp'],
    ['/events/e-1', 'hostApp'],
    ['/vendor/disputes/d-1', 'vendorApp'],
    ['/admin/disputes', 'adminApp'],
    ['/vendor-landingpage', 'vendorApp'],
    ['/host/booking/basic-info', 'vendorApp'],
    ['/vendor', 'vendorApp'],
    ['/availability', 'vendorApp'],
    ['/AI', 'vendorApp'],
    ['/vendor/statements/42', 'vendorApp'],
    ['/vendor/quotes/q-1', 'vendorApp'],
    ['/admin', 'adminApp'],
    ['/admin/bookings', 'adminApp'],
  ])('renders %s from %s', async (url, remote) => {
    await renderApp(url);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(new RegExp(`^${remote} page `));
    expect(remoteRoutePaths[remote as keyof typeof remoteRoutePaths]).toContain(
      heading.textContent?.split(' page ')[1],
    );
  });

  it('renders shell pages inside the header and footer', async () => {
    await renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About PartyEasy' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText('Plan it. Book it. Party easy.')).toBeTruthy();
  });

  it('shows the 404 page for an unknown address', async () => {
    await renderApp('/nothing/here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it.each([
    ['/', { remote: 'hostApp', path: '/', params: {} }],
    [
      '/vendor/00000000-0000-4000-8000-00000000d001',
      { remote: 'hostApp', path: '/vendor/:id', params: { id: '00000000-0000-4000-8000-00000000d001' } },
    ],
    ['/vendor', { remote: 'vendorApp', path: '/vendor', params: {} }],
    ['/host/booking/photos', { remote: 'vendorApp', path: '/host/booking/*', params: { '*': 'photos' } }],
    ['/ai', { remote: 'vendorApp', path: '/AI', params: {} }],
    ['/admin/bookings', { remote: 'adminApp', path: '/admin/bookings', params: {} }],
    ['/login', undefined],
    ['/vendor/1/extra', undefined],
  ])('the page opened at %s is preloaded as %o', (pathname, owner) => {
    expect(remoteRouteOf(pathname)).toEqual(owner);
  });
});

/** Which shell page modules have been evaluated (the privacy page's, mocked: no other test renders it). */
const evaluated = vi.hoisted(() => new Set<string>());
vi.mock('../features/static-pages/routes/privacy-page', () => {
  evaluated.add('privacy');
  return { PrivacyPage: () => null };
});

describe("a shell page's code", () => {
  it("asks for the opened page's code before anything renders", async () => {
    expect(evaluated.has('privacy')).toBe(false);
    expect(preloadShellPage('/privacy')).toBe(true);
    await vi.waitFor(() => expect(evaluated.has('privacy')).toBe(true));
  });

  it.each([
    ['/login', true],
    ['/about', true],
    ['/newsletter/confirm', true],
    ['/', false],
    ['/vendor/42', false],
    ['/vendor-landingpage', false],
  ])('is preloaded for %s: %s (else the remote page is)', (pathname, isShellPage) => {
    expect(preloadShellPage(pathname)).toBe(isShellPage);
  });
});
