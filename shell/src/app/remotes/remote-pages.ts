import type { RemoteName } from '@partyeasy/shared-domain/backend';
import type { RemoteRouteObject, RouteParams } from '@partyeasy/shared-ui/remote';
import type { ReactNode } from 'react';

/** The contract of a remote's `./routes` module, as `@partyeasy/shared-ui/remote` defines it for the remotes. */
export type RemoteRoute = RemoteRouteObject;

export type RemoteRoutesLoader = (remote: RemoteName) => Promise<readonly RemoteRoute[]>;

export interface RemotePages {
  /** The page a remote renders for one of its paths; the same promise until forgotten. */
  get(remote: RemoteName, path: string): Promise<ReactNode>;
  /** Drops a failed load so that Retry fetches the remote again. */
  forget(remote: RemoteName, path: string): void;
  /** Hands the route's parameters to its `prefetch`, once the remote's route table has arrived. */
  prefetch(remote: RemoteName, path: string, params: RouteParams): void;
}

export function createRemotePages(loadRoutes: RemoteRoutesLoader): RemotePages {
  const routeTables = new Map<RemoteName, Promise<readonly RemoteRoute[]>>();
  const pages = new Map<string, Promise<ReactNode>>();

  const routesOf = (remote: RemoteName) => {
    let table = routeTables.get(remote);
    if (!table) {
      table = loadRoutes(remote);
      routeTables.set(remote, table);
    }
    return table;
  };

  return {
    get(remote, path) {
      const key = `${remote} ${path}`;
      let page = pages.get(key);
      if (!page) {
        page = routesOf(remote).then(async (routes) => {
          const route = routes.find((candidate) => candidate.path === path);
          if (!route) throw new Error(`Remote ${remote} has no route ${path}`);
          return (await route.lazy()).element;
        });
        pages.set(key, page);
      }
      return page;
    },
    prefetch(remote, path, params) {
      routesOf(remote)
        .then((routes) => routes.find((candidate) => candidate.path === path)?.prefetch?.(params))
        .catch(() => undefined);
    },
    forget(remote, path) {
      pages.delete(`${remote} ${path}`);
      routeTables.delete(remote);
    },
  };
}
