/**
 * What the content remote's server answers for the shell's server, drawn from the API at the request (decision
 * 053): the articles and events it shows, so the sitemap and the events' structured data come from the same data
 * as the pages.
 */
export const PAGE_FACTS_PATH = '/_facts.json';

export type ArticleFacts = {
  id: string;
  title: string;
  description: string;
  /** ISO 8601. */
  datePublished: string;
  /** ISO 8601: the sitemap's lastmod. */
  dateModified?: string;
  author: string;
};

export type EventFacts = {
  name: string;
  description: string;
  /** ISO date, with the start time when the event has one (yyyy-mm-ddThh:mm, UK time). */
  startDate: string;
  location: string;
  attendance: 'online' | 'offline' | 'mixed';
};

export type PageFacts = { articles: ArticleFacts[]; events: EventFacts[] };
