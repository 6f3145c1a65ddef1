import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type Request, type Response } from 'express';
import {
  FRESH_PAGE_HEADER,
  PAGE_FRAGMENT_PATH,
  SITE_FACTS_PATH,
  type FactsDrawer,
  type PageDrawer,
  type PageFragment,
} from '@solar/shared-contracts';
import type { Logger } from '../logging';
import type { ApiReads } from './api-reads';
import { buildIdOf, pinnedEntryFile, type BuildIdentity } from './pinned-entry';

export type DrawnPagesOptions = {
  /** The remote's own server bundle's drawers (loaded from the same build as the files the server serves). */
  drawPage: PageDrawer;
  drawFacts?: FactsDrawer;
  reads: ApiReads;
  /** The build that drew the pages, and the browser folder holding its pinned entry. */
  build: BuildIdentity;
  browserRoot: string;
  /** How long the shell may reuse a drawn page. */
  maxAgeMs: number;
  logger: Logger;
};

const SAFE_PATH = /^\/[\w\-./%~]{0,300}$/;

/** The access log's id of the request (the shell's visitor's, from a trusted shell), for the API reads it makes. */
const requestIdOf = (req: Request): string | undefined => (typeof req.id === 'string' ? req.id : undefined);

/**
 * GET /_page?path=… answers the page the remote draws at that address (page-fragments.ts, decision 053), and GET
 * SITE_FACTS_PATH the sitemap entries and feeds the remote publishes (decision 071); its list of pages is
 * page-list-route.ts's. Never kept by a browser: the shell keeps the page.
 */
export function drawnPages(options: DrawnPagesOptions): Router {
  const router = Router();
  const build = buildIdOf(options.build);
  const pinned = pinnedEntryFile(options.build);
  const entry = existsSync(join(options.browserRoot, pinned)) ? pinned : undefined;

  router.get(PAGE_FRAGMENT_PATH, async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const path = typeof req.query['path'] === 'string' ? req.query['path'] : '';
    if (!SAFE_PATH.test(path) || path.includes('..')) {
      res.status(400).json({ statusCode: 400, error: 'Bad Request', message: 'path must be a site path' });
      return;
    }
    const fresh = req.get(FRESH_PAGE_HEADER) === '1';
    const requestId = requestIdOf(req);
    try {
      const drawn = await options.drawPage(path, (url) => options.reads.read(url, { fresh, requestId }));
      if (drawn === null) {
        res.status(404).json({ statusCode: 404, error: 'Not Found', message: 'No page drawn here' });
        return;
      }
      if (drawn === 'unavailable') {
        res.status(503).json({ statusCode: 503, error: 'Service Unavailable', message: 'The API did not answer' });
        return;
      }
      const fragment: PageFragment = {
        build,
        ...(entry ? { entry } : {}),
        status: drawn.status,
        html: drawn.html,
        head: drawn.head,
        data: { path, reads: drawn.reads },
        maxAgeMs: options.maxAgeMs,
        keys: drawn.keys,
        ...(drawn.marker ? { marker: drawn.marker } : {}),
      };
      res.json(fragment);
    } catch (error) {
      options.logger.error({ err: error, path }, 'drawing a page failed');
      res.status(500).json({ statusCode: 500, error: 'Internal Server Error', message: 'The page could not be drawn' });
    }
  });

  const { drawFacts } = options;
  if (drawFacts)
    router.get(SITE_FACTS_PATH, async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-store');
      const requestId = requestIdOf(req);
      try {
        res.json(await drawFacts((url) => options.reads.read(url, { requestId })));
      } catch (error) {
        options.logger.error({ err: error }, 'drawing the page facts failed');
        res.status(503).json({ statusCode: 503, error: 'Service Unavailable', message: 'No facts now' });
      }
    });
  return router;
}
