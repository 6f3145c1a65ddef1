import { matchPath } from '@solar/shared-routing';
import {
  CHARITY_NAME,
  pageDescriptionOf,
  pageDescriptions,
  SITE_ORIGIN_PLACEHOLDER,
  type PageFacts,
  type PageHead,
} from '@solar/shared-contracts';
import { canonicalPathOf, routeTable, type RouteEntry } from '../../src/app/route-table';
import { donateAction, event, ngo, type JsonLd } from './json-ld';

/** What a page's head says about it to search engines and link previews. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  ogType: 'website' | 'article';
  jsonLd: JsonLd[];
  /** The Open Graph image (absolute); the site's social card without it. */
  ogImage?: { url: string; width: number; height: number; alt: string };
  /** `<link rel="alternate">` elements (the blog's feed). */
  alternates?: { type: string; href: string; title: string }[];
};

const DONATE_PAGES = new Set(['donate', 'get-involved-donate', 'project-donate']);

function routeOf(pathname: string): { entry: RouteEntry; params: Record<string, string | undefined> } | null {
  for (const entry of routeTable) {
    const match = matchPath(entry.path, pathname);
    if (match) return { entry, params: match.params };
  }
  return null;
}

/** Whether the page's head needs the content remote's events. */
export function usesContentFacts(pathname: string): boolean {
  return routeOf(pathname)?.entry.page === 'events';
}

/** The head of a route's page; null for an address no route answers (the not-found page keeps the site's). */
export function pageMeta(pathname: string, origin: string, facts: PageFacts): PageMeta | null {
  const route = routeOf(pathname);
  if (!route) return null;
  const { entry } = route;
  const canonicalUrl = origin + canonicalPathOf(entry, pathname);
  const base: PageMeta = {
    title: entry.title,
    description: pageDescriptionOf(entry.page) ?? '',
    canonicalUrl,
    ogType: 'website',
    jsonLd: [],
  };
  if (entry.page === 'home') return { ...base, jsonLd: [ngo(origin, base.description)] };
  // An article describes itself in the page its remote draws (withDrawnHead); without one, the blog's words.
  if (entry.page === 'blog-article') return { ...base, description: pageDescriptions.blogs };
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

const absolute = (origin: string, url: string) => (url.startsWith('/') ? origin + url : url);

/**
 * The head of a page its remote drew (decision 053): what the page says about itself replaces the registry's, and
 * the remote's site-origin placeholder becomes this site's origin. The shell reads no field of the page's data.
 */
export function withDrawnHead(meta: PageMeta, head: PageHead, origin: string): PageMeta {
  const jsonLd = head.jsonLd
    ? (JSON.parse(JSON.stringify(head.jsonLd).split(SITE_ORIGIN_PLACEHOLDER).join(origin)) as JsonLd[])
    : meta.jsonLd;
  return {
    ...meta,
    title: head.title ?? meta.title,
    description: head.description ?? meta.description,
    ogType: head.ogType ?? meta.ogType,
    jsonLd,
    ...(head.ogImage ? { ogImage: { ...head.ogImage, url: absolute(origin, head.ogImage.url) } } : {}),
    ...(head.alternates
      ? { alternates: head.alternates.map((link) => ({ ...link, href: absolute(origin, link.href) })) }
      : {}),
  };
}
