import { donatePages } from '@solar/shared-contracts';
import { prerenderRemotePages } from '@solar/shared-ui/prerender';
import DonateRoutes from './remote-routes';

/** Build time: the HTML of the donate pages for the shell's server to send before the scripts run. A project's page shows
 * figures read from the API at the visit, so it is left to the browser. */
export const prerenderPages = () => prerenderRemotePages(DonateRoutes, donatePages, { skip: ['project-donate'] });
