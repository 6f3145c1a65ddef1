import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { prerenderHtml } from './prerender-html';

/**
 * Each page of a remote's `./Routes` as HTML, as it first shows on a visit. Pages that read route parameters
 * (one article, one project) are left to the browser, and so is a page that fails to render here.
 */
export async function prerenderRemotePages<Page extends string>(
  Routes: ComponentType<{ page: Page }>,
  pages: readonly Page[],
  skip: readonly Page[] = [],
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const page of pages.filter((candidate) => !skip.includes(candidate))) {
    try {
      result[page] = await prerenderHtml(
        <MemoryRouter>
          <Routes page={page} />
        </MemoryRouter>,
      );
    } catch (error) {
      console.warn(`prerender: ${page} is left to the browser: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}
