import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@solar/shared-contracts';
import { PageLoading } from './page-loading';
import { PageShown } from './page-shown';

type PageRegistry<Page extends string> = Record<Page, LazyExoticComponent<ComponentType>>;

/**
 * Builds the component a remote exposes as `./Routes`: the shell names a page, the remote renders it.
 * Each page is its own lazy chunk, so a visit loads only the page it shows.
 */
export function createRemoteRoutes<Page extends string>(pages: PageRegistry<Page>) {
  return function RemoteRoutes({ page }: RemoteRoutesProps<Page>) {
    const Page: ComponentType | undefined = pages[page];
    return (
      <Suspense fallback={<PageLoading />}>
        {Page ? <Page /> : null}
        <PageShown />
      </Suspense>
    );
  };
}
