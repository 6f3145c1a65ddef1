import { donatePages } from '@solar/shared-contracts';
import { prerenderRemotePages } from '@solar/shared-ui/prerender';
import DonateRoutes from './remote-routes';

/** Build time: the HTML of the donate pages for the shell's server to send before the scripts run. */
export const prerenderPages = () => prerenderRemotePages(DonateRoutes, donatePages, ['project-donate']);
