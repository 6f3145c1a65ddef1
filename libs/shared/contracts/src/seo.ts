/**
 * What a remote's server answers the shell's server about the pages it owns beyond the registry (decision 071): the
 * sitemap entries that need its data (each article) and the feeds it publishes. The shell lists them as they come;
 * a remote that answers 404 has none.
 */
export const SITE_FACTS_PATH = '/_facts.json';

export type SitemapEntry = {
  /** A site path, as search engines should list it. */
  path: string;
  /** ISO 8601: when the page's content last changed. */
  lastmod?: string;
};

/** A feed the remote publishes on the site's origin: named in robots.txt and in its pages' heads. */
export type FeedLink = { type: string; href: string; title: string };

export type SiteFacts = { sitemap: SitemapEntry[]; feeds: FeedLink[] };

export const NO_SITE_FACTS: SiteFacts = { sitemap: [], feeds: [] };

const SITE_PATH = /^\/[^\s]*$/;

/** Whether a remote's answer is site facts the shell can use (a remote of another version may answer otherwise). */
export function isSiteFacts(value: unknown): value is SiteFacts {
  const facts = value as Partial<SiteFacts> | null;
  return (
    typeof facts === 'object' &&
    facts !== null &&
    Array.isArray(facts.sitemap) &&
    facts.sitemap.every((entry) => typeof entry?.path === 'string' && SITE_PATH.test(entry.path)) &&
    Array.isArray(facts.feeds) &&
    facts.feeds.every((feed) => typeof feed?.href === 'string' && SITE_PATH.test(feed.href))
  );
}

/** An event as its structured data describes it (the events page's JSON-LD). */
export type EventFacts = {
  name: string;
  description: string;
  /** ISO date, with the start time when the event has one (yyyy-mm-ddThh:mm, UK time). */
  startDate: string;
  location: string;
  attendance: 'online' | 'offline' | 'mixed';
};
