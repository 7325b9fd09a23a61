import type { RemoteName, RuntimeConfig } from '@partyeasy/shared-domain/backend';

export const remoteNames: readonly RemoteName[] = ['hostApp', 'vendorApp', 'adminApp'];

/** Remotes are found through their mf-manifest.json URLs from the runtime configuration. */
export function remoteDefinitions(config: RuntimeConfig) {
  return remoteNames.map((name) => ({ name, entry: config.remotes[name] }));
}
