import { ownPagesBuild, prerenderRemotePages } from '@solar/shared-ui/prerender';
import { prerenderedDonateHeads } from './donate-heads';
import { ownPages } from './own-pages';
import DonateRoutes from './remote-routes';

export { drawPage } from './draw-page';

const build = ownPagesBuild('donate', ownPages);

/** Drawn once as the server starts, so no visitor pays for the first draw's compiling (decision 058). */
export const warmUpPaths = build.warmUpPaths;

/** Every public page this build answers, the registry's and its own, for the shell's server (decision 081). */
export const pageList = build.pageList;

/**
 * Build time: the HTML of the donate pages for the shell's server to send before the scripts run. A project's page
 * is drawn by the remote's server at each request with the project's figures (draw-page.tsx, decision 053).
 */
export const prerenderPages = () =>
  prerenderRemotePages(DonateRoutes, build.pageKeys, {
    skip: ['project-donate', ...build.drawnOwnKeys],
    heads: prerenderedDonateHeads(['donate', 'get-involved-donate']),
  });
