import { adminAppPaths } from '@partyeasy/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { routes } from './routes';

describe('adminApp/routes', () => {
  it('serves exactly the paths it publishes in the route contract, which the shell mounts', () => {
    expect(routes.map((route) => route.path)).toEqual([...adminAppPaths]);
  });

  it.each([
    ['/admin', 'Vendors'],
    ['/admin/bookings', 'Bookings'],
    ['/admin/messages', 'Messages'],
  ])('renders %s', async (path, heading) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeTruthy();
  });
});
