import { PageHeader } from '@solar/shared-ui';
import { useArticleList } from '../api/use-articles';
import { ArticlesState } from './articles-state';
import { BlogList } from './blog-list';

/** /blogs and /news/blog: every published article, drawn by the remote's server from the API (decision 053). */
export default function BlogsPage() {
  const list = useArticleList();
  return (
    <>
      <PageHeader title="Climate Action Blog" eyebrow="News and stories">
        Stories, explainers and news from the schools, clinics, orphanages and places of worship we power, and the
        people who make each installation possible.
      </PageHeader>
      {list.data ? <BlogList articles={list.data.items} /> : <ArticlesState failed={list.isError} />}
    </>
  );
}
