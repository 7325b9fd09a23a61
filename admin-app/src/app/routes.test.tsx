import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { routes } from './routes';

describe('adminApp/routes', () => {
  it('exposes exactly the routes the shell gives to the admin app', () => {
    expect(routes.map((route) => route.path)).toEqual(['/admin', '/admin/bookings']);
  });

  it.each([
    ['/admin', 'Vendors'],
    ['/admin/bookings', 'Bookings'],
  ])('renders %s', async (path, heading) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeTruthy();
  });
});
