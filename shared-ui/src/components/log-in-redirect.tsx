import { Navigate, useLocation } from '../router';

/** /login with the page to come back to once signed in (`?redirect=`; none for the home page). */
export function logInPath(returnTo: string): string {
  return returnTo === '/' ? '/login' : `/login?redirect=${encodeURIComponent(returnTo)}`;
}

/** The address of the current page (path and query), for `logInPath`. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** Sends a signed-out visitor of a guarded page to /login, which brings them back here after signing in. */
export function LogInRedirect() {
  return <Navigate to={logInPath(useCurrentPath())} replace />;
}
