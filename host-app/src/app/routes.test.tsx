import { hostAppPaths } from '@partyeasy/routes';
import { renderRoute } from '@partyeasy/shared-ui/testing/render-route';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('hostApp/routes', () => {
  it('serves exactly the paths it publishes in the route contract, which the shell mounts', () => {
    expect(routes.map((route) => route.path)).toEqual([...hostAppPaths]);
  });

  it('shows the payment success page', async () => {
    await renderRoute(routes, '/success');
    expect(
      await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText("Thank you for your booking. You'll hear from the vendor soon.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my bookings' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows the payment cancelled page', async () => {
    await renderRoute(routes, '/cancel');
    expect(
      await screen.findByRole('heading', { name: 'Payment Cancelled' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText("You cancelled the checkout. Try again when you're ready.")).toBeTruthy();
  });

  it.each([
    ['/', 'Book your next party in one click'],
    ['/vendor/7', 'Vendor not found'],
    ['/dashboard', 'My bookings'],
  ])('renders %s', async (path, heading) => {
    await renderRoute(routes, path);
    // The home page is the largest lazy module; a busy machine needs more than the default second.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeTruthy();
  });
});
