import { vendorAppPaths } from '@partyeasy/routes';
import { renderRoute } from '@partyeasy/shared-ui/testing/render-route';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('vendorApp/routes', () => {
  it('serves exactly the paths it publishes in the route contract, which the shell mounts', () => {
    expect(routes.map((route) => route.path)).toEqual([...vendorAppPaths]);
  });

  it.each([
    ['/vendor-landingpage', 'Grow your event business'],
    ['/host/booking/start', 'Vendor Setup'],
    ['/host/booking/basic-info', 'Vendor Setup'],
    ['/vendor', 'Vendor Dashboard'],
    ['/availability', 'Availability Manager'],
    ['/AI', 'Custom Package Builder'],
  ])('renders %s', async (path, heading) => {
    await renderRoute(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeTruthy();
  });
});
