import { useSearchParams } from '@partyeasy/shared-ui/router';
import { safeReturnPath } from '../model/auth-view';

/** The page /login or /signup returns to once signed in (`?redirect=`, this site's paths only). */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('redirect'));
}

/** `path` carrying the return page along, e.g. the link from /login to /signup. */
export function withReturnPath(path: string, returnPath: string): string {
  return returnPath === '/' ? path : `${path}?redirect=${encodeURIComponent(returnPath)}`;
}
