import { createRequire } from 'node:module';
import {
  remotePagesIn,
  type FactsDrawer,
  type PageDrawer,
  type RemoteKey,
  type RemotePage,
} from '@solar/shared-contracts';
import type { Logger } from '../logging';

export type RenderBundle = {
  drawPage: PageDrawer;
  drawFacts?: FactsDrawer;
  /** Addresses drawn once as the server starts (warm-up.ts). */
  warmUpPaths: readonly string[];
  /** Every public page the remote answers, published to the shell at REMOTE_PAGES_PATH (decision 081). */
  pages?: RemotePage[];
};

/**
 * The remote's server bundle of its pages, loaded once at start: the same build as the browser files this server
 * sends, so a page it draws hydrates with the code it names (decision 053). Without one (development, or a build
 * from before request-time pages) the server answers no page, and the shell sends its pages for the browser to draw.
 */
export function loadRenderBundle(file: string, logger: Logger, owner?: RemoteKey): RenderBundle | null {
  try {
    // Not bundled: the file is the build's own, beside the server's.
    const bundle = createRequire(__filename)(file) as Partial<RenderBundle> & { pageList?: unknown };
    if (typeof bundle.drawPage !== 'function') return null;
    const pages = owner ? remotePagesIn(bundle.pageList, owner) : null;
    return {
      ...(pages ? { pages } : {}),
      drawPage: bundle.drawPage,
      ...(typeof bundle.drawFacts === 'function' ? { drawFacts: bundle.drawFacts } : {}),
      warmUpPaths: Array.isArray(bundle.warmUpPaths)
        ? bundle.warmUpPaths.filter((path) => typeof path === 'string')
        : [],
    };
  } catch (error) {
    logger.warn({ err: error, file }, 'no page drawing: the render bundle did not load');
    return null;
  }
}
