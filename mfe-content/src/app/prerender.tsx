import { blogArticles, pastEvents, upcomingEvents, type CommunityEvent } from '@solar/content-data';
import { publicPageKeys, type EventFacts, type PageFacts } from '@solar/shared-contracts';
import { prerenderRemotePages } from '@solar/shared-ui/prerender';
import ContentRoutes from './remote-routes';

/** Build time: the HTML of every content page for the shell's server to send before the scripts run. */
export const prerenderPages = () =>
  prerenderRemotePages(ContentRoutes, publicPageKeys('content'), {
    ids: { 'blog-article': blogArticles.map((article) => String(article.id)) },
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

/** Build time: the articles and events the pages show, published as prerender/facts.json for the shell's server. */
export const pageFacts = (): PageFacts => ({
  articles: blogArticles.map((article) => ({
    id: String(article.id),
    title: article.title,
    description: article.excerpt,
    datePublished: article.date,
    author: article.author,
  })),
  events: [...upcomingEvents, ...pastEvents].map(eventFacts),
});
