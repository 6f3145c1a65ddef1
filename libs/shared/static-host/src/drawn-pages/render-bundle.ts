import { createRequire } from 'node:module';
import type { FactsDrawer, PageDrawer } from '@solar/shared-contracts';
import type { Logger } from '../logging';

export type RenderBundle = {
  drawPage: PageDrawer;
  drawFacts?: FactsDrawer;
  /** Addresses drawn once as the server starts (warm-up.ts). */
  warmUpPaths: readonly string[];
};

/**
 * The remote's server bundle of its pages, loaded once at start: the same build as the browser files this server
 * sends, so a page it draws hydrates with the code it names (decision 053). Without one (development, or a build
 * from before request-time pages) the server answers no page, and the shell sends its pages for the browser to draw.
 */
export function loadRenderBundle(file: string, logger: Logger): RenderBundle | null {
  try {
    // Not bundled: the file is the build's own, beside the server's.
    const bundle = createRequire(__filename)(file) as Partial<RenderBundle>;
    if (typeof bundle.drawPage !== 'function') return null;
    return {
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
