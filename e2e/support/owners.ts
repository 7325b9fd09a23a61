import { remoteRoutePaths } from '@partyeasy/routes';

/** The e2e tag of each remote's team, as scripts/ci-app.sh greps for it. */
const TAGS = { hostApp: '@host-app', vendorApp: '@vendor-app', adminApp: '@admin-app' } as const;

/** A route pattern of the contract (`/vendor/:id`, `/host/booking/*`) as a regular expression. */
function patternOf(route: string) {
  const source = route
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

/** The tag of the app that serves `path`: the remote whose contract lists it, else the shell. */
export function ownerTag(path: string): string {
  for (const [remote, routes] of Object.entries(remoteRoutePaths) as [keyof typeof TAGS, readonly string[]][])
    if (routes.some((route) => patternOf(route).test(path))) return TAGS[remote];
  return '@shell';
}
