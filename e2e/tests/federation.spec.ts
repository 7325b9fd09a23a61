import { expect, test } from '@playwright/test';
import { overrideRuntimeConfig, pushPath } from './fixtures';

const antdDefaultBlue = 'rgb(22, 119, 255)';

test('React, the QueryClient and the jotai store are one instance across the shell and the remotes', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__PARTYEASY_PROBES__ = [];
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find vendors for your next event' })).toBeVisible();
  await pushPath(page, '/vendor');
  await expect(page.getByRole('heading', { name: 'Vendor Dashboard' })).toBeVisible();
  await pushPath(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Vendors', exact: true })).toBeVisible();

  const result = await page.evaluate(() => {
    type Probe = { app: string; react: unknown; queryClient: unknown; store: unknown };
    const probes = (window.__PARTYEASY_PROBES__ ?? []) as Probe[];
    const [first] = probes;
    return {
      apps: [...new Set(probes.map((probe) => probe.app))].sort(),
      sameReact: probes.every((probe) => probe.react === first?.react),
      sameQueryClient: probes.every((probe) => probe.queryClient === first?.queryClient),
      sameStore: probes.every((probe) => probe.store === first?.store),
    };
  });
  expect(result).toEqual({
    apps: ['adminApp', 'hostApp', 'shell', 'vendorApp'],
    sameReact: true,
    sameQueryClient: true,
    sameStore: true,
  });
});

test('pages of every remote are drawn with the shell theme', async ({ page }) => {
  await page.goto('/no-such-page');
  const shellPrimary = await page
    .getByRole('button', { name: 'Back to home' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(shellPrimary).not.toBe(antdDefaultBlue);

  for (const [path, heading] of [
    ['/success', 'Payment Successful!'],
    ['/availability', 'Availability'],
    ['/admin/bookings', 'Bookings'],
  ] as const) {
    await pushPath(page, path);
    await expect(page.getByText(heading, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to home' })).toHaveCSS(
      'background-color',
      shellPrimary,
    );
  }
});

test('a remote that cannot be reached shows the unavailable state while other remotes work', async ({
  page,
}) => {
  await overrideRuntimeConfig(page, (config) => {
    (config.remotes as Record<string, string>).adminApp = 'http://localhost:3999/mf-manifest.json';
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Host an Event' }).click();
  await expect(page.getByRole('heading', { name: 'Find vendors for your next event' })).toBeVisible();
  await pushPath(page, '/vendor-landingpage');
  await expect(page.getByRole('heading', { name: 'Grow your event business' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About PartyEasy' })).toBeVisible();
  await pushPath(page, '/admin/bookings');
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
});

test('Retry loads a remote once it is reachable again', async ({ page }) => {
  let vendorAppDown = true;
  await page.route('http://localhost:3002/**', (route) => (vendorAppDown ? route.abort() : route.continue()));
  await page.goto('/vendor');
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();

  vendorAppDown = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Vendor Dashboard' })).toBeVisible();
});

test('a missing chunk of a remote page shows the unavailable state, not a blank page', async ({ page }) => {
  await page.route('http://localhost:3001/static/js/async/**', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toBeVisible();
});
