import { lazy, type ComponentType } from 'react';
import type { EngagePage } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';

type PageModule = { default: ComponentType };

/**
 * A page that calls the API, inside the remote's query client. The client comes with the page, so a page that
 * makes no call (corporate giving) never downloads TanStack Query (13 KB compressed).
 */
function pageWithQueries(load: () => Promise<PageModule>) {
  return lazy(async (): Promise<PageModule> => {
    const [{ default: Page }, { EngageQueryProvider }] = await Promise.all([load(), import('./engage-query-provider')]);
    return {
      default: function PageWithQueries() {
        return (
          <EngageQueryProvider>
            <Page />
          </EngageQueryProvider>
        );
      },
    };
  });
}

const contact = pageWithQueries(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/components/contact-page'));
const volunteer = pageWithQueries(() => import(/* webpackChunkName: "page-volunteer" */ '../features/volunteer/components/volunteer-page'));
const corporateGiving = lazy(() => import(/* webpackChunkName: "page-corporate-giving" */ '../features/corporate-giving/components/corporate-giving-page'));
const unsubscribe = pageWithQueries(() => import(/* webpackChunkName: "page-unsubscribe" */ '../features/unsubscribe/components/unsubscribe-page'));

const pages: Record<EngagePage, typeof contact> = {
  contact,
  volunteer,
  'corporate-giving': corporateGiving,
  unsubscribe,
};

/** The remote's `./Routes`: the page the shell names. */
export default createRemoteRoutes(pages);
