import { PRERENDER_ORIGIN_PLACEHOLDER, type RemoteLocations } from '@solar/shared-contracts';
import { frameKey, PRERENDER_SLOT } from '../../src/app/prerender-frames';
import { routeTable } from '../../src/app/route-table';
import type { RemotePrerenders, ShellFrames } from '../prerendered-pages';
import { givesFreshFigures } from './gift-marker';
import type { ProjectFigures } from './project-figures';
import { PROJECT_PAGE, projectIdInPath } from './project-path';
import { projectSlots } from './project-slots';
import { fillProjectTemplate, projectDataBlock } from './project-template';

/** mfe-donate publishes the page's two static forms under these parameters (its project-donate-prerender.tsx). */
const TEMPLATE = 'template';
const MISSING = 'missing';

/** What the server sends for a project page: the body to paint (empty: the browser renders it), its status, and
 * the data block for the head. */
export type ProjectPageAnswer = { body: string; status: 200 | 404; headHtml: string };

const CLIENT_RENDERED: ProjectPageAnswer = { body: '', status: 200, headHtml: '' };

type Sources = { figures: ProjectFigures; frames: ShellFrames; pages: RemotePrerenders; remotes: RemoteLocations };

/**
 * `/projects/:id/donate` with the project's live figures already in the HTML (decision 031): the route's frame
 * around mfe-donate's template, filled from the API, and the same figures as JSON for the page's first render.
 * An id no project has gets the page's own not-found form with status 404; an API that is down or slow gets the
 * page as before prerendering, rendered by the browser.
 */
export class ProjectPages {
  private readonly frameIndex = routeTable.findIndex((route) => route.page === PROJECT_PAGE);

  constructor(private readonly sources: Sources) {}

  /** Whether this server answers the address (the plain address only: a query may change what the page shows). */
  handles(url: string): boolean {
    return !url.includes('?') && projectIdInPath(url) !== undefined;
  }

  async answer(url: string, cookieHeader: string | undefined): Promise<ProjectPageAnswer> {
    const id = projectIdInPath(url);
    if (id === null || id === undefined) return this.missing(null);
    const { figures, pages } = this.sources;
    const [lookup, template] = await Promise.all([
      figures.get(id, { fresh: givesFreshFigures(cookieHeader, id) }),
      pages.get('donate', PROJECT_PAGE, [TEMPLATE]),
    ]);
    if (lookup.status === 'missing') return this.missing(id);
    if (lookup.status === 'unavailable' || !template) return CLIENT_RENDERED;
    const slots = projectSlots(lookup.project);
    const html = slots && fillProjectTemplate(template, slots);
    if (!html) return CLIENT_RENDERED;
    return { body: this.framed(html), status: 200, headHtml: projectDataBlock(id, lookup.project) };
  }

  private async missing(id: number | null): Promise<ProjectPageAnswer> {
    const html = await this.sources.pages.get('donate', PROJECT_PAGE, [MISSING]);
    // The page reads an invalid id as missing by itself; an unknown valid one it learns from the data block.
    return {
      body: html ? this.framed(html) : '',
      status: 404,
      headHtml: id === null ? '' : projectDataBlock(id, null),
    };
  }

  /** The page in the route's frame, asset addresses on their origins (as prerenderedBody does); empty without a frame. */
  private framed(page: string): string {
    const frame = this.sources.frames.get(frameKey(this.frameIndex));
    if (!frame?.includes(PRERENDER_SLOT)) return '';
    const withOrigin = (html: string, origin: string) => html.split(PRERENDER_ORIGIN_PLACEHOLDER).join(origin);
    return withOrigin(frame, '').replace(PRERENDER_SLOT, () => withOrigin(page, this.sources.remotes.donate));
  }
}
