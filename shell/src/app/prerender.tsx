import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@solar/shared-routing';
import { PageLoading } from '@solar/shared-ui';
import { prerenderHtml } from '@solar/shared-ui/prerender';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { examplePath, frameKey, LAYOUT_FRAME_PATH, layoutFrameKey, NOT_FOUND_KEY } from './prerender-frames';
import { routeTable, type LayoutKind } from './route-table';
import { SiteLayout } from './site-layout';

/**
 * Where the remote's page goes, inside the Suspense boundary RemotePage renders there in the browser, so the page
 * hydrates in place as soon as the remote's code arrives.
 */
function Slot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <div data-prerender-slot="" />
    </Suspense>
  );
}

function frame(path: string, layout: LayoutKind, page: ReactNode): Promise<string> {
  return prerenderHtml(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<SiteLayout header={layout} />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const layouts: readonly LayoutKind[] = ['site', 'donation'];

/**
 * Build time: each route's frame (header and footer with that route's link current), a frame of each layout for the
 * pages remotes publish later (decision 081), and the 404 page.
 */
export async function prerenderPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const [index, entry] of routeTable.entries())
    pages[frameKey(index)] = await frame(examplePath(entry.path), entry.layout, <Slot />);
  for (const layout of layouts) pages[layoutFrameKey(layout)] = await frame(LAYOUT_FRAME_PATH, layout, <Slot />);
  pages[NOT_FOUND_KEY] = await frame('/404', 'site', <NotFoundPage />);
  return pages;
}
