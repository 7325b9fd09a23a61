/**
 * `@partyeasy/routes`: the route contract between the shell and the remotes. Each remote publishes the paths
 * it owns in its own file here (the spec's route table, part 2 section 2); its `./routes` module serves
 * exactly those paths (typed with `RemotePathOf`, checked by its `routes.test.tsx`), and the shell mounts
 * every path of every remote from `remoteRoutePaths` (`shell/src/app/route-table.tsx`), with the 404 page,
 * the "unavailable" fallback and the opened page's prefetch. A new route of a remote is a line in the
 * remote's file here and a route in its `routes.tsx`: no change to the shell's code.
 */
import type { RemoteName } from '@partyeasy/shared-domain/backend';
import { type AdminAppPath, adminAppPaths } from './admin-app.ts';
import { type HostAppPath, hostAppPaths } from './host-app.ts';
import { type VendorAppPath, vendorAppPaths } from './vendor-app.ts';

export type { AdminAppPath, HostAppPath, RemoteName, VendorAppPath };
export { adminAppPaths, hostAppPaths, vendorAppPaths };

/** Every remote, in the order the shell matches their paths. */
export const remoteNames = ['hostApp', 'vendorApp', 'adminApp'] as const satisfies readonly RemoteName[];

/** The paths each remote owns. */
export const remoteRoutePaths = {
  hostApp: hostAppPaths,
  vendorApp: vendorAppPaths,
  adminApp: adminAppPaths,
} as const satisfies Record<RemoteName, readonly string[]>;

/** A path that remote `R` owns, e.g. `RemotePathOf<'hostApp'>` is `'/' | '/vendor/:id' | …`. */
export type RemotePathOf<R extends RemoteName> = (typeof remoteRoutePaths)[R][number];
