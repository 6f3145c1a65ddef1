import { pageDescriptionOf, SITE_ORIGIN_PLACEHOLDER, type FeedLink, type PageHead } from '@solar/shared-contracts';
import { canonicalPathOf } from '../../src/app/route-table';
import { findRoute } from '../site-routes';
import type { JsonLd } from './json-ld';

/** What a page's head says about it to search engines and link previews. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  ogType: NonNullable<PageHead['ogType']>;
  jsonLd: JsonLd[];
  /** The Open Graph image (absolute); the site's social card without it. */
  ogImage?: { url: string; width: number; height: number; alt: string };
  /** `<link rel="alternate">` elements (a feed). */
  alternates?: FeedLink[];
};

/**
 * The registry's head of a route's page (title, description, canonical address), or the words a remote published
 * for a later page (decision 081); null for an address no route
 * answers (the not-found page keeps the site's). Anything more is the page's own, from its remote (withHead).
 */
export function pageMeta(pathname: string, origin: string): PageMeta | null {
  const entry = findRoute(pathname);
  if (!entry) return null;
  return {
    title: entry.title,
    description: entry.description ?? pageDescriptionOf(entry.page) ?? '',
    canonicalUrl: origin + canonicalPathOf(entry, pathname),
    ogType: 'website',
    jsonLd: [],
  };
}

const absolute = (origin: string, url: string) => (url.startsWith('/') ? origin + url : url);

/**
 * A page's head as its remote gives it (decision 071), over the registry's: its title, description, canonical
 * address, Open Graph, JSON-LD and feeds, the site-origin placeholder made this site's origin. The shell reads no
 * field of the page's data and adds nothing of its own.
 */
export function withHead(meta: PageMeta, head: PageHead, origin: string): PageMeta {
  const jsonLd = head.jsonLd
    ? (JSON.parse(JSON.stringify(head.jsonLd).split(SITE_ORIGIN_PLACEHOLDER).join(origin)) as JsonLd[])
    : meta.jsonLd;
  return {
    ...meta,
    title: head.title ?? meta.title,
    description: head.description ?? meta.description,
    ...(head.canonical ? { canonicalUrl: absolute(origin, head.canonical) } : {}),
    ogType: head.ogType ?? meta.ogType,
    jsonLd,
    ...(head.ogImage ? { ogImage: { ...head.ogImage, url: absolute(origin, head.ogImage.url) } } : {}),
    ...(head.alternates
      ? { alternates: head.alternates.map((link) => ({ ...link, href: absolute(origin, link.href) })) }
      : {}),
  };
}
