import {
  GIFT_MARKER_COOKIE,
  parseId,
  projectKey,
  PROJECTS_KEY,
  type ApiRead,
  type DrawnPage,
  type PageDrawer,
} from '@solar/shared-contracts';
import { PageDataContext } from '@solar/shared-data-access';
import { drawAt, drawnRouteFor, wholeHead, type DrawnRoute } from '@solar/shared-ui/prerender';
import { donateHead } from './donate-heads';
import { ownPages, type PageParams } from './own-pages';
import { projectSupportersUrl } from '../features/project-donate/api/get-project-supporters';
import { projectUrl } from '../features/project-donate/api';
import DonateRoutes from './remote-routes';

type DrawnDonatePage = DrawnRoute<'donate'>['page'];

const ownPageList = ownPages.map((own) => own.page);

/**
 * The API reads each page drawn at request time is drawn from, by its route parameters; null for an address that
 * names nothing (the page's not-found form, 404, without asking the API). The first read is the page's subject: when
 * the API has no such thing the page answers 404. The rest are read beside it, in parallel, and land in the page's
 * data block under their addresses, where the page's queries find them: a page drawn with one more read is one more
 * address here.
 */
const pageReads: Partial<Record<DrawnDonatePage, (params: Record<string, string | undefined>) => string[] | null>> = {
  'project-donate': ({ id }) => {
    const project = parseId(id);
    return project === null ? null : [projectUrl(project), projectSupportersUrl(project)];
  },
};

/** How a page this remote declares itself is drawn (own-pages.ts), by its key. */
const ownDraws = new Map(ownPages.flatMap((own) => (own.draw ? [[own.page.key, own.draw] as const] : [])));

/** The change keys of a drawn page's data: a project's page names its project, and every figure. */
function keysOf(page: string, params: PageParams): string[] {
  const own = ownDraws.get(page);
  if (own) return own.keys(params);
  const id = page === 'project-donate' ? parseId(params['id']) : null;
  return id === null ? [] : [projectKey(id), PROJECTS_KEY];
}

/** The donate pages drawn at request time (decision 053): a project's page with its live figures, from the API. */
export const drawPage: PageDrawer = async (path, read) => {
  const route = drawnRouteFor('donate', path, ownPageList);
  const urls = route ? (pageReads[route.page as DrawnDonatePage] ?? ownDraws.get(route.page)?.reads) : undefined;
  if (!route || !urls) return null;
  const wanted = urls(route.params) ?? [];
  const answers: ApiRead[] = await Promise.all(wanted.map((url) => read(url)));
  if (answers.some((answer) => answer.status === 'unavailable')) return 'unavailable';
  const reads = Object.fromEntries(
    wanted.map((url, index) => [url, answers[index]?.status === 'found' ? answers[index].body : null]),
  );
  const found = wanted.length > 0 && answers[0]?.status === 'found';
  const html = await drawAt(
    <PageDataContext.Provider value={{ path, reads }}>
      <DonateRoutes page={route.page} />
    </PageDataContext.Provider>,
    path,
    route.pattern,
  );
  const id = route.page === 'project-donate' ? parseId(route.params['id']) : null;
  const page: DrawnPage = {
    status: found ? 200 : 404,
    html,
    head: wholeHead(route, donateHead(route.page, route.head.canonical)),
    reads,
    keys: keysOf(route.page, route.params),
    ...(id === null ? {} : { marker: { cookie: GIFT_MARKER_COOKIE, value: String(id) } }),
  };
  return page;
};
