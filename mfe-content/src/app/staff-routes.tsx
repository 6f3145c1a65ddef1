import { lazy } from 'react';
import type { RemoteRoutesProps, StaffPageKey } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';
import { ContentQueryProvider } from './content-query-provider';

// Exposed apart from ./Routes and never prerendered, so no public page fetches or ships the editor's code (nor the
// Markdown renderer its preview runs).
const articles = lazy(
  () => import(/* webpackChunkName: "page-staff-articles" */ '../features/staff-articles/components/articles-page'),
);
const newArticle = lazy(
  () =>
    import(/* webpackChunkName: "page-staff-article-new" */ '../features/staff-articles/components/new-article-page'),
);
const article = lazy(
  () => import(/* webpackChunkName: "page-staff-article" */ '../features/staff-articles/components/article-page'),
);

/** Every staff page the registry gives this remote. */
export const pages: Record<StaffPageKey<'content'>, typeof articles> = {
  'staff-articles': articles,
  'staff-article-new': newArticle,
  'staff-article': article,
};

const Pages = createRemoteRoutes(pages);

/** The remote's `./StaffRoutes`: the back-office page the shell's console names, in the remote's own query client. */
export default function ContentStaffRoutes(props: RemoteRoutesProps<StaffPageKey<'content'>>) {
  return (
    <ContentQueryProvider>
      <Pages {...props} />
    </ContentQueryProvider>
  );
}
