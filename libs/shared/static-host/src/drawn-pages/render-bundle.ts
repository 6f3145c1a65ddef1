import { createRequire } from 'node:module';
import {
  remotePagesIn,
  type FactsDrawer,
  type PageDrawer,
  type RemoteKey,
  type RemotePage,
} from '@solar/shared-contracts';
import type { Logger } from '../logging';

/** The pages a remote draws at request time (decision 053). */
export type PageDrawing = {
  drawPage: PageDrawer;
  drawFacts?: FactsDrawer;
  /** Addresses drawn once as the server starts (warm-up.ts). */
  warmUpPaths: readonly string[];
};

export type RenderBundle = {
  /** None when the bundle draws no page at request time (mfe-engage's pages are all built ahead). */
  drawing?: PageDrawing;
  /** Every public page the remote answers, published to the shell at REMOTE_PAGES_PATH (decisions 081 and 083). */
  pages?: RemotePage[];
};

type BundleExports = Partial<PageDrawing> & { pageList?: unknown };

function drawingOf(bundle: BundleExports): PageDrawing | undefined {
  if (typeof bundle.drawPage !== 'function') return undefined;
  return {
    drawPage: bundle.drawPage,
    ...(typeof bundle.drawFacts === 'function' ? { drawFacts: bundle.drawFacts } : {}),
    warmUpPaths: Array.isArray(bundle.warmUpPaths) ? bundle.warmUpPaths.filter((path) => typeof path === 'string') : [],
  };
}

/**
 * The remote's server bundle of its pages, loaded once at start: the same build as the browser files this server
 * sends, so a page it draws hydrates with the code it names (decision 053), and the list of the pages it answers
 * (decision 081). A bundle may export either: one exporting only `pageList` publishes its pages and draws none
 * (decision 083). Without one (development, or a build from before request-time pages) the server answers neither,
 * and the shell sends its pages for the browser to draw.
 */
export function loadRenderBundle(file: string, logger: Logger, owner?: RemoteKey): RenderBundle | null {
  try {
    // Not bundled: the file is the build's own, beside the server's.
    const bundle = createRequire(__filename)(file) as BundleExports;
    const drawing = drawingOf(bundle);
    const pages = owner ? remotePagesIn(bundle.pageList, owner) : null;
    if (!drawing && !pages) return null;
    return { ...(drawing ? { drawing } : {}), ...(pages ? { pages } : {}) };
  } catch (error) {
    logger.warn({ err: error, file }, 'no page drawing: the render bundle did not load');
    return null;
  }
}
