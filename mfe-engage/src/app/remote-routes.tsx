import { lazy } from 'react';
import type { EngagePage, RemoteRoutesProps } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';
import { EngageQueryProvider } from './engage-query-provider';

const contact = lazy(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/components/contact-page'));
const volunteer = lazy(() => import(/* webpackChunkName: "page-volunteer" */ '../features/volunteer/components/volunteer-page'));
const corporateGiving = lazy(() => import(/* webpackChunkName: "page-corporate-giving" */ '../features/corporate-giving/components/corporate-giving-page'));
const unsubscribe = lazy(() => import(/* webpackChunkName: "page-unsubscribe" */ '../features/unsubscribe/components/unsubscribe-page'));

const pages: Record<EngagePage, typeof contact> = {
  contact,
  volunteer,
  'corporate-giving': corporateGiving,
  unsubscribe,
};

const Pages = createRemoteRoutes(pages);

/** The remote's `./Routes`: the page the shell names, inside the remote's own query client. */
export default function EngageRoutes(props: RemoteRoutesProps<EngagePage>) {
  return (
    <EngageQueryProvider>
      <Pages {...props} />
    </EngageQueryProvider>
  );
}
