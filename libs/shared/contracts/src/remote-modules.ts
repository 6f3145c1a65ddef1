import { embeddableWidgets, remotes, type RemoteKey } from './remote-pages';
import { staffPages } from './staff-pages';

/**
 * The modules a remote exposes for pages: `./Routes` renders its public pages, `./StaffRoutes` its back-office pages
 * (loaded only under /staff, so no public page fetches staff code).
 */
export type PageModule = 'Routes' | 'StaffRoutes';

/** The request the shell's federation runtime loads a remote's page module by (`mfe_engage/StaffRoutes`). */
export const remoteModule = (remote: RemoteKey, module: PageModule): string => `${remotes[remote].name}/${module}`;

/**
 * The modules the shell asks a remote for, as that remote's `exposes` keys (`./Routes`, `./NewsletterSignup`,
 * `./StaffRoutes`): its routes, every widget it provides, and its staff pages if the registry gives it any. Each
 * remote's tests check its federation config exposes them.
 */
export function exposedModulesOf(remote: RemoteKey): string[] {
  const widgets = Object.values(embeddableWidgets)
    .filter((widget) => widget.remote === remote)
    .map((widget) => `./${widget.module.slice(remotes[remote].name.length + 1)}`);
  const hasStaffPages = staffPages.some((page) => page.owner === remote);
  return ['./Routes', ...widgets, ...(hasStaffPages ? ['./StaffRoutes'] : [])];
}
