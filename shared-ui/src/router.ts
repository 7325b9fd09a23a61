/**
 * `@partyeasy/shared-ui/router`: the one router of the site. Every app imports routing from here, never
 * from `react-router-dom`, and Module Federation shares this module as a singleton: one router context for
 * the shell and all remotes, and only the parts the apps use on the wire (a shared package is not
 * tree-shaken, a shared module that re-exports a few names of it is). Tests may use `react-router-dom`
 * directly (memory routers): it is the same package.
 */
export type { RouteObject } from 'react-router-dom';
export {
  createBrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
