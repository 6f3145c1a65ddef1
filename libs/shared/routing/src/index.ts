/**
 * The router, as the site uses it: the only module that imports `react-router`, and the one every app shares at run
 * time. Sharing `react-router` itself ships all of it (60 KB compressed: data routers, server rendering, cookies),
 * because a shared module cannot know which exports its consumers use; sharing this list lets the build drop the
 * rest (docs/decisions/032-one-router-entry.md). An export missing here is a type error where it is imported.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, RouteObject } from 'react-router';
