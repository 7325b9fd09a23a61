import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@partyeasy/shared-domain/backend';
import type { RemoteRoute } from './remote-pages';

/** Loads the route objects a remote exposes as `./routes`; rejects when the remote cannot be reached. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<readonly RemoteRoute[]> {
  const exposed = await loadRemote<{ routes?: readonly RemoteRoute[] }>(`${remote}/routes`);
  if (!exposed?.routes) throw new Error(`Remote ${remote} did not provide its routes`);
  return exposed.routes;
}
