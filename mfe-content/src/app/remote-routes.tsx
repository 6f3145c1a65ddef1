import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PublicPageKey } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';

type PageModule = { default: ComponentType };
type ProviderModule = typeof import('./content-query-provider');

/**
 * A page that reads the API, inside the remote's query client. Each page imports the client under its own chunk
 * name, so the client's file belongs to the page's chunk group and the shell's server preloads it (decision 038).
 */
function pageWithQueries(load: () => Promise<[PageModule, ProviderModule]>) {
  return lazy(async (): Promise<PageModule> => {
    const [{ default: Page }, { ContentQueryProvider }] = await load();
    return {
      default: function PageWithQueries() {
        return (
          <ContentQueryProvider>
            <Page />
          </ContentQueryProvider>
        );
      },
    };
  });
}

/**
 * One lazily loaded chunk per page the registry gives this remote; the shell names the page and sets its tab title
 * and description.
 */
export const pages: Record<PublicPageKey<'content'>, LazyExoticComponent<ComponentType>> = {
  home: pageWithQueries(() =>
    Promise.all([
      import(/* webpackChunkName: "page-home" */ '../features/home/home-page'),
      import(/* webpackChunkName: "page-home" */ './content-query-provider'),
    ]),
  ),
  'who-we-are': lazy(() => import(/* webpackChunkName: "page-who-we-are" */ '../features/about/who-we-are-page')),
  'our-story': lazy(() => import(/* webpackChunkName: "page-our-story" */ '../features/about/our-story-page')),
  'un-climate-goals': lazy(
    () => import(/* webpackChunkName: "page-un-climate-goals" */ '../features/about/un-climate-goals-page'),
  ),
  'our-partners': lazy(() => import(/* webpackChunkName: "page-our-partners" */ '../features/about/our-partners-page')),
  faqs: lazy(() => import(/* webpackChunkName: "page-faqs" */ '../features/about/faqs-page')),
  'focus-areas': lazy(() => import(/* webpackChunkName: "page-focus-areas" */ '../features/our-work/focus-areas-page')),
  'educational-institutions': lazy(
    () =>
      import(
        /* webpackChunkName: "page-educational-institutions" */ '../features/our-work/educational-institutions-page'
      ),
  ),
  'places-of-worship': lazy(
    () => import(/* webpackChunkName: "page-places-of-worship" */ '../features/our-work/places-of-worship-page'),
  ),
  regions: lazy(() => import(/* webpackChunkName: "page-regions" */ '../features/our-work/regions-page')),
  blogs: pageWithQueries(() =>
    Promise.all([
      import(/* webpackChunkName: "page-blogs" */ '../features/articles/components/blogs-page'),
      import(/* webpackChunkName: "page-blogs" */ './content-query-provider'),
    ]),
  ),
  'blog-article': pageWithQueries(() =>
    Promise.all([
      import(/* webpackChunkName: "page-blog-article" */ '../features/articles/components/blog-article-page'),
      import(/* webpackChunkName: "page-blog-article" */ './content-query-provider'),
    ]),
  ),
  'press-releases': lazy(
    () => import(/* webpackChunkName: "page-press-releases" */ '../features/news/press-releases-page'),
  ),
  'media-coverage': lazy(
    () => import(/* webpackChunkName: "page-media-coverage" */ '../features/news/media-coverage-page'),
  ),
  events: lazy(() => import(/* webpackChunkName: "page-events" */ '../features/news/events-page')),
  'climate-dashboard': lazy(
    () => import(/* webpackChunkName: "page-climate-dashboard" */ '../features/climate/climate-dashboard-page'),
  ),
  'eco-learning-path': lazy(
    () => import(/* webpackChunkName: "page-eco-learning-path" */ '../features/climate/eco-learning-path-page'),
  ),
  'privacy-policy': lazy(
    () => import(/* webpackChunkName: "page-privacy-policy" */ '../features/legal/privacy-policy-page'),
  ),
  accessibility: lazy(
    () => import(/* webpackChunkName: "page-accessibility" */ '../features/legal/accessibility-page'),
  ),
  terms: lazy(() => import(/* webpackChunkName: "page-terms" */ '../features/legal/terms-page')),
};

export default createRemoteRoutes(pages);
