/**
 * `@partyeasy/shared-ui/remote`: what every remote app needs to hand its routes to the shell — the route
 * object shape the shell expects, lazily loaded pages, and the probe with which the end-to-end tests check
 * that the shell and all remotes share one React, one QueryClient and one jotai store.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import * as React from 'react';

declare global {
  interface Window {
    /** Set to an array by the end-to-end tests only; each app then reports the instances it sees. */
    __PARTYEASY_PROBES__?: unknown[];
  }
}

/** Reports this app's React, QueryClient and jotai store, so a test can check there is one of each. */
export function useInstanceProbe(app: string) {
  const queryClient = useQueryClient();
  const store = useStore();
  React.useEffect(() => {
    // A namespace object may be wrapped per chunk; a function of the module is the module's identity.
    window.__PARTYEASY_PROBES__?.push({
      app,
      path: window.location.pathname,
      react: React.useState,
      queryClient,
      store,
    });
  }, [app, queryClient, store]);
}

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

function ProbedPage({ app, children }: { app: string; children: ReactNode }) {
  useInstanceProbe(app);
  return children;
}

/** A lazy route module of remote `app`; its page reports the shared instances it sees to the e2e probe. */
export function lazyPage(app: string, load: () => Promise<ComponentType>): RemoteRouteObject['lazy'] {
  return async () => {
    const Page = await load();
    return {
      element: (
        <ProbedPage app={app}>
          <Page />
        </ProbedPage>
      ),
    };
  };
}
