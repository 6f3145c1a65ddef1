import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes as RouterRoutes } from '@solar/shared-routing';
import { prerenderedPageKey, withPageHead, type PageHead } from '@solar/shared-contracts';
import { prerenderHtml } from './prerender-html';

export type PrerenderOptions<Page extends string> = {
  /** Pages left to the browser: their content depends on live data or the address. */
  skip?: readonly Page[];
  /** Pages that read an `:id` route parameter, with every id to prerender (e.g. each article). */
  ids?: Partial<Record<Page, readonly string[]>>;
  /** What a page says about itself beyond the registry (its JSON-LD), sent in front of its HTML (decision 071). */
  heads?: Partial<Record<Page, PageHead>>;
};

type Target<Page extends string> = { key: string; page: Page; id?: string };

function targets<Page extends string>(
  pages: readonly Page[],
  { skip = [], ids = {} }: PrerenderOptions<Page>,
): Target<Page>[] {
  return pages
    .filter((page) => !skip.includes(page))
    .flatMap((page) => {
      const pageIds = ids[page];
      return pageIds
        ? pageIds.map((id) => ({ key: prerenderedPageKey(page, [id]), page, id }))
        : [{ key: prerenderedPageKey(page), page }];
    });
}

/**
 * Each page of a remote's `./Routes` as HTML, as it first shows on a visit, keyed as the shell's server asks for
 * it (prerenderedPageKey): exactly what `./Routes` renders in the shell's page slot, so the browser hydrates it there.
 * A page that fails to render here is left to the browser.
 */
export async function prerenderRemotePages<Page extends string>(
  Routes: ComponentType<{ page: Page }>,
  pages: readonly Page[],
  options: PrerenderOptions<Page> = {},
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const { key, page, id } of targets(pages, options)) {
    try {
      const html = await prerenderHtml(
        <MemoryRouter initialEntries={[id === undefined ? '/' : `/page/${id}`]}>
          <RouterRoutes>
            <Route path={id === undefined ? '*' : '/page/:id'} element={<Routes page={page} />} />
          </RouterRoutes>
        </MemoryRouter>,
        'page',
      );
      const head = options.heads?.[page];
      result[key] = head ? withPageHead(html, head) : html;
    } catch (error) {
      console.warn(
        `prerender: ${key} is left to the browser: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return result;
}
