import { blogArticles } from '@solar/content-data';
import { contentPages } from '@solar/shared-contracts';
import { prerenderRemotePages } from '@solar/shared-ui/prerender';
import ContentRoutes from './remote-routes';

/** Build time: the HTML of every content page for the shell's server to send before the scripts run. */
export const prerenderPages = () =>
  prerenderRemotePages(ContentRoutes, contentPages, { ids: { 'blog-article': blogArticles.map((article) => String(article.id)) } });
