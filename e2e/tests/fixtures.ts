import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __PARTYEASY_PROBES__?: unknown[];
  }
}

type App = 'shell' | 'hostApp' | 'vendorApp' | 'adminApp';

/**
 * Asks every app to report the React, QueryClient and jotai store it sees as its pages mount
 * (see `useInstanceProbe`); production code only reports when this array exists.
 */
export async function enableInstanceProbes(page: Page) {
  await page.addInitScript(() => {
    window.__PARTYEASY_PROBES__ = [];
  });
}

/**
 * Waits until `app` rendered the page at the current address (needs `enableInstanceProbes`). Each report
 * is used once, so a second visit to the same address waits for a new render.
 */
export async function expectPageFrom(page: Page, app: App) {
  await expect
    .poll(() =>
      page.evaluate((expected) => {
        type Probe = { app?: string; path?: string; seen?: boolean };
        const probes = (window.__PARTYEASY_PROBES__ ?? []) as Probe[];
        const probe = probes.find(
          (p) => !p.seen && p.app === expected && p.path === window.location.pathname,
        );
        if (probe) probe.seen = true;
        return Boolean(probe);
      }, app),
    )
    .toBe(true);
  await expect(page.getByText('This part of the site is unavailable')).toHaveCount(0);
}

export const unavailableHeading = (page: Page) =>
  page.getByRole('heading', { name: 'This part of the site is unavailable' });

/** The runtime configuration the shell's /env.js serves, with some keys replaced. */
export async function overrideRuntimeConfig(page: Page, patch: (config: Record<string, unknown>) => void) {
  await page.route('**/env.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const patched = `${body}\n;(${patch.toString()})(window.__PARTYEASY_CONFIG__);`;
    await route.fulfill({ response, body: patched });
  });
}

/** Marks the current document; the mark survives client-side navigation but not a full page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __documentMark: string }).__documentMark = 'first-load';
  });
}

export async function documentMark(page: Page) {
  return page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark);
}

/** Client-side navigation for a route no link points to, the way the router's history would do it. */
export async function pushPath(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: 'e2e', idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
