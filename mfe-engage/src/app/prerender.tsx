import { ownPagesBuild, prerenderRemotePages } from '@solar/shared-ui/prerender';
import { ownPages } from './own-pages';
import EngageRoutes from './remote-routes';

const build = ownPagesBuild('engage', ownPages);

/** Every public page this build answers, the registry's and its own, for the shell's server (decision 083). */
export const pageList = build.pageList;

/** Build time: the HTML of every engage page for the shell's server to send before the scripts run. */
export const prerenderPages = () => prerenderRemotePages(EngageRoutes, build.pageKeys);
