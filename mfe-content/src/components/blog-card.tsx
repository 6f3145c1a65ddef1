import styled from '@emotion/styled';
import { Link } from '@solar/shared-routing';
import { ARTICLE_CATEGORIES, type ArticleSummary } from '@solar/shared-contracts';
import { Badge, Card, colors, space } from '@solar/shared-ui';
import { formatLongDate, ukCalendarDay } from '@solar/shared-format';
import { ArticleCover } from './article-cover';

const Meta = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;

const Badges = styled.div`
  display: flex;
  gap: ${space.sm};
  flex-wrap: wrap;
`;

const Title = styled.h3`
  a {
    color: ${colors.brandStrong};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The whole card is clickable through the title link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: 12px;
  }
`;

const Wrapper = styled(Card)`
  position: relative;
  p:last-of-type {
    margin-bottom: 0;
  }
`;

type BlogCardProps = {
  article: ArticleSummary;
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Load the picture at once: for a card that starts in view. */
  eagerImage?: boolean;
};

/** A blog teaser; the title links to /blogs/{id} and its hit area covers the card. */
export function BlogCard({ article, featured = false, headingLevel = 'h3', eagerImage = false }: BlogCardProps) {
  const day = ukCalendarDay(article.publishedAt);
  return (
    <Wrapper aria-labelledby={`blog-card-${article.id}`}>
      <ArticleCover cover={article.cover} alt="" eager={eagerImage} />
      <Badges>
        {featured ? <Badge tone="sun">Featured</Badge> : null}
        <Badge tone={ARTICLE_CATEGORIES[article.category] ?? 'brand'}>{article.category}</Badge>
      </Badges>
      <Title as={headingLevel} id={`blog-card-${article.id}`}>
        <Link to={`/blogs/${article.id}`}>{article.title}</Link>
      </Title>
      <Meta>
        <time dateTime={day}>{formatLongDate(day)}</time> · {article.readMinutes} min read
      </Meta>
      <p>{article.excerpt}</p>
    </Wrapper>
  );
}
