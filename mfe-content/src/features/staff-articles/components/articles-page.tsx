import styled from '@emotion/styled';
import type { StaffArticleSummary } from '@solar/shared-contracts';
import { Link } from '@solar/shared-routing';
import {
  colors,
  radii,
  space,
  StaffListResults,
  StaffPageHeading,
  StaffTable,
  type StaffTableColumn,
} from '@solar/shared-ui';
import { StaffFilterBar } from '@solar/shared-ui/forms';
import { errorMessage } from '@solar/shared-data-access';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { useArticles } from '../api/list-articles';
import { useArticleListParams } from '../hooks/use-article-list-params';
import { ArticleStatus } from './article-status';

const NewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${space.sm} ${space.lg};
  border-radius: ${radii.pill};
  background: ${colors.brand};
  color: ${colors.surface};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** When it went or goes public, in UK time; a draft has no time. */
function when(article: StaffArticleSummary) {
  if (!article.publishedAt) return <span>Not published</span>;
  const prefix = article.status === 'scheduled' ? 'Goes live ' : '';
  return (
    <span>
      {prefix}
      <time dateTime={article.publishedAt}>{formatStaffDateTime(article.publishedAt)}</time>
    </span>
  );
}

const columns: StaffTableColumn<StaffArticleSummary>[] = [
  { key: 'title', header: 'Title', cell: (article) => article.title },
  { key: 'status', header: 'Status', cell: (article) => <ArticleStatus status={article.status} /> },
  { key: 'published', header: 'Published', cell: when },
  { key: 'category', header: 'Category', cell: (article) => article.category },
  { key: 'author', header: 'Author', cell: (article) => article.author },
  {
    key: 'updated',
    header: 'Last saved',
    cell: (article) => <time dateTime={article.updatedAt}>{formatStaffDateTime(article.updatedAt)}</time>,
  },
];

const statusFilter = {
  name: 'status',
  label: 'Show',
  options: [
    { value: '', label: 'All articles' },
    { value: 'draft', label: 'Drafts' },
    { value: 'scheduled', label: 'Scheduled' },
    { value: 'published', label: 'Published' },
  ],
};

/** /staff/articles: drafts, scheduled and published articles, most recently saved first. */
export default function ArticlesPage() {
  const { query, q, values, goToPage, apply } = useArticleListParams();
  const status = values.status;
  const articles = useArticles(query);
  return (
    <>
      <StaffPageHeading
        title="Articles"
        description="The blog’s stories. Drafts stay private; a scheduled article goes live on its own at its time (UK time)."
        actions={<NewLink to="/staff/articles/new">Write an article</NewLink>}
      />
      <StaffFilterBar
        key={`${q}|${status}`}
        searchLabel="Search titles and authors"
        filters={[statusFilter]}
        values={values}
        onSubmit={apply}
        submitLabel="Search"
      />
      <StaffListResults
        query={articles}
        what="the articles"
        reason={errorMessage(articles.error)}
        pagesLabel="Article pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Articles"
            columns={columns}
            rows={rows}
            rowKey={(article) => article.id}
            rowHref={(article) => `/staff/articles/${article.id}`}
            emptyMessage={q || status ? 'No articles match.' : 'No articles yet.'}
          />
        )}
      </StaffListResults>
    </>
  );
}
