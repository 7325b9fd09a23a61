import type { Page } from '@playwright/test';

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

declare global {
  interface Window {
    __PARTYEASY_PROBES__?: unknown[];
  }
}
