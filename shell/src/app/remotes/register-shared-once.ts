import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type InitializeSharing = ModuleFederation['sharedHandler']['initializeSharing'];

/**
 * The shell's federation runtime plugin that registers the shared modules in their share scope once, as the
 * runtime documents ("initializes the sharing sequence, executed only once per share scope"), instead of on
 * every `loadShare`. The runtime's check for "already done" compares a token with the caller's `initScope`,
 * and `loadShare` / `loadShareSync` pass none, so each of them walked the shell's whole table again, every
 * shared module registered anew with a hook emitted for each, once per shared module a chunk needs
 * (docs/adr/0011-start-up-in-small-tasks.md). A walk after the first changes nothing here: the runtime starts with every module in the scope,
 * the share strategy is `loaded-first` (a registered module is never replaced) and the remotes' production
 * builds provide nothing. The table is walked again if it is replaced (`init` called again) or if the
 * strategy asks for the remotes' versions (`version-first`).
 *
 * Registered as the runtime starts (the shell's `runtimePlugins`), before the first shared module loads.
 */
export default function registerSharedOnce(): ModuleFederationRuntimePlugin {
  return {
    name: 'partyeasy:register-shared-once',
    init({ origin }) {
      const handler = origin.sharedHandler;
      const initialize: InitializeSharing = handler.initializeSharing.bind(handler);
      const walked = new Map<string, object>();
      const once: InitializeSharing = (shareScopeName = 'default', extraOptions) => {
        const table = origin.options.shared;
        const versionFirst =
          origin.options.shareStrategy === 'version-first' || extraOptions?.strategy === 'version-first';
        if (!versionFirst && walked.get(shareScopeName) === table) return [];
        const promises = initialize(shareScopeName, extraOptions);
        walked.set(shareScopeName, table);
        return promises;
      };
      handler.initializeSharing = once;
    },
  };
}
