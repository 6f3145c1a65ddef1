import { publicPageKeys, remotePageList } from '@solar/shared-contracts';
import { drawnSamplePaths, prerenderRemotePages } from '@solar/shared-ui/prerender';
import { prerenderedDonateHeads } from './donate-heads';
import { ownPages } from './own-pages';
import DonateRoutes from './remote-routes';

export { drawPage } from './draw-page';

/** Drawn once as the server starts, so no visitor pays for the first draw's compiling (decision 058). */
export const warmUpPaths = drawnSamplePaths(
  'donate',
  ownPages.map((own) => own.page),
);

/** Every public page this build answers, the registry's and its own, for the shell's server (decision 081). */
export const pageList = remotePageList(
  'donate',
  ownPages.map((own) => own.page),
);

/**
 * Build time: the HTML of the donate pages for the shell's server to send before the scripts run. A project's page
 * is drawn by the remote's server at each request with the project's figures (draw-page.tsx, decision 053).
 */
export const prerenderPages = () =>
  prerenderRemotePages(DonateRoutes, [...publicPageKeys('donate'), ...ownPages.map((own) => own.page.key)], {
    skip: ['project-donate', ...ownPages.filter((own) => own.draw).map((own) => own.page.key)],
    heads: prerenderedDonateHeads(['donate', 'get-involved-donate']),
  });
