import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';
import { type SharedRequirement, unmetSharedRequirements } from '@partyeasy/mf-config/shared-check';

/** A remote built against shared modules (versions) the shell does not provide. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly unmet: readonly string[],
  ) {
    super(`Remote ${remote} needs shared modules this shell does not provide: ${unmet.join('; ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * The federation runtime plugin that refuses a remote whose shared requirements the shell cannot satisfy.
 * A remote's production build takes every shared module from the shell (it ships no copies) and lists the
 * range it was built against in its `mf-manifest.json`; when the manifest arrives, before the remote's entry
 * or any of its code is fetched, each range is checked against the versions the shell provides. A refused
 * remote's load fails, so its routes show "This part of the site is unavailable" (the route's error boundary)
 * instead of running against a React, antd or shared-ui it was not built for.
 */
export function sharedVersionGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'partyeasy:shared-version-guard',
    loadRemoteSnapshot(args) {
      const required = (args.manifestJson?.shared ?? []) as readonly SharedRequirement[];
      const unmet = unmetSharedRequirements(
        required,
        (name) =>
          (args.options.shared[name] ?? []).flatMap((shared) => (shared.version ? [shared.version] : [])),
        satisfy,
      );
      if (unmet.length > 0) throw new IncompatibleRemoteError(args.moduleInfo.name, unmet);
      return args;
    },
  };
}
