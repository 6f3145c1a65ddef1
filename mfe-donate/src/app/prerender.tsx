import { publicPageKeys } from '@solar/shared-contracts';
import { prerenderRemotePages } from '@solar/shared-ui/prerender';
import { prerenderProjectPages } from '../features/project-donate/project-donate-prerender';
import DonateRoutes from './remote-routes';

/** Build time: the HTML of the donate pages for the shell's server to send before the scripts run. A project's page
 * is published as a template the shell's server fills with the project's figures (decision 031). */
export const prerenderPages = async () => ({
  ...(await prerenderRemotePages(DonateRoutes, publicPageKeys('donate'), { skip: ['project-donate'] })),
  ...(await prerenderProjectPages(DonateRoutes)),
});
