import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { OwnPage, RemoteRoutesProps } from '@solar/shared-contracts';
import { PageLoading } from './page-loading';
import { PageShown } from './page-shown';

type PageRegistry<Page extends string> = Record<Page, LazyExoticComponent<ComponentType>>;

/**
 * A public page a remote answers beyond the page registry (decisions 081 and 083): declared in the remote's own
 * source and published to the shell's server at run time, so it ships with a release of that remote alone. Its
 * chunk is named `page-<key>` like every page's.
 */
export type OwnRemotePage<Page extends OwnPage = OwnPage> = {
  page: Page;
  component: LazyExoticComponent<ComponentType>;
};

/**
 * Builds the component a remote exposes as `./Routes`: the shell names a page, the remote renders it: one of the
 * registry's `pages`, or one of its `own` (the registry's wins a shared key). Each page is its own lazy chunk, so a
 * visit loads only the page it shows.
 */
export function createRemoteRoutes<Page extends string>(pages: PageRegistry<Page>, own: readonly OwnRemotePage[] = []) {
  const all: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
    ...Object.fromEntries(own.map((entry) => [entry.page.key, entry.component])),
    ...pages,
  };
  return function RemoteRoutes({ page }: RemoteRoutesProps<Page>) {
    const Page: ComponentType | undefined = all[page];
    return (
      <Suspense fallback={<PageLoading />}>
        {Page ? <Page /> : null}
        <PageShown />
      </Suspense>
    );
  };
}
