/**
 * What the content remote publishes beside its prerendered pages for the shell's server: the articles and events
 * it shows, so the sitemap, each article's head and the structured data come from the same data as the pages.
 */
export const PAGE_FACTS_PATH = '/prerender/facts.json';

export type ArticleFacts = {
  id: string;
  title: string;
  description: string;
  /** ISO date (yyyy-mm-dd). */
  datePublished: string;
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
