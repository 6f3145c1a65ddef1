import { lazy } from 'react';
import type { PublicPageKey, RemoteRoutesProps } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';
import { DonateQueryProvider } from './donate-query-provider';
import { ownPages } from './own-pages';

const donate = lazy(() => import(/* webpackChunkName: "page-donate" */ '../features/donate/donate-page'));
const donateManage = lazy(
  () =>
    import(/* webpackChunkName: "page-donate-manage" */ '../features/manage-monthly-gift/components/manage-gift-page'),
);
const getInvolvedDonate = lazy(
  () =>
    import(
      /* webpackChunkName: "page-get-involved-donate" */ '../features/get-involved-donate/redirect-to-donate-page'
    ),
);
const sponsorAProject = lazy(
  () => import(/* webpackChunkName: "page-sponsor-a-project" */ '../features/sponsor-a-project/sponsor-a-project-page'),
);
const projectDonate = lazy(
  () => import(/* webpackChunkName: "page-project-donate" */ '../features/project-donate/project-donate-page'),
);

/** Every public page the registry gives this remote. */
export const pages: Record<PublicPageKey<'donate'>, typeof donate> = {
  donate,
  'donate-manage': donateManage,
  'get-involved-donate': getInvolvedDonate,
  'sponsor-a-project': sponsorAProject,
  'project-donate': projectDonate,
};

/** The registry's pages, and those this remote declares itself (decision 081). */
const Pages = createRemoteRoutes<string>(pages, ownPages);

/** The remote's `./Routes`: the page the shell names, inside the remote's own query client. */
export default function DonateRoutes(props: RemoteRoutesProps<string>) {
  return (
    <DonateQueryProvider>
      <Pages {...props} />
    </DonateQueryProvider>
  );
}
