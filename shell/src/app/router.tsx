import { useMemo } from 'react';
import { useRoutes } from '@solar/shared-routing';
import { routesWith } from './routes';
import { readRunTimeRoutes } from './run-time-routes';

/**
 * The declarative router: the site uses no loaders or actions, so the data router's code would only add weight. It
 * knows the pages the shell's build knew and those the server learned from the remotes since (decision 081), as of
 * the address the document was served for (its first render's: the router has moved nowhere yet).
 */
export function AppRoutes() {
  const routes = useMemo(() => routesWith(readRunTimeRoutes(), window.location.pathname), []);
  return useRoutes(routes);
}
