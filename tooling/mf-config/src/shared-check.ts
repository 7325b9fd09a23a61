/**
 * `@partyeasy/mf-config/shared-check`: does the shell satisfy what a remote asks of the shared modules? The
 * one rule used at run time by the shell's federation plugin (`shell/src/app/remotes/shared-version-guard.ts`,
 * on each remote's `mf-manifest.json` before any of its code runs) and in CI by `scripts/check-shared.ts` (on
 * the built manifests). No imports: the caller passes the federation runtime's own `satisfy`, so that the
 * shell's bundle carries one copy of it.
 */

/** A shared module as a remote's manifest lists it. */
export interface SharedRequirement {
  name: string;
  /** The range the remote was built against; `false`/null/empty: any version. */
  requiredVersion?: string | false | null;
}

export type Satisfies = (version: string, range: string) => boolean;

/**
 * The requirements the provided versions do not meet, one line each, e.g.
 * `react ^20.0.0 (the shell provides 19.2.0)` or `zod ^4.0.0 (the shell provides none)`.
 * A remote's production build ships no copies of the shared modules, so one the shell does not provide is
 * unmet too.
 */
export function unmetSharedRequirements(
  required: readonly SharedRequirement[],
  provided: (name: string) => readonly string[],
  satisfies: Satisfies,
): string[] {
  const unmet: string[] = [];
  for (const { name, requiredVersion } of required) {
    const versions = provided(name);
    if (versions.length === 0) {
      unmet.push(`${name} ${requiredVersion || '*'} (the shell provides none)`);
      continue;
    }
    if (!requiredVersion) continue;
    if (!versions.some((version) => satisfies(version, requiredVersion))) {
      unmet.push(`${name} ${requiredVersion} (the shell provides ${versions.join(', ')})`);
    }
  }
  return unmet;
}
