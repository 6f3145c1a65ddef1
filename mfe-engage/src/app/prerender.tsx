import { publicPageKeys } from '@solar/shared-contracts';
import { prerenderRemotePages } from '@solar/shared-ui/prerender';
import EngageRoutes from './remote-routes';

/** Build time: the HTML of every engage page for the shell's server to send before the scripts run. */
export const prerenderPages = () => prerenderRemotePages(EngageRoutes, publicPageKeys('engage'));
