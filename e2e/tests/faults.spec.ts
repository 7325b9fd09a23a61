/**
 * The backend down or slow: every data screen says so clearly (no white page, no endless spinner) and
 * comes back once the backend answers again. The backend is cut off in the browser only (requests to this
 * run's devstack are aborted or held back), so parallel tests are not disturbed.
 */
import type { Page } from '@playwright/test';
import { expect, stack, test } from '../support/test';
import { signIn } from '../support/users';

/** Data calls of every screen: REST reads, RPCs and functions (sign-in itself stays reachable). */
const DATA_CALLS = (url: URL) =>
  url.href.startsWith(stack().apiUrl) && /\/(rest|functions)\/v1\//.test(url.pathname);

async function cutBackend(page: Page) {
  await page.route(DATA_CALLS, (route) => route.abort('connectionrefused'));
}

async function restoreBackend(page: Page) {
  await page.unroute(DATA_CALLS);
}

interface Screen {
  name: string;
  path: string;
  login?: string;
  /** What the screen says while the backend is down. */
  failure: RegExp;
  /** What shows once it has recovered. */
  recovered: (page: Page) => ReturnType<Page['getByRole']>;
}

const screens: Screen[] = [
  {
    name: 'the browse page',
    path: '/',
    failure: /couldn't load vendors/i,
    recovered: (page) => page.getByRole('heading', { name: 'DJ Nova' }),
  },
  {
    name: 'a vendor profile',
    path: '/vendor/00000000-0000-4000-8000-00000000d001',
    failure: /couldn't load this vendor/i,
    recovered: (page) => page.getByRole('button', { name: 'Book Now' }),
  },
  {
    name: "a host's bookings",
    path: '/dashboard',
    login: 'host@partyeasy.test',
    failure: /couldn't load your bookings/i,
    recovered: (page) => page.getByRole('heading', { level: 1, name: 'My bookings' }),
  },
  {
    name: 'the vendor dashboard',
    path: '/vendor',
    login: 'dj@partyeasy.test',
    failure: /Failed to load your bookings/i,
    recovered: (page) => page.getByRole('heading', { name: 'All Bookings' }),
  },
  {
    name: 'the custom package builder',
    path: '/AI',
    login: 'dj@partyeasy.test',
    failure: /couldn't load your custom package data/i,
    recovered: (page) => page.getByRole('button', { name: 'Save Custom Package Data' }),
  },
  {
    name: 'the listing start page',
    path: '/host/booking/start',
    login: 'dj@partyeasy.test',
    failure: /couldn't load your listing/i,
    recovered: (page) => page.getByText('Live & Active'),
  },
  {
    name: 'the admin vendor review',
    path: '/admin',
    login: 'admin@partyeasy.test',
    failure: /Vendors could not be loaded/i,
    recovered: (page) => page.getByText(/Found \d+ vendor\(s\) matching your criteria/),
  },
  {
    name: 'the admin bookings',
    path: '/admin/bookings',
    login: 'admin@partyeasy.test',
    failure: /Bookings could not be loaded/i,
    recovered: (page) => page.getByText('Total Bookings'),
  },
];

for (const screen of screens) {
  test(`${screen.name} says the backend is unreachable and recovers with Retry`, async ({ page }) => {
    test.setTimeout(120_000);
    if (screen.login) await signIn(page, screen.login);
    await cutBackend(page);
    await page.goto(screen.path);
    // Header and footer stay: never a white page.
    await expect(page.getByRole('banner')).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: screen.failure });
    // The screen's own retries run first (the admin screens also check the role): up to ~45 s on a busy machine.
    await expect(alert).toBeVisible({ timeout: 60_000 });

    await restoreBackend(page);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(screen.recovered(page)).toBeVisible({ timeout: 30_000 });
    await expect(alert).toBeHidden();
  });
}

test('a slow backend shows the loading state, then the vendors', async ({ page }) => {
  await page.route(DATA_CALLS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Loading vendors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'DJ Nova' })).toBeVisible({ timeout: 30_000 });
});

test('signing in while the auth server is down says so and lets the visitor try again', async ({ page }) => {
  const auth = (url: URL) => url.href.startsWith(stack().apiUrl) && url.pathname.startsWith('/auth/v1/token');
  await page.route(auth, (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill('host@partyeasy.test');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('PartyEasy!2026');
  const logInButton = page.getByRole('button', { name: /^log in$/i });
  await logInButton.click();
  await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 30_000 });
  await expect(logInButton).toBeEnabled();
  await page.unroute(auth);
  await logInButton.click();
  await expect(page).toHaveURL('/');
});
