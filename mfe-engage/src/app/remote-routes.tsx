import { lazy, type ComponentType } from 'react';
import type { PublicPageKey } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';
import { ownPages } from './own-pages';

type PageModule = { default: ComponentType };
type ProviderModule = typeof import('./engage-query-provider');

/**
 * A page that calls the API, inside the remote's query client. The client comes with the page, so a page that
 * makes no call (corporate giving) never downloads TanStack Query (13 KB compressed). Each page imports the
 * client under its own chunk name, so the client's file belongs to the page's chunk group and the shell's server
 * preloads it with the page (decision 038).
 */
function pageWithQueries(load: () => Promise<[PageModule, ProviderModule]>) {
  return lazy(async (): Promise<PageModule> => {
    const [{ default: Page }, { EngageQueryProvider }] = await load();
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

const contact = pageWithQueries(() =>
  Promise.all([
    import(/* webpackChunkName: "page-contact" */ '../features/contact/components/contact-page'),
    import(/* webpackChunkName: "page-contact" */ './engage-query-provider'),
  ]),
);
const volunteer = pageWithQueries(() =>
  Promise.all([
    import(/* webpackChunkName: "page-volunteer" */ '../features/volunteer/components/volunteer-page'),
    import(/* webpackChunkName: "page-volunteer" */ './engage-query-provider'),
  ]),
);
const corporateGiving = lazy(
  () =>
    import(
      /* webpackChunkName: "page-corporate-giving" */ '../features/corporate-giving/components/corporate-giving-page'
    ),
);
const unsubscribe = pageWithQueries(() =>
  Promise.all([
    import(/* webpackChunkName: "page-unsubscribe" */ '../features/unsubscribe/components/unsubscribe-page'),
    import(/* webpackChunkName: "page-unsubscribe" */ './engage-query-provider'),
  ]),
);
const newsletterConfirm = pageWithQueries(() =>
  Promise.all([
    import(
      /* webpackChunkName: "page-newsletter-confirm" */ '../features/newsletter-confirm/components/newsletter-confirm-page'
    ),
    import(/* webpackChunkName: "page-newsletter-confirm" */ './engage-query-provider'),
  ]),
);

/** Every public page the registry gives this remote. */
export const pages: Record<PublicPageKey<'engage'>, typeof contact> = {
  contact,
  volunteer,
  'corporate-giving': corporateGiving,
  unsubscribe,
  'newsletter-confirm': newsletterConfirm,
};

/** The remote's `./Routes`: the page the shell names, one of the registry's or one it declares itself (decision 083). */
export default createRemoteRoutes<string>(pages, ownPages);
