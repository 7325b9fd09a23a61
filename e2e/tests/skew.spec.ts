import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectPageFrom, pushPath, unavailableHeading } from './fixtures';

/**
 * Version skew: the shell of one release with the remotes of another. `E2E_PREVIOUS_RELEASE` names a folder
 * with the previous release's builds (`<folder>/<app>/dist`, e.g. a checkout of the previous release after
 * `pnpm build`); this run's builds are the new release. Each page either works or shows its remote's
 * "This part of the site is unavailable" — never a blank page.
 */
const previous = process.env.E2E_PREVIOUS_RELEASE;
test.skip(!previous, 'E2E_PREVIOUS_RELEASE names no previous release to test against');

const ports = { shell: 3000, 'host-app': 3001, 'vendor-app': 3002, 'admin-app': 3003 } as const;
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** Serves one app's port from the previous release's build (the shell's other paths get its index.html). */
async function servePrevious(page: Page, app: keyof typeof ports) {
  const dist = path.join(previous ?? '', app, 'dist');
  await page.route(`http://localhost:${ports[app]}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    // The runtime configuration stays this run's (pointed at its devstack by the fixture).
    if (pathname === '/env.js') return route.fallback();
    let file = path.join(dist, decodeURIComponent(pathname));
    if (!file.startsWith(dist) || !existsSync(file) || pathname.endsWith('/'))
      file = path.join(dist, 'index.html');
    return route.fulfill({
      body: readFileSync(file),
      headers: {
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
      },
    });
  });
}

/** A page that is not blank: the header, and a page heading or the remote's fallback. */
async function expectNotBlank(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('the previous shell with the new remotes: every remote page works or shows its fallback', async ({
  page,
}) => {
  await servePrevious(page, 'shell');
  await page.goto('/');
  await expectNotBlank(page);
  for (const address of ['/vendor-landingpage', '/admin', '/success', '/about']) {
    await pushPath(page, address);
    await expectNotBlank(page);
  }
});

test('the new shell with the previous remotes: their pages work', async ({ page }) => {
  for (const app of ['host-app', 'vendor-app', 'admin-app'] as const) await servePrevious(page, app);
  await page.goto('/');
  await expectPageFrom(page, 'hostApp');
  await expect(page.getByRole('heading', { name: 'Book your next party in one click' })).toBeVisible();
  await pushPath(page, '/vendor-landingpage');
  await expectPageFrom(page, 'vendorApp');
  await pushPath(page, '/admin/bookings');
  await expectPageFrom(page, 'adminApp');
  await pushPath(page, '/success');
  await expectPageFrom(page, 'hostApp');
  await expect(unavailableHeading(page)).toHaveCount(0);
});
