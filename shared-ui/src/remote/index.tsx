/**
 * `@partyeasy/shared-ui/remote`: what every remote app needs to hand its routes to the shell — the route
 * object shape the shell expects and lazily loaded pages. (No test hook: the end-to-end tests see which
 * remote drew a page from the shell's `data-remote` mark and check the shared instances from outside, see
 * `e2e/tests/fixtures.ts`.)
 */
import type { ComponentType, ReactNode } from 'react';

/** A route's parameters, e.g. `{ id }` for `/vendor/:id`. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Route objects as the shell expects them from a remote's `./routes`: a path and a lazily loaded page. A
 * remote types `Path` with the paths it publishes in `@partyeasy/routes` (`RemotePathOf<'hostApp'>`…).
 */
export interface RemoteRouteObject<Path extends string = string> {
  path: Path;
  lazy: () => Promise<{ element: ReactNode }>;
  /**
   * Starts what the page will ask the backend for on the address the visitor opened, while the page's code
   * is still loading (the shell calls it once, with the route's parameters). Must not throw.
   */
  prefetch?: (params: RouteParams) => void;
}

type PageLoader = () => Promise<ComponentType>;

/**
 * A lazy route module of a remote: its page component, loaded on first use. Also takes the 0.1 call
 * `lazyPage(app, load)`: a remote built before shared-ui 1.0 declared no version range, so a shell providing
 * 1.0 still runs it (version skew, e2e `skew.spec.ts`).
 */
export function lazyPage(load: PageLoader): RemoteRouteObject['lazy'];
/** @deprecated The 0.1 form, kept for remotes built before shared-ui 1.0: call `lazyPage(load)`. */
export function lazyPage(app: string, load: PageLoader): RemoteRouteObject['lazy'];
export function lazyPage(first: PageLoader | string, second?: PageLoader): RemoteRouteObject['lazy'] {
  const load = typeof first === 'string' ? second : first;
  if (!load) throw new TypeError('lazyPage needs the page loader');
  return async () => {
    const Page = await load();
    return { element: <Page /> };
  };
}
