import { parseId } from '@solar/shared-contracts';
import { useParams } from '@solar/shared-routing';
import { ApiError, errorMessage } from '@solar/shared-data-access';
import { PageShown, StaffPageHeading, StaffQueryState } from '@solar/shared-ui';
import { BackLink } from '../../../components/back-link';
import { useArticle } from '../api/get-article';
import { ARTICLES_PATH } from '../hooks/use-article-editor';
import { ArticleEditor } from './article-editor';

function NoSuchArticle() {
  return (
    <>
      <PageShown />
      <BackLink to={ARTICLES_PATH}>All articles</BackLink>
      <StaffPageHeading
        title="No such article"
        description="It may have been deleted, or the address may be mistyped."
      />
    </>
  );
}

function LoadedArticle({ id }: { id: number }) {
  const article = useArticle(id);
  if (article.error instanceof ApiError && article.error.status === 404) return <NoSuchArticle />;
  if (!article.data) return <StaffQueryState query={article} what="the article" reason={errorMessage(article.error)} />;
  // Mounted once per article: the editor keeps its own copy of the version it saved last.
  return <ArticleEditor article={article.data} />;
}

/** /staff/articles/:id: one article in the editor. */
export default function ArticlePage() {
  const id = parseId(useParams().id);
  return id === null ? <NoSuchArticle /> : <LoadedArticle key={id} id={id} />;
}
