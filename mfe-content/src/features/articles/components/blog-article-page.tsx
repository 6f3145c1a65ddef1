import { Link, useParams } from '@solar/shared-routing';
import styled from '@emotion/styled';
import { ARTICLE_CATEGORIES, parseId, type ArticleResponse, type ArticleSummary } from '@solar/shared-contracts';
import { Badge, ButtonLink, colors, Container, PageHeader, PageLoading, space } from '@solar/shared-ui';
import { formatLongDate, ukCalendarDay } from '@solar/shared-format';
import { Actions } from '../../../components/actions';
import { ArticleCover } from '../../../components/article-cover';
import { PageSection } from '../../../components/page-section';
import { usePageMeta } from '../../../components/use-page-meta';
import { useArticle, useArticleList } from '../api/use-articles';
import { ArticleBody } from '../../../components/article-body';
import { ArticlesState } from './articles-state';
import { BlogList } from './blog-list';

const Body = styled.article`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${space.xl} 0;
  font-size: 1.075rem;
  p {
    margin: 0 0 ${space.md};
  }
  > img {
    margin: ${space.md} 0 ${space.lg};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin: ${space.sm} 0 0;
  font-size: 0.95rem;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  font-weight: 700;
  color: ${colors.brand};
`;

function ArticleView({ article, list }: { article: ArticleResponse; list: readonly ArticleSummary[] }) {
  usePageMeta({ title: article.title, description: article.excerpt });
  const index = list.findIndex((item) => item.id === article.id);
  const next = list.length > 1 ? list[(index + 1) % list.length] : undefined;
  const day = ukCalendarDay(article.publishedAt);
  return (
    <>
      <PageHeader title={article.title} eyebrow="Climate Action Blog">
        <Meta>
          <Badge tone={ARTICLE_CATEGORIES[article.category] ?? 'brand'}>{article.category}</Badge>
          <span>
            By {article.author} · <time dateTime={day}>{formatLongDate(day)}</time> · {article.readMinutes} min read
          </span>
        </Meta>
      </PageHeader>
      <Container>
        <Body>
          <Back to="/blogs">
            <span aria-hidden="true">←</span> Back to All Articles
          </Back>
          <ArticleCover cover={article.cover} alt={article.cover.alt} eager sizes="(min-width: 44rem) 44rem, 100vw" />
          <p>
            <strong>{article.excerpt}</strong>
          </p>
          <ArticleBody html={article.html} />
        </Body>
      </Container>
      <PageSection id="read-next" title="Keep reading" tone="alt">
        {next ? (
          <p>
            Next: <Link to={`/blogs/${next.id}`}>{next.title}</Link>
          </p>
        ) : null}
        <Actions>
          <ButtonLink to="/blogs" variant="outline">
            Back to All Articles
          </ButtonLink>
          <ButtonLink to="/donate">Donate Now</ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}

/** No head of its own: the address keeps the blog's title and description the server gave it. */
function ArticleNotFound() {
  const list = useArticleList();
  return (
    <>
      <PageHeader title="Climate Action Blog" eyebrow="News and stories">
        Stories, explainers and news from the communities we serve.
      </PageHeader>
      {list.data ? (
        <BlogList
          articles={list.data.items}
          notice="We could not find that article. Here are all of our articles instead."
        />
      ) : (
        <ArticlesState failed={list.isError} />
      )}
    </>
  );
}

/** /blogs/:id shows one published article; an id that names none (or a draft) shows the full list instead. */
export default function BlogArticlePage() {
  const id = parseId(useParams().id);
  const article = useArticle(id);
  const list = useArticleList();
  if (id !== null && article.isPending) return <PageLoading label="Loading article" />;
  if (article.data && list.isPending) return <PageLoading label="Loading article" />;
  // Without the list the article still shows, only without its "Next" link.
  if (article.data) return <ArticleView key={article.data.id} article={article.data} list={list.data?.items ?? []} />;
  return <ArticleNotFound />;
}
