import { pastEvents, upcomingEvents, type CommunityEvent } from '@solar/content-data';
import {
  event,
  publicPageKeys,
  remotePageList,
  SITE_ORIGIN_PLACEHOLDER,
  type ApiRead,
  type ArticleListResponse,
  type EventFacts,
  type FactsDrawer,
  type SiteFacts,
} from '@solar/shared-contracts';
import { drawnSamplePaths, prerenderRemotePages } from '@solar/shared-ui/prerender';
import { ARTICLE_LIST_URL } from '../features/articles/api';
import { BLOG_FEED, homeHead } from './draw-page';
import ContentRoutes from './remote-routes';

export { drawPage } from './draw-page';

/** Drawn once as the server starts, so no visitor pays for the first draw's compiling (decision 058). */
export const warmUpPaths = drawnSamplePaths('content');

/** Every public page this build answers, for the shell's server (decision 081). */
export const pageList = remotePageList('content');

/**
 * Build time: the HTML of every content page for the shell's server to send before the scripts run. The pages that
 * read the API are drawn by the server at each request (draw-page.tsx); their build-time copy, without the API's
 * data, is what the shell sends while the API cannot be read (an article needs its id, so it has none).
 */
export const prerenderPages = () =>
  prerenderRemotePages(ContentRoutes, publicPageKeys('content'), {
    skip: ['blog-article'],
    heads: { home: homeHead, events: eventsHead() },
  });

function eventFacts(event: CommunityEvent): EventFacts {
  const start = /^\d{2}:\d{2}/.exec(event.time)?.[0];
  const online = event.location === 'Online';
  return {
    name: event.title,
    description: event.description,
    startDate: start ? `${event.date}T${start}` : event.date,
    location: event.location,
    attendance: online ? 'online' : event.virtual ? 'mixed' : 'offline',
  };
}

/** The events page describes each event (JSON-LD `Event`): the events are part of this build. */
function eventsHead() {
  const page = `${SITE_ORIGIN_PLACEHOLDER}/news/events`;
  return {
    jsonLd: [...upcomingEvents, ...pastEvents].map((item) => event(SITE_ORIGIN_PLACEHOLDER, page, eventFacts(item))),
  };
}

/** At each request: every published article (from the API) for the sitemap, and the blog's feed for robots.txt. */
export const drawFacts: FactsDrawer = async (read) => {
  const list: ApiRead<ArticleListResponse> = await read<ArticleListResponse>(ARTICLE_LIST_URL);
  if (list.status !== 'found') throw new Error(`the article list is ${list.status}`);
  const facts: SiteFacts = {
    sitemap: list.body.items.map((article) => ({
      path: `/blogs/${article.id}`,
      lastmod: article.updatedAt ?? article.publishedAt,
    })),
    feeds: [BLOG_FEED],
  };
  return facts;
};
