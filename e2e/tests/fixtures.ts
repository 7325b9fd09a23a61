import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** React DevTools' hook as this harness installs it: each copy of React DOM registers itself here. */
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers: Map<number, unknown> };
  }
}

type App = 'hostApp' | 'vendorApp' | 'adminApp';

/**
 * Watches the page from outside the product code: installs the hook through which every copy of React DOM
 * announces itself to React DevTools (production builds included), so that `sharedInstances` can count them.
 * The product carries no test hook (issue #30).
 */
export async function enableInstanceProbes(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    } as unknown as { renderers: Map<number, unknown> };
  });
}

/**
 * What the page shares, seen from outside: the copies of React DOM that registered with the DevTools hook
 * (needs `enableInstanceProbes`), and for each given shared module the versions in the federation runtime's
 * share scope with the app that provides each (`__FEDERATION__`, the runtime's own global).
 */
export function sharedInstances(page: Page, modules: readonly string[]) {
  return page.evaluate((names) => {
    type Shared = { from?: string; loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
        };
      }
    ).__FEDERATION__?.__SHARE__;
    const modulesSeen: Record<string, { version: string; from?: string; loaded: boolean }[]> = {};
    for (const name of names) {
      const versions = new Map<string, { version: string; from?: string; loaded: boolean }>();
      for (const scopes of Object.values(share ?? {}))
        for (const [version, shared] of Object.entries(scopes.default?.[name] ?? {}))
          versions.set(version, { version, from: shared.from, loaded: Boolean(shared.loaded) });
      modulesSeen[name] = [...versions.values()];
    }
    return {
      reactRenderers: window.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers.size ?? 0,
      modules: modulesSeen,
    };
  }, modules);
}

/**
 * Waits until `app` drew the page at the current address: the shell marks each remote page with the remote
 * and route that drew it (`data-remote`, `data-route`). Each mark is used once, so a second visit to the same
 * address waits for a new render.
 */
export async function expectPageFrom(page: Page, app: App) {
  await expect
    .poll(() =>
      page.evaluate((expected) => {
        const matches = (route: string, path: string) =>
          new RegExp(
            `^${route
              .split('/')
              .map((part) =>
                part === '*'
                  ? '.*'
                  : part.startsWith(':')
                    ? '[^/]+'
                    : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
              )
              .join('/')}/?$`,
            'i',
          ).test(path);
        const mark = [...document.querySelectorAll<HTMLElement>(`[data-remote="${expected}"]`)].find(
          (element) =>
            !element.dataset.e2eSeen &&
            element.childElementCount > 0 &&
            matches(element.dataset.route ?? '', window.location.pathname),
        );
        if (mark) mark.dataset.e2eSeen = 'true';
        return Boolean(mark);
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
