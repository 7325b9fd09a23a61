import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { routes } from './routes';

describe('vendorApp/routes', () => {
  it('exposes exactly the routes the shell gives to the vendor app', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/vendor-landingpage',
      '/host/booking/*',
      '/vendor',
      '/availability',
      '/AI',
    ]);
  });

  it.each([
    ['/vendor-landingpage', 'Grow your event business'],
    ['/host/booking/start', 'Vendor Setup'],
    ['/host/booking/basic-info', 'Vendor Setup'],
    ['/vendor', 'Vendor Dashboard'],
    ['/availability', 'Availability Manager'],
    ['/AI', 'Custom Package Builder'],
  ])('renders %s', async (path, heading) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeTruthy();
  });
});
