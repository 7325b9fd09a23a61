import { remoteNames } from '@partyeasy/routes';
import type { RuntimeConfig } from '@partyeasy/shared-domain/backend';

/** Remotes are found through their mf-manifest.json URLs from the runtime configuration. */
export function remoteDefinitions(config: RuntimeConfig) {
  return remoteNames.map((name) => ({ name, entry: config.remotes[name] }));
}
