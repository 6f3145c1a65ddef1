import { useRoutes } from '@solar/shared-routing';
import { routes } from './routes';

/** The declarative router: the site uses no loaders or actions, so the data router's code would only add weight. */
export function AppRoutes() {
  return useRoutes(routes);
}
