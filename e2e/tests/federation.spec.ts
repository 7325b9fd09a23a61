import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  enableInstanceProbes,
  expectPageFrom,
  overrideRuntimeConfig,
  pushPath,
  sharedInstances,
  unavailableHeading,
} from './fixtures';

/** The css-in-js hash classes antd puts on its elements: one theme gives one hash. */
const antdThemeHashes = (page: Page) =>
  page.evaluate(() => {
    const hashes = new Set<string>();
    for (const element of document.querySelectorAll('[class*="ant-"]')) {
      for (const name of element.classList)
        if (/^css-(dev-only-do-not-override-)?[a-z0-9]+$/.test(name)) hashes.add(name);
    }
    return [...hashes];
  });

test.beforeEach(async ({ page }) => {
  await enableInstanceProbes(page);
});

test('React, the QueryClient and the jotai store are one instance across the shell and the remotes', async ({
  page,
}) => {
  await page.goto('/');
  await expectPageFrom(page, 'hostApp');
  await pushPath(page, '/vendor-landingpage');
  await expectPageFrom(page, 'vendorApp');
  await pushPath(page, '/admin');
  await expectPageFrom(page, 'adminApp');

  // React DOM registered once; React, the router, TanStack Query, jotai and shared-domain's backend module
  // (home of the one QueryClient, jotai store and supabase client) are each one version in the share scope,
  // provided and loaded by the shell: every remote's pages ran on those copies (they ship none of their own).
  const singletons = [
    'react',
    'react-dom',
    '@partyeasy/shared-ui/router',
    '@tanstack/react-query',
    'jotai',
    '@partyeasy/shared-domain/backend',
  ];
  const seen = await sharedInstances(page, singletons);
  expect(seen.reactRenderers).toBe(1);
  for (const name of singletons) {
    expect(seen.modules[name], name).toHaveLength(1);
    expect(seen.modules[name]?.[0], name).toMatchObject({ from: 'shell', loaded: true });
  }
});

test('pages of every remote are drawn with the shell theme', async ({ page }) => {
  await page.goto('/no-such-page');
  const shellPrimary = await page
    .getByRole('button', { name: 'Back to home' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(shellPrimary).not.toBe('rgb(22, 119, 255)'); // antd's default blue: the theme was not applied
  const shellHashes = await antdThemeHashes(page);
  expect(shellHashes).toHaveLength(1);

  await pushPath(page, '/success');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View my bookings' })).toHaveCSS(
    'background-color',
    shellPrimary,
  );

  for (const [path, app] of [
    ['/', 'hostApp'],
    ['/vendor-landingpage', 'vendorApp'],
    ['/admin/bookings', 'adminApp'],
  ] as const) {
    await pushPath(page, path);
    await expectPageFrom(page, app);
    expect(await antdThemeHashes(page)).toEqual(shellHashes);
  }
});

test('a remote that cannot be reached shows the unavailable state while other remotes work', async ({
  page,
}) => {
  await overrideRuntimeConfig(page, (config) => {
    (config.remotes as Record<string, string>).adminApp = 'http://localhost:3999/mf-manifest.json';
  });
  await page.goto('/admin');
  await expect(unavailableHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Host an Event' }).click();
  await expectPageFrom(page, 'hostApp');
  await pushPath(page, '/vendor-landingpage');
  await expectPageFrom(page, 'vendorApp');
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'About PartyEasy' })).toBeVisible();
  await pushPath(page, '/admin/bookings');
  await expect(unavailableHeading(page)).toBeVisible();
});

test('a remote built against shared versions the shell does not provide is refused: its fallback, not its code', async ({
  page,
}) => {
  // A vendor-app release that needs a shared-ui 2.x this shell does not have: its manifest asks for ^2.0.0.
  const vendorAppCode: string[] = [];
  page.on('request', (request) => {
    if (/^http:\/\/localhost:3002\/.*\.js$/.test(request.url())) vendorAppCode.push(request.url());
  });
  await page.route('http://localhost:3002/mf-manifest.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    const sharedUi = manifest.shared.filter((shared: { name: string }) =>
      shared.name.startsWith('@partyeasy/shared-ui/'),
    );
    expect(sharedUi.length).toBeGreaterThan(0);
    for (const shared of sharedUi) shared.requiredVersion = '^2.0.0';
    await route.fulfill({ json: manifest });
  });

  await page.goto('/vendor-landingpage');
  await expect(unavailableHeading(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(vendorAppCode).toEqual([]);

  // The other remotes and the shell's pages are not affected.
  await page.getByRole('banner').getByRole('link', { name: 'Host an Event' }).click();
  await expectPageFrom(page, 'hostApp');
  await pushPath(page, '/admin/bookings');
  await expectPageFrom(page, 'adminApp');
  // Retry asks again and is refused again: the remote still needs what the shell lacks.
  await pushPath(page, '/vendor');
  await expect(unavailableHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(unavailableHeading(page)).toBeVisible();
  expect(vendorAppCode).toEqual([]);
});

test('Retry loads a remote once it is reachable again', async ({ page }) => {
  let vendorAppDown = true;
  await page.route('http://localhost:3002/**', (route) => (vendorAppDown ? route.abort() : route.continue()));
  await page.goto('/vendor-landingpage');
  await expect(unavailableHeading(page)).toBeVisible();

  vendorAppDown = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectPageFrom(page, 'vendorApp');
});

test('a missing chunk of a remote page shows the unavailable state, not a blank page', async ({ page }) => {
  await page.route('http://localhost:3001/static/js/async/**', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto('/success');
  await expect(unavailableHeading(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true })).toBeVisible();
});

test('a broken runtime configuration explains itself instead of showing a blank page', async ({ page }) => {
  await overrideRuntimeConfig(page, (config) => {
    delete config.supabaseAnonKey;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The site could not start' })).toBeVisible();
  await expect(page.getByText(/supabaseAnonKey/)).toBeVisible();
});
