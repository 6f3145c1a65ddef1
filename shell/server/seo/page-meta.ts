import { matchPath } from '@solar/shared-routing';
import { CHARITY_NAME, pageDescriptionOf, pageDescriptions, type PageFacts } from '@solar/shared-contracts';
import { canonicalPathOf, routeTable, type RouteEntry } from '../../src/app/route-table';
import { article, donateAction, event, ngo, type JsonLd } from './json-ld';

/** What a page's head says about it to search engines and link previews. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  ogType: 'website' | 'article';
  jsonLd: JsonLd[];
};

const DONATE_PAGES = new Set(['donate', 'get-involved-donate', 'project-donate']);

function routeOf(pathname: string): { entry: RouteEntry; params: Record<string, string | undefined> } | null {
  for (const entry of routeTable) {
    const match = matchPath(entry.path, pathname);
    if (match) return { entry, params: match.params };
  }
  return null;
}

/** Whether the page's head needs the content remote's articles or events. */
export function usesContentFacts(pathname: string): boolean {
  const page = routeOf(pathname)?.entry.page;
  return page === 'blog-article' || page === 'events';
}

/** The head of a route's page; null for an address no route answers (the not-found page keeps the site's). */
export function pageMeta(pathname: string, origin: string, facts: PageFacts): PageMeta | null {
  const route = routeOf(pathname);
  if (!route) return null;
  const { entry, params } = route;
  const canonicalUrl = origin + canonicalPathOf(entry, pathname);
  const base: PageMeta = {
    title: entry.title,
    description: pageDescriptionOf(entry.page) ?? '',
    canonicalUrl,
    ogType: 'website',
    jsonLd: [],
  };
  if (entry.page === 'home') return { ...base, jsonLd: [ngo(origin, base.description)] };
  if (entry.page === 'blog-article') {
    const found = facts.articles.find((item) => item.id === params['id']);
    if (!found) return { ...base, description: pageDescriptions.blogs };
    return {
      ...base,
      title: found.title,
      description: found.description,
      ogType: 'article',
      jsonLd: [article(origin, canonicalUrl, found)],
    };
  }
  if (entry.page === 'events')
    return {
      ...base,
      jsonLd: facts.events.map((item) => event(origin, canonicalUrl, item)),
    };
  if (DONATE_PAGES.has(entry.page)) {
    const name = entry.page === 'project-donate' ? `${entry.title} of ${CHARITY_NAME}` : `Donate to ${CHARITY_NAME}`;
    return {
      ...base,
      jsonLd: [donateAction(origin, canonicalUrl, name, base.description)],
    };
  }
  return base;
}
