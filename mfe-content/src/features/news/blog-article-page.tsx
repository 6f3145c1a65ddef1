import { Suspense } from 'react';
import { Link, useParams } from '@solar/shared-routing';
import styled from '@emotion/styled';
import { blogArticles, findBlogSummary, type BlogSummary } from '@solar/content-data';
import { Badge, ButtonLink, colors, Container, PageHeader, space } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { formatLongDate } from '@solar/shared-format';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';
import { usePageMeta } from '../../components/use-page-meta';
import { ArticleText } from './article-text';
import { BlogList } from './blog-list';

const Body = styled.article`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${space.xl} 0;
  font-size: 1.075rem;
  h2 {
    margin-top: ${space.xl};
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 ${space.md};
  }
  img {
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

function ArticleView({ article }: { article: BlogSummary }) {
  usePageMeta({ title: article.title, description: article.excerpt });
  const index = blogArticles.findIndex((item) => item.id === article.id);
  const next = blogArticles[(index + 1) % blogArticles.length];
  return (
    <>
      <PageHeader title={article.title} eyebrow="Climate Action Blog">
        <Meta>
          <Badge tone={article.categoryColor}>{article.category}</Badge>
          <span>
            By {article.author} · <time dateTime={article.date}>{formatLongDate(article.date)}</time> ·{' '}
            {article.readMinutes} min read
          </span>
        </Meta>
      </PageHeader>
      <Container>
        <Body>
          <Back to="/blogs">
            <span aria-hidden="true">←</span> Back to All Articles
          </Back>
          <Illustration name={article.image} alt="" eager />
          <p>
            <strong>{article.excerpt}</strong>
          </p>
          <Suspense fallback={null}>
            <ArticleText id={article.id} />
          </Suspense>
        </Body>
      </Container>
      <PageSection id="read-next" title="Keep reading" tone="alt">
        <p>
          Next: <Link to={`/blogs/${next.id}`}>{next.title}</Link>
        </p>
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

/** /blogs/:id shows one article; an id that matches none shows the full list instead. */
export default function BlogArticlePage() {
  const { id } = useParams();
  const article = findBlogSummary(id);
  if (article) return <ArticleView key={article.id} article={article} />;
  return <ArticleNotFound />;
}

/** No head of its own: the address keeps the blog's title and description the server gave it from the registry. */
function ArticleNotFound() {
  return (
    <>
      <PageHeader title="Climate Action Blog" eyebrow="News and stories">
        Stories, explainers and news from the communities we serve.
      </PageHeader>
      <BlogList notice="We could not find that article. Here are all of our articles instead." />
    </>
  );
}
